import { describe, expect, it } from 'vitest';
import type { ExperienceCard } from '@safari/contract';
import { pickFeatured, readExperienceList } from './get-featured-experiences';

const card = (id: number, agent_id: number | null): ExperienceCard => ({
  id,
  experience_name: `Experience ${id}`,
  experience_type: 'Safari & Wildlife',
  description: null,
  price: 1000,
  duration_days: 3,
  location: null,
  destination_name: null,
  country: 'Kenya',
  is_tour: false,
  agent_id,
  agency_name: null,
  agent_name: null,
  primary_image: null,
  images: [],
  activities: [],
  destinations: [],
});

describe('featured experiences', () => {
  it('shows at most 6, and at most 2 from any one agent', () => {
    const many = [...Array.from({ length: 10 }, (_, i) => card(i + 1, 1)), ...Array.from({ length: 10 }, (_, i) => card(i + 11, 2)), card(30, 3), card(31, 4), card(32, 4), card(33, 4)];
    for (let run = 0; run < 20; run++) {
      const picked = pickFeatured(many);
      expect(picked).toHaveLength(6);
      const perAgent = new Map<number | null, number>();
      for (const e of picked) perAgent.set(e.agent_id, (perAgent.get(e.agent_id) ?? 0) + 1);
      expect(Math.max(...perAgent.values())).toBeLessThanOrEqual(2);
      expect(new Set(picked.map((e) => e.id)).size).toBe(6);
    }
  });

  it('returns fewer when the catalogue is small', () => {
    expect(pickFeatured([card(1, 1), card(2, 1), card(3, 1)])).toHaveLength(2);
  });

  it('accepts an array or an object with experiences, and rejects anything else', () => {
    expect(readExperienceList([card(1, 1)])).toHaveLength(1);
    expect(readExperienceList({ experiences: [card(1, 1)], total: 1 })).toHaveLength(1);
    expect(() => readExperienceList({ items: [] })).toThrow('Received invalid data from the server');
    expect(() => readExperienceList(null)).toThrow('Received invalid data from the server');
  });
});
