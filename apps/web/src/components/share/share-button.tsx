import { useState } from 'react';
import { MESSAGES, type ExperienceDetail } from '@safari/contract';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/traveler-identity';
import { getAgent } from '@/api/agents/get-agent';
import { getExperience } from '@/api/experiences/get-experience';
import { getExperiencesByIds } from '@/api/experiences/get-experiences-by-ids';
import { createShare } from '@/api/shares/create-share';
import { getTraveler } from '@/api/travelers/get-traveler';
import { buildShareBody, type ShareableAgent, type ShareableExperience } from './build-share-data';
import { ShareDialog, type ShareDialogState } from './share-dialog';

/** Opens the share dialog (traveller-side.md §2 "Share dialog", §4, §8 "Sharing"). */
export interface ShareButtonProps {
  label: 'Share Experience' | 'Share Trip' | 'Share This Plan';
  experience?: ShareableExperience | null;
  agent?: ShareableAgent | null;
  /** A ready link to share as is (the shared-itinerary page shares its own URL). */
  url?: string;
  className?: string;
}

const COPY: Record<ShareButtonProps['label'], { title: string; message: string; context: string }> = {
  'Share Experience': { title: 'Share this experience', message: 'Have a look at this experience I found:', context: 'experience' },
  'Share Trip': { title: 'Share your trip', message: 'Have a look at the trip I am planning:', context: 'enquiry_confirmation' },
  'Share This Plan': { title: 'Share this travel plan', message: 'Have a look at this travel plan:', context: 'shared_itinerary' },
};

const defaultClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-800 transition hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800';

export function ShareButton({ label, experience, agent, url, className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ShareDialogState>({ kind: 'loading' });
  const copy = COPY[label];

  async function start() {
    setOpen(true);
    if (url) {
      setState({ kind: 'link', url: new URL(url, window.location.origin).href });
      return;
    }
    setState({ kind: 'loading' });
    setState(await prepareShare(copy.context, experience ?? null, agent ?? null));
  }

  return (
    <>
      <button type="button" onClick={start} className={className ?? defaultClass} aria-haspopup="dialog">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {label}
      </button>
      <ShareDialog open={open} onOpenChange={setOpen} title={copy.title} state={state} message={copy.message} />
    </>
  );
}

function experienceLink(experience: ShareableExperience | null): string | null {
  return experience ? new URL(paths.experience(experience.id), window.location.origin).href : null;
}

/** Creates a share link for the traveller's plan, or falls back to the experience's own link (spec §6, §8). */
async function prepareShare(context: string, experience: ShareableExperience | null, agent: ShareableAgent | null): Promise<ShareDialogState> {
  const fallback = experienceLink(experience);
  const userId = getStoredUserId();
  if (!userId) return fallback ? { kind: 'link', url: fallback } : { kind: 'error', message: MESSAGES.shareFailed };
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
    if (err instanceof ApiRequestError && err.status === 413) return { kind: 'error', message: MESSAGES.shareTooLarge };
    console.warn('Creating a share link failed', err);
    return fallback
      ? { kind: 'link', url: fallback, note: 'We shared a link to this experience instead of your whole plan.' }
      : { kind: 'error', message: MESSAGES.shareFailed };
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
