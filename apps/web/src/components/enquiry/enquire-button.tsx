import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { getStoredUserId } from '@/lib/traveler-identity';
import { createEnquiry } from '@/api/enquiries/create-enquiry';
import { getTraveler } from '@/api/travelers/get-traveler';
import { preferencesForUpdate, updateTraveler } from '@/api/travelers/update-traveler';
import type { EnquiryConfirmationState } from '@/lib/enquiry-confirmation-state';
import type { Traveler } from '@safari/contract';
import { basicsOf, preferencesFromBasics, type TripBasics } from './trip-basics';
import { buttonClass } from '@/components/ui/button';

/**
 * The confirm step is a dialog only some returning travellers see: its code (Radix dialog, form fields) is fetched
 * while their details load, not with the page.
 */
const loadConfirmTripDialog = () => import('./confirm-trip-dialog');
const ConfirmTripDialog = lazy(() => loadConfirmTripDialog().then((m) => ({ default: m.ConfirmTripDialog })));

/** 'Enquire now' on an experience or an agent (traveller-side.md §4 "Enquire on an experience"). */
export interface EnquireTarget {
  experience?: { id: number; experience_name?: string; agent_id?: number | null } | null;
  agent?: { id: number; agency_name?: string } | null;
}

export interface EnquireButtonProps extends EnquireTarget {
  className?: string;
  label?: string;
  /** Forces the 'Agent Unavailable' state; otherwise it follows an experience whose agent_id is null. */
  unavailable?: boolean;
  disabled?: boolean;
}

const baseClass =
  buttonClass({}, 'shadow-sm disabled:cursor-not-allowed');

export function EnquireButton({ experience, agent, className, label = 'Enquire now', unavailable, disabled }: EnquireButtonProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // One key per click sequence: a second click while the first is still running reuses it, so one lead results.
  const keyRef = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [confirming, setConfirming] = useState<Traveler | null>(null);

  const agentMissing = unavailable || (!!experience && !agent && 'agent_id' in experience && experience.agent_id == null);
  if (agentMissing) {
    return (
      <button type="button" disabled aria-disabled="true" className={className ?? baseClass} data-experience-id={experience?.id}>
        {CATALOGUE_MESSAGES.agentUnavailableButton}
      </button>
    );
  }

  const agentId = experience?.agent_id ?? agent?.id ?? null;
  const onboardingTarget = () =>
    paths.onboarding(experience ? { experienceId: experience.id } : agent ? { agentId: agent.id } : undefined);

  /**
   * A returning traveller whose last enquiry was about something else confirms the dates and party first: they were
   * given for that earlier trip and would otherwise reach this agent unchecked (issue 15).
   */
  const needsConfirmation = (t: Traveler) =>
    !!t.preferences.last_enquiry_date && (experience ? t.preferences.experience_id !== experience.id : t.preferences.agent_id !== agentId);

  function release() {
    keyRef.current = null;
    inFlight.current = false;
    setPending(false);
  }

  async function enquire() {
    if (inFlight.current) return;
    const userId = getStoredUserId();
    trackEvent(experience ? 'experience_enquiry' : 'agent_enquiry', { experience_id: experience?.id ?? null, agent_id: agentId });
    if (!userId) {
      navigate(onboardingTarget());
      return;
    }
    keyRef.current ??= crypto.randomUUID();
    inFlight.current = true;
    setPending(true);
    void loadConfirmTripDialog();
    try {
      const traveler = await getTraveler(userId);
      if (needsConfirmation(traveler)) {
        // Still in flight (a second click does nothing) but not busy-looking while the traveller reads the dialog.
        setPending(false);
        setConfirming(traveler);
        return;
      }
      await send(userId, traveler, null);
    } catch (err) {
      fail(err);
    }
  }

  async function send(userId: string, traveler: Traveler, basics: TripBasics | null) {
    try {
      const selected = traveler.preferences.selected_experiences.filter((id) => id !== experience?.id);
      // The latest enquiry goes last: sharing takes the most recent selected experiences from the end.
      if (experience) selected.push(experience.id);
      const preferences = preferencesForUpdate(traveler.preferences, {
        ...(basics ? preferencesFromBasics(basics) : {}),
        selected_experiences: selected,
        last_enquiry_date: new Date().toISOString(),
        agent_id: agentId,
        ...(experience ? { experience_id: experience.id } : {}),
      });
      await updateTraveler(userId, { first_name: traveler.first_name, last_name: traveler.last_name, phone: traveler.phone, preferences });
      const enquiry = await createEnquiry({
        traveler_id: userId,
        experience_id: experience?.id ?? null,
        agent_id: experience ? null : agentId,
        source: 'enquire',
        idempotency_key: keyRef.current!,
      });
      const state: EnquiryConfirmationState = {
        experience: experience ?? null,
        agent: agent ?? (agentId ? { id: agentId } : null),
        traveler: { ...traveler, preferences: { ...traveler.preferences, ...preferences } as typeof traveler.preferences },
        enquiry,
      };
      keyRef.current = null;
      inFlight.current = false;
      navigate(paths.enquiryConfirmation, { state });
    } catch (err) {
      fail(err);
    }
  }

  function fail(err: unknown) {
    // A stale or unknown traveller id, or any failure: the wizard collects the details again (spec §4).
    console.warn('Enquiry failed, continuing with onboarding', err);
    trackEvent('api_error', { section: 'enquire', error_message: (err as Error).message });
    release();
    navigate(onboardingTarget());
  }

  const dialog = confirming && (
    <Suspense fallback={null}>
      <ConfirmTripDialog
        open
        subject={experience?.experience_name ?? agent?.agency_name ?? 'your trip'}
        initial={basicsOf(confirming.preferences)}
        onCancel={() => {
          setConfirming(null);
          release();
        }}
        onSend={(basics) => {
          const traveler = confirming;
          setConfirming(null);
          setPending(true);
          void send(getStoredUserId() as string, traveler, basics);
        }}
      />
    </Suspense>
  );

  return (
    <>
      <button
        type="button"
        onClick={enquire}
        disabled={disabled || pending}
        aria-busy={pending || undefined}
        className={className ?? baseClass}
        data-experience-id={experience?.id}
        data-agent-id={agent?.id}
      >
        {pending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
        {pending ? 'Sending…' : label}
      </button>
      {dialog}
    </>
  );
}
