import type { TripProposal } from '@safari/contract';
import { formatCents, formatDate } from '@/lib/format';

/** The rows of the side-by-side comparison: one label and one cell per proposal. */
export function comparisonRows(proposals: TripProposal[]): { label: string; cells: string[] }[] {
  const places = (p: TripProposal) => [...new Set(p.itinerary.map((d) => d.place).filter(Boolean))];
  const lodging = (p: TripProposal) => [...new Set(p.itinerary.map((d) => d.lodging).filter((l): l is string => Boolean(l)))];
  return [
    { label: 'Agency', cells: proposals.map((p) => p.agency.name) },
    { label: 'Price per person', cells: proposals.map((p) => formatCents(p.price_per_person_cents) ?? 'On request') },
    { label: 'Total price', cells: proposals.map((p) => formatCents(p.total_price_cents) ?? '—') },
    { label: 'Days', cells: proposals.map((p) => (p.itinerary.length ? String(p.itinerary.length) : '—')) },
    { label: 'Places', cells: proposals.map((p) => places(p).join(', ') || '—') },
    { label: 'Lodging', cells: proposals.map((p) => lodging(p).join(', ') || '—') },
    { label: 'Included', cells: proposals.map((p) => p.included.join(', ') || '—') },
    { label: 'Not included', cells: proposals.map((p) => p.excluded.join(', ') || '—') },
    { label: 'Valid until', cells: proposals.map((p) => formatDate(p.valid_until) ?? '—') },
  ];
}

/** A proposal the traveller can still decide on. */
export const isOpen = (p: TripProposal) => p.status === 'sent' || p.status === 'viewed' || p.status === 'pending';
