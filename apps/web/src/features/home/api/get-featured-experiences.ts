import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES, LIMITS, type ExperienceCard } from '@safari/contract';
import { listExperiences } from '@/api/experiences/list-experiences';
import { shuffle } from '@/lib/format';
import { queryKeys } from '@/lib/query-keys';

/** The spec allows an array or an object carrying an `experiences` array; anything else is invalid data. */
export function readExperienceList(data: unknown): ExperienceCard[] {
  if (Array.isArray(data)) return data as ExperienceCard[];
  if (data && typeof data === 'object' && Array.isArray((data as { experiences?: unknown }).experiences)) {
    return (data as { experiences: ExperienceCard[] }).experiences;
  }
  throw new Error(CATALOGUE_MESSAGES.invalidData);
}

/** Up to 6 experiences in random order, at most 2 from any one agent (traveller-side.md §9). */
export function pickFeatured(experiences: ExperienceCard[], random: () => number = Math.random): ExperienceCard[] {
  const perAgent = new Map<number | null, number>();
  const picked: ExperienceCard[] = [];
  for (const e of shuffle(experiences, random)) {
    const count = perAgent.get(e.agent_id) ?? 0;
    if (count >= LIMITS.featuredPerAgent) continue;
    perAgent.set(e.agent_id, count + 1);
    picked.push(e);
    if (picked.length === LIMITS.featuredShown) break;
  }
  return picked;
}

export async function getFeaturedExperiences(): Promise<ExperienceCard[]> {
  const data: unknown = await listExperiences({ limit: LIMITS.experiencesFeatured, offset: 0 });
  return pickFeatured(readExperienceList(data));
}

export const featuredExperiencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.experiences.featured(), queryFn: getFeaturedExperiences, staleTime: 5 * 60_000 });

export const useFeaturedExperiences = () => useQuery(featuredExperiencesQueryOptions());
