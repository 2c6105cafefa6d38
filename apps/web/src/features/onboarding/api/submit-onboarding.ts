import { getAgent } from '@/api/agents/get-agent';
import { createEnquiry } from '@/api/enquiries/create-enquiry';
import { getExperience } from '@/api/experiences/get-experience';
import { getTraveler } from '@/api/travelers/get-traveler';
import { updateTraveler } from '@/api/travelers/update-traveler';
import type { EnquiryConfirmationState } from '@/lib/enquiry-confirmation-state';
import { trackEvent } from '@/lib/analytics';
import { buildTravelerUpdate, type WizardData } from '../lib/wizard-data';

export interface SubmitTarget {
  experienceId: number | null;
  /** The agent asked for in the URL, or the agent of the experience. */
  agentId: number | null;
}

/**
 * The final step (traveller-side.md §4): save the traveller, fetch it again for inquiry_number, create the
 * enquiry (leads for agents), record completion, then gather what the confirmation page shows.
 */
export async function submitOnboarding(userId: string, data: WizardData, target: SubmitTarget, idempotencyKey: string): Promise<EnquiryConfirmationState> {
  const existing = await getTraveler(userId);
  await updateTraveler(userId, buildTravelerUpdate(data, target, existing.preferences));
  const traveler = await getTraveler(userId);
  const enquiry = await createEnquiry({
    traveler_id: userId,
    experience_id: target.experienceId,
    agent_id: target.experienceId ? null : target.agentId,
    source: 'onboarding',
    idempotency_key: idempotencyKey,
  });
  trackEvent('onboarding_complete', {
    experience_id: target.experienceId,
    agent_id: target.agentId,
    preferred_destinations: data.destinations.join(','),
    trip_type: data.trip_types.join(','),
  });
  // The confirmation page still works without these, so a failure here does not undo a sent enquiry.
  const [experience, agent] = await Promise.all([
    target.experienceId ? getExperience(target.experienceId).catch(() => null) : null,
    target.agentId ? getAgent(target.agentId).catch(() => null) : null,
  ]);
  return { experience, agent, traveler, fromOnboarding: true, enquiry };
}
