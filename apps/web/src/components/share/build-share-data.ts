import { LIMITS, type CreateShareBody, type ShareData, type TravelerPreferences } from '@safari/contract';
import { primaryImageOf } from '@/lib/images';

/** The fields of an experience the share payload reads; detail and card answers both fit. */
export interface ShareableExperience {
  id: number;
  experience_name?: string | null;
  experience_type?: string | null;
  price?: number | null;
  location?: string | null;
  description?: string | null;
  primary_image?: string | null;
  agency_name?: string | null;
  agent_name?: string | null;
  images?: Array<{ image_url: string; is_primary: boolean }> | null;
  experience_images?: Array<{ image_url: string; is_primary: boolean }> | null;
  travel_agent?: { agency_name?: string | null } | null;
}

export interface ShareableAgent {
  id: number;
  agency_name?: string | null;
  agency_description?: string | null;
}

export interface ShareSource {
  userId: string;
  traveler: { first_name: string | null; preferences: TravelerPreferences } | null;
  /** Selected experiences, most recent first. */
  experiences: ShareableExperience[];
  totalSelected: number;
  currentExperience: ShareableExperience | null;
  agent: ShareableAgent | null;
  context: string;
  now?: Date;
}

export function cutText(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

function sharedExperience(e: ShareableExperience, descriptionMax: number) {
  return {
    id: e.id,
    name: e.experience_name ?? '',
    type: e.experience_type ?? null,
    price: e.price ?? null,
    location: e.location ?? null,
    primary_image: primaryImageOf(e),
    description: cutText(e.description, descriptionMax),
    agent_name: e.agency_name ?? e.agent_name ?? e.travel_agent?.agency_name ?? null,
  };
}

/** The traveller's brief preferences: what a friend needs to understand the plan, nothing private. */
function briefPreferences(p: TravelerPreferences) {
  return {
    preferred_destinations: p.preferred_destinations,
    preferred_trip_type: p.preferred_trip_type,
    ideal_budget: p.ideal_budget,
    length_of_stay: p.length_of_stay,
    number_of_travelers: p.number_of_travelers,
    number_of_adults: p.number_of_adults,
    number_of_children: p.number_of_children,
    travel_month: p.travel_month,
    travel_year: p.travel_year,
    travel_window: p.travel_window,
  };
}

/** Builds the share request of traveller-side.md §3/§9 (at most 15 experiences, descriptions cut to 150/200). */
export function buildShareBody(source: ShareSource): CreateShareBody {
  const experiences = source.experiences.slice(0, LIMITS.shareMaxExperiences).map((e) => sharedExperience(e, LIMITS.shareDescriptionList));
  const shareData: ShareData = {
    traveler: source.traveler
      ? { first_name: source.traveler.first_name, preferences: briefPreferences(source.traveler.preferences) }
      : null,
    experiences,
    current_experience: source.currentExperience ? sharedExperience(source.currentExperience, LIMITS.shareDescriptionCurrent) : null,
    agent: source.agent
      ? {
          id: source.agent.id,
          agency_name: source.agent.agency_name ?? null,
          agency_description: cutText(source.agent.agency_description, LIMITS.shareDescriptionCurrent),
        }
      : null,
    shared_at: (source.now ?? new Date()).toISOString(),
    share_context: source.context,
    total_experiences: source.totalSelected,
    shared_experiences: experiences.length,
  };
  const body: CreateShareBody = { shared_by: source.userId, share_type: 'itinerary', share_data: shareData };
  const size = JSON.stringify(body).length;
  if (size > LIMITS.sharePayloadMaxChars) console.warn(`The share payload is large (${size} characters)`);
  return body;
}
