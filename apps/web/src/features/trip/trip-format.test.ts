import { describe, expect, it } from 'vitest';
import type { TripProposal } from '@safari/contract';
import { comparisonRows } from './trip-format';

const proposal = (over: Partial<TripProposal>): TripProposal => ({
  id: 1,
  title: 'Northern circuit',
  summary: null,
  itinerary: [],
  price_per_person_cents: null,
  total_price_cents: null,
  included: [],
  excluded: [],
  valid_until: null,
  experience_ids: [],
  status: 'sent',
  agency: { id: 1, name: 'A' },
  version: 1,
  sent_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('trip page formatting', () => {
  it('compares proposals row by row: distinct places and lodging, days from the itinerary, "On request" without a price', () => {
    const a = proposal({
      agency: { id: 1, name: 'Kilimanjaro Horizons' },
      price_per_person_cents: 320_000,
      itinerary: [
        { day: 1, place: 'Arusha', activities: 'Arrive', lodging: 'Arusha Coffee Lodge', meals: null },
        { day: 2, place: 'Serengeti', activities: 'Game drive', lodging: 'Mobile camp', meals: null },
        { day: 3, place: 'Serengeti', activities: 'Game drive', lodging: 'Mobile camp', meals: null },
      ],
      included: ['Park fees'],
    });
    const b = proposal({ agency: { id: 2, name: 'Mara Plains' } });
    const rows = Object.fromEntries(comparisonRows([a, b]).map((r) => [r.label, r.cells]));
    expect(rows['Price per person']).toEqual(['$3,200', 'On request']);
    expect(rows.Days).toEqual(['3', '—']);
    expect(rows.Places).toEqual(['Arusha, Serengeti', '—']);
    expect(rows.Lodging).toEqual(['Arusha Coffee Lodge, Mobile camp', '—']);
    expect(rows.Included).toEqual(['Park fees', '—']);
  });
});
