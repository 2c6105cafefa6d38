import { CATALOGUE_MESSAGES, formatPerPerson, HERO_IMAGES, LIMITS, type ShareData } from '@safari/contract';
import { ApiRequestError } from '@/lib/api-client';
import { destinationsOf, lengthOfStayLabel, type TripPreferencesView } from '@/components/enquiry/trip-preferences-list';

export interface SharedExperience {
  id: number;
  name: string;
  type: string | null;
  price: number | null;
  location: string | null;
  primary_image: string | null;
  description: string | null;
  agent_name: string | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function toExperience(raw: Record<string, unknown>): SharedExperience | null {
  const id = num(raw.id);
  if (id === null) return null;
  return {
    id,
    name: str(raw.name) ?? str(raw.experience_name) ?? 'Experience',
    type: str(raw.type) ?? str(raw.experience_type),
    price: num(raw.price),
    location: str(raw.location),
    primary_image: str(raw.primary_image),
    description: str(raw.description),
    agent_name: str(raw.agent_name) ?? str(raw.agency_name),
  };
}

/** The plan as the page shows it: experiences deduplicated by id, the current experience first. */
export function readSharedPlan(data: ShareData) {
  const raw = [data.current_experience, ...(data.experiences ?? [])].filter(Boolean) as Array<Record<string, unknown>>;
  const seen = new Set<number>();
  const experiences = raw.flatMap((r) => {
    const e = toExperience(r);
    if (!e || seen.has(e.id)) return [];
    seen.add(e.id);
    return [e];
  });
  const preferences = (data.traveler?.preferences ?? {}) as TripPreferencesView;
  const firstName = str(data.traveler?.first_name);
  const destination = destinationsOf(preferences.preferred_destinations)[0] ?? null;
  const agent = data.agent && typeof data.agent.id === 'number' ? { ...data.agent, id: data.agent.id } : null;
  return { experiences, preferences, firstName, destination, agent };
}

export function planHeadline(firstName: string | null, destination: string | null): string {
  if (firstName && destination) return `${firstName}'s trip to ${destination}`;
  if (firstName) return `${firstName}'s trip to East Africa`;
  if (destination) return `A trip to ${destination}`;
  return 'A trip to East Africa';
}

/** The spec's fallback set: three of the generated hero images (traveller-side.md §2 "Shared itinerary"). */
const FALLBACK_IMAGES = 3;

/**
 * Up to 5 distinct images from the plan's experiences, otherwise the 3 fallback images. A plan with only one or
 * two images (a single shared experience, the usual case) is topped up with fallbacks to 3, so the hero still
 * rotates instead of standing still on one photo (issue 15).
 */
export function carouselImages(experiences: SharedExperience[]): Array<{ url: string; alt: string }> {
  const seen = new Set<string>();
  const fromPlan = experiences.flatMap((e) => {
    if (!e.primary_image || seen.has(e.primary_image)) return [];
    seen.add(e.primary_image);
    return [{ url: e.primary_image, alt: e.name }];
  });
  const shown = fromPlan.slice(0, LIMITS.sharedCarouselMaxImages);
  const fallbacks = HERO_IMAGES.filter((h) => !seen.has(h.url)).map((h) => ({ url: h.url, alt: h.alt }));
  return shown.length >= FALLBACK_IMAGES ? shown : [...shown, ...fallbacks.slice(0, FALLBACK_IMAGES - shown.length)];
}

export function planBadges(experienceCount: number, preferences: TripPreferencesView): string[] {
  const badges = [`${experienceCount} experience${experienceCount === 1 ? '' : 's'}`];
  const budget = formatPerPerson(preferences.ideal_budget);
  if (budget) badges.push(budget);
  const weeks = lengthOfStayLabel(preferences.length_of_stay);
  if (weeks) badges.push(weeks);
  return badges;
}

export function shareErrorMessage(err: unknown): string {
  // A malformed token (400) is as unknown as a missing one; "try again later" would mislead.
  if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return CATALOGUE_MESSAGES.sharedNotFound;
  return CATALOGUE_MESSAGES.sharedLoadFailed;
}
