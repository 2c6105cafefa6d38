import { useEffect, useRef, useState } from 'react';
import { MESSAGES, type CreateEnquiryResponse, type Traveler } from '@safari/contract';
import { createEnquiry } from '@/api/enquiries/create-enquiry';
import { getTraveler } from '@/api/travelers/get-traveler';
import { preferencesForUpdate, updateTraveler } from '@/api/travelers/update-traveler';
import { ApiRequestError } from '@/lib/api-client';
import { trackEvent } from '@/lib/analytics';

export type AgencyEnquiryStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; traveler: Traveler; enquiry: CreateEnquiryResponse | null }
  | { kind: 'sign-in' }
  | { kind: 'failed' };

/** The idempotency key survives a reload of the same history entry, so reloading never sends a second lead. */
function keyFor(historyKey: string): string {
  const storageKey = `enquiry-key:${historyKey}`;
  try {
    const existing = window.sessionStorage.getItem(storageKey);
    if (existing) return existing;
    const fresh = crypto.randomUUID();
    window.sessionStorage.setItem(storageKey, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/**
 * With an agent and no onboarding (the agency-page path, traveller-side.md §4 "Confirmation"): the traveller's
 * preferences record the agent and the enquiry date, and an enquiry is created unless the button already did.
 */
export function useAgencyEnquiry(options: {
  enabled: boolean;
  userId: string | null;
  agentId: number | null;
  experienceId: number | null;
  alreadyEnquired: boolean;
  historyKey: string;
}): AgencyEnquiryStatus {
  const [status, setStatus] = useState<AgencyEnquiryStatus>({ kind: options.enabled ? 'pending' : 'idle' });
  const started = useRef(false);

  useEffect(() => {
    if (!options.enabled || started.current) return;
    started.current = true;
    const { userId, agentId, experienceId } = options;
    if (!userId) {
      setStatus({ kind: 'sign-in' });
      return;
    }
    (async () => {
      try {
        const traveler = await getTraveler(userId);
        const preferences = preferencesForUpdate(traveler.preferences, { agent_id: agentId, last_enquiry_date: new Date().toISOString() });
        await updateTraveler(userId, { first_name: traveler.first_name, last_name: traveler.last_name, phone: traveler.phone, preferences });
        const enquiry = options.alreadyEnquired
          ? null
          : await createEnquiry({
              traveler_id: userId,
              experience_id: experienceId,
              agent_id: experienceId ? null : agentId,
              source: 'enquire',
              idempotency_key: keyFor(options.historyKey),
            });
        setStatus({ kind: 'done', traveler: { ...traveler, preferences: { ...traveler.preferences, agent_id: agentId } }, enquiry });
      } catch (err) {
        const signIn = err instanceof ApiRequestError && (err.status === 404 || err.message === MESSAGES.confirmSignIn);
        trackEvent('api_error', { section: 'enquiry_confirmation', agent_id: agentId, error_message: (err as Error).message });
        setStatus({ kind: signIn ? 'sign-in' : 'failed' });
      }
    })();
    // Runs once per confirmation visit; the inputs come from the navigation state and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.enabled]);

  return status;
}
