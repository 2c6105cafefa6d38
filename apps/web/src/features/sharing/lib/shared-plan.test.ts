import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, HERO_IMAGES } from '@safari/contract';
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
  it('shows up to 5 distinct plan images and tops a plan of one or two images up to 3 with fallbacks', () => {
    const exp = (id: number, image: string | null) => ({ id, name: `E${id}`, type: null, price: null, location: null, primary_image: image, description: null, agent_name: null });
    const seven = [1, 2, 3, 4, 5, 6, 7].map((i) => exp(i, `/m/${i}.webp`));
    expect(carouselImages(seven).map((i) => i.url)).toEqual(['/m/1.webp', '/m/2.webp', '/m/3.webp', '/m/4.webp', '/m/5.webp']);
    const one = carouselImages([exp(1, '/m/1.webp'), exp(2, '/m/1.webp'), exp(3, null)]);
    expect(one.map((i) => i.url)).toEqual(['/m/1.webp', HERO_IMAGES[0]!.url, HERO_IMAGES[1]!.url]);
    expect(carouselImages([exp(1, '/m/1.webp'), exp(2, '/m/2.webp'), exp(3, '/m/3.webp')])).toHaveLength(3);
  });
  it('maps errors to the spec texts', () => {
    expect(shareErrorMessage(new ApiRequestError(404, 'x'))).toBe(CATALOGUE_MESSAGES.sharedNotFound);
    expect(shareErrorMessage(new ApiRequestError(500, 'x'))).toBe(CATALOGUE_MESSAGES.sharedLoadFailed);
  });
});
