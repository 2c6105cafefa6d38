import { CATALOGUE_MESSAGES, type ExperienceDetail } from '@safari/contract';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/traveler-identity';
import { getAgent } from '@/api/agents/get-agent';
import { getExperience } from '@/api/experiences/get-experience';
import { getExperiencesByIds } from '@/api/experiences/get-experiences-by-ids';
import { createShare } from '@/api/shares/create-share';
import { getTraveler } from '@/api/travelers/get-traveler';
import { buildShareBody, type ShareableAgent, type ShareableExperience } from './build-share-data';
import type { ShareDialogState } from './share-dialog';

function experienceLink(experience: ShareableExperience | null): string | null {
  return experience ? new URL(paths.experience(experience.id), window.location.origin).href : null;
}

/** Creates a share link for the traveller's plan, or falls back to the experience's own link (spec §6, §8). */
export async function prepareShare(context: string, experience: ShareableExperience | null, agent: ShareableAgent | null): Promise<ShareDialogState> {
  const fallback = experienceLink(experience);
  const userId = getStoredUserId();
  if (!userId) return fallback ? { kind: 'link', url: fallback } : { kind: 'error', message: CATALOGUE_MESSAGES.shareFailed };
  try {
    const traveler = await getTraveler(userId);
    const selectedIds = traveler.preferences.selected_experiences;
    const recentIds = selectedIds.slice(-15).reverse();
    const [experiences, current] = await Promise.all([getExperiencesByIds(recentIds), completeExperience(experience)]);
    const agentForShare = await completeAgent(agent, current, experiences);
    const body = buildShareBody({
      userId,
      traveler,
      experiences,
      totalSelected: selectedIds.length,
      currentExperience: current,
      agent: agentForShare,
      context,
    });
    const created = await createShare(body);
    return { kind: 'link', url: new URL(created.share_url, window.location.origin).href };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 413) return { kind: 'error', message: CATALOGUE_MESSAGES.shareTooLarge };
    console.warn('Creating a share link failed', err);
    return fallback
      ? { kind: 'link', url: fallback, note: 'We shared a link to this experience instead of your whole plan.' }
      : { kind: 'error', message: CATALOGUE_MESSAGES.shareFailed };
  }
}

async function completeExperience(experience: ShareableExperience | null): Promise<ShareableExperience | null> {
  if (!experience) return null;
  if (experience.experience_name && experience.description !== undefined) return experience;
  return getExperience(experience.id).catch(() => experience);
}

async function completeAgent(
  agent: ShareableAgent | null,
  current: ShareableExperience | null,
  experiences: ExperienceDetail[],
): Promise<ShareableAgent | null> {
  if (agent?.agency_name) return agent;
  const fromExperience = (current as Partial<ExperienceDetail> | null)?.travel_agent ?? experiences[0]?.travel_agent ?? null;
  if (agent) return fromExperience?.id === agent.id ? fromExperience : getAgent(agent.id).catch(() => agent);
  return fromExperience;
}
