import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { AgentSummaryCard } from '@/components/cards/agent-summary-card';
import { agentQueryOptions } from '@/api/agents/get-agent';
import { experienceQueryOptions } from '@/api/experiences/get-experience';
import { useExperiencesByIds } from '@/api/experiences/get-experiences-by-ids';
import { travelerQueryOptions } from '@/api/travelers/get-traveler';
import type { EnquiryConfirmationState } from '@/lib/enquiry-confirmation-state';
import { ExperienceSummaryCard, summaryOf } from '@/components/enquiry/experience-summary-card';
import { TripPreferencesList } from '@/components/enquiry/trip-preferences-list';
import { ShareButton } from '@/components/share/share-button';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { getStoredUserId } from '@/lib/traveler-identity';
import { ConfirmationActions, MissingAgent, NextSteps, Section } from '../components/confirmation-sections';
import { useAgencyEnquiry } from '../hooks/use-agency-enquiry';

const OTHER_EXPERIENCES_SHOWN = 6;

export default function EnquiryConfirmationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as EnquiryConfirmationState;
  const fromOnboarding = state.fromOnboarding === true;
  const stateExperience = state.experience ?? null;
  const agentId = state.agent?.id ?? stateExperience?.agent_id ?? stateExperience?.travel_agent?.id ?? null;
  const storedUserId = getStoredUserId();

  const agencyEnquiry = useAgencyEnquiry({
    enabled: agentId !== null && !fromOnboarding,
    userId: storedUserId,
    agentId,
    experienceId: stateExperience?.id ?? null,
    alreadyEnquired: !!state.enquiry,
    historyKey: location.key,
  });

  const userId = storedUserId ?? state.traveler?.id ?? null;
  const travelerQuery = useQuery({ ...travelerQueryOptions(userId), enabled: !!userId && agencyEnquiry.kind !== 'sign-in', initialData: state.traveler ?? undefined });
  const experienceQuery = useQuery({ ...experienceQueryOptions(stateExperience?.id), enabled: !!stateExperience && !stateExperience.experience_name });
  const agentQuery = useQuery({ ...agentQueryOptions(agentId), enabled: agentId !== null && !state.agent?.agency_name });

  const traveler = (agencyEnquiry.kind === 'done' ? agencyEnquiry.traveler : null) ?? travelerQuery.data ?? state.traveler ?? null;
  const experience = stateExperience?.experience_name ? stateExperience : (experienceQuery.data ?? stateExperience);
  const agent = state.agent?.agency_name ? state.agent : (agentQuery.data ?? stateExperience?.travel_agent ?? state.agent ?? null);
  const enquiry = state.enquiry ?? (agencyEnquiry.kind === 'done' ? agencyEnquiry.enquiry : null);

  const otherIds = (traveler?.preferences.selected_experiences ?? [])
    .filter((id) => id !== experience?.id)
    .slice(-OTHER_EXPERIENCES_SHOWN)
    .reverse();
  const others = useExperiencesByIds(otherIds);

  const signIn = agencyEnquiry.kind === 'sign-in';
  useEffect(() => {
    if (!signIn) return;
    const timer = window.setTimeout(() => navigate(paths.onboarding(agentId ? { agentId } : undefined)), 2000);
    return () => window.clearTimeout(timer);
  }, [signIn, navigate, agentId]);

  if (agentId === null && !fromOnboarding) return <MissingAgent />;
  if (agencyEnquiry.kind === 'pending') return <LoadingState fullPage label="Sending your enquiry…" />;

  const reference = traveler?.inquiry_number ?? enquiry?.inquiry_number ?? null;
  const firstName = traveler?.first_name;
  const matchedAgencies = !agent && enquiry ? enquiry.leads.map((l) => l.agency_name) : [];

  return (
    <div className="pb-16">
      <section className="bg-gradient-to-b from-emerald-950 to-emerald-900 px-4 pb-20 pt-12 text-center text-white sm:pt-16">
        <div className="mx-auto max-w-3xl">
          <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-amber-400 text-3xl text-emerald-950" aria-hidden="true">
            ✓
          </span>
          <h1 className="mt-5 font-display text-3xl font-semibold sm:text-5xl">Thank you{firstName ? `, ${firstName}` : ''}!</h1>
          <p className="mx-auto mt-3 max-w-xl text-lg text-emerald-100">
            {signIn ? 'We could not save your enquiry yet.' : 'Your enquiry is on its way to a local expert who knows the destination inside out.'}
          </p>
          {reference && (
            <div className="mx-auto mt-6 inline-flex flex-col items-center rounded-2xl bg-white/10 px-6 py-3 ring-1 ring-white/20">
              <span className="text-xs font-semibold uppercase tracking-widest text-amber-300">Your reference number</span>
              <span className="mt-1 font-mono text-2xl font-semibold tracking-wider" data-testid="reference-number">
                {reference}
              </span>
            </div>
          )}
        </div>
      </section>

      <div className="mx-auto -mt-10 max-w-5xl space-y-6 px-4 sm:px-6">
        {signIn && (
          <p role="alert" className="rounded-2xl bg-amber-50 px-5 py-4 font-medium text-amber-900 shadow-sm ring-1 ring-amber-200">
            {MESSAGES.confirmSignIn}
          </p>
        )}
        {agencyEnquiry.kind === 'failed' && (
          <p role="alert" className="rounded-2xl bg-red-50 px-5 py-4 font-medium text-red-800 shadow-sm ring-1 ring-red-200">
            {MESSAGES.confirmUpdateFailed}
          </p>
        )}

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Section title="What happens next" id="next-steps">
            <NextSteps agencyName={agent?.agency_name ?? null} email={traveler?.email ?? null} />
            {matchedAgencies.length > 0 && (
              <p className="mt-5 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
                We matched you with {matchedAgencies.join(', ')}.
              </p>
            )}
          </Section>
          {experience?.experience_name && (
            <section aria-labelledby="selected-experience">
              <h2 id="selected-experience" className="sr-only">
                Your selected experience
              </h2>
              <ExperienceSummaryCard experience={summaryOf(experience)} />
            </section>
          )}
        </div>

        {agent && <AgentSummaryCard agent={agent} eyebrow="Your local expert" />}

        {traveler && (
          <Section title="Your travel preferences" id="your-preferences">
            <TripPreferencesList preferences={traveler.preferences} />
          </Section>
        )}

        {otherIds.length > 0 && (
          <Section title="Other experiences you selected" id="other-experiences">
            {others.isPending ? (
              <LoadingState label="Loading your experiences…" />
            ) : others.data && others.data.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {others.data.map((e) => (
                  <li key={e.id}>
                    <ExperienceSummaryCard compact experience={summaryOf(e)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-stone-600">These experiences are no longer available.</p>
            )}
          </Section>
        )}

        <ConfirmationActions userId={userId} share={<ShareButton label="Share Trip" experience={experience} agent={agent} />} />
      </div>
    </div>
  );
}
