import { describe, expect, it } from 'vitest';
import { HERO_IMAGES, MESSAGES } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { carouselImages, planHeadline, readSharedPlan, shareErrorMessage } from './shared-plan';

describe('shared plan', () => {
  it('deduplicates experiences by id, current experience first', () => {
    const plan = readSharedPlan({
      traveler: { first_name: 'Anna', preferences: { preferred_destinations: ['Tanzania', 'Kenya'] } },
      experiences: [{ id: 2, name: 'Two' }, { id: 1, name: 'One' }, { id: 2, name: 'Two again' }],
      current_experience: { id: 1, name: 'One' },
    });
    expect(plan.experiences.map((e) => e.id)).toEqual([1, 2]);
    expect(planHeadline(plan.firstName, plan.destination)).toBe("Anna's trip to Tanzania");
  });
  it('falls back to three hero images without experience images', () => {
    expect(carouselImages([])).toEqual(HERO_IMAGES.slice(0, 3).map((h) => ({ url: h.url, alt: h.alt })));
  });
  it('maps errors to the spec texts', () => {
    expect(shareErrorMessage(new ApiRequestError(404, 'x'))).toBe(MESSAGES.sharedNotFound);
    expect(shareErrorMessage(new ApiRequestError(500, 'x'))).toBe(MESSAGES.sharedLoadFailed);
  });
});
