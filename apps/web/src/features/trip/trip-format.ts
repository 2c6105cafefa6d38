import type { TripProposal } from '@safari/contract';

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Integer cents as dollars ("$2,450", "$2,450.50"); null when the agent gave no price. */
export function formatCents(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}

export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

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
