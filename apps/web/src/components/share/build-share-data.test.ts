import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TravelerPreferences } from '@safari/contract';
import { buildShareBody, cutText } from './build-share-data';

const prefs = { preferred_destinations: ['Kenya'], ideal_budget: 3000, whatsapp_contact: '+49 1', selected_experiences: [1] } as unknown as TravelerPreferences;
const experience = (id: number, description = 'd') => ({ id, experience_name: `E${id}`, description, price: 100, primary_image: `/media/${id}-1024.webp`, agency_name: 'Agency' });

afterEach(() => vi.restoreAllMocks());

describe('buildShareBody', () => {
  it('shares at most 15 experiences with descriptions cut to 150 and the current one to 200', () => {
    const many = Array.from({ length: 20 }, (_, i) => experience(i + 1, 'x'.repeat(400)));
    const body = buildShareBody({ userId: 'u1', traveler: { first_name: 'Anna', preferences: prefs }, experiences: many, totalSelected: 20, currentExperience: experience(99, 'y'.repeat(400)), agent: { id: 3, agency_name: 'A', agency_description: 'z'.repeat(300) }, context: 'experience' });
    const data = body.share_data;
    expect(body).toMatchObject({ shared_by: 'u1', share_type: 'itinerary' });
    expect(data.experiences).toHaveLength(15);
    expect(String(data.experiences?.[0]?.description)).toBe(`${'x'.repeat(150)}...`);
    expect(String((data.current_experience as unknown as { description: string }).description)).toHaveLength(203);
    expect(String((data.agent as unknown as { agency_description: string }).agency_description)).toHaveLength(203);
    expect(data).toMatchObject({ total_experiences: 20, shared_experiences: 15, share_context: 'experience' });
    expect(data.traveler?.first_name).toBe('Anna');
    // Brief preferences only: contact details stay private.
    expect(data.traveler?.preferences).not.toHaveProperty('whatsapp_contact');
  });
  it('warns when the payload exceeds 500,000 characters', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const huge = Array.from({ length: 15 }, (_, i) => ({ ...experience(i), experience_name: 'n'.repeat(40_000) }));
    buildShareBody({ userId: 'u', traveler: null, experiences: huge, totalSelected: 15, currentExperience: null, agent: null, context: 'trip' });
    expect(warn).toHaveBeenCalled();
  });
  it('cutText leaves short texts alone', () => {
    expect(cutText('short', 150)).toBe('short');
    expect(cutText(null, 150)).toBeNull();
  });
});
