import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { experienceQueryOptions } from '@/api/experiences/get-experience';
import { LoadingState } from '@/components/ui/states';
import { ApiRequestError } from '@/lib/api-client';
import { trackEvent } from '@/lib/analytics';
import { ExperienceBanner } from '../components/experience-banner';
import { Wizard } from '../components/wizard';

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const PROMISES = [
  { title: 'A real local expert', text: 'Your request goes to an agent who lives where you want to travel.' },
  { title: 'A reply within 24 hours', text: 'Or within 48 hours at the latest if they are out on safari.' },
  { title: 'Free and without obligation', text: 'You only book if you love the plan.' },
];

export default function OnboardingPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const experienceId = positiveInt(params.get('experienceId'));
  const agentId = positiveInt(params.get('agentId'));
  const experience = useQuery({ ...experienceQueryOptions(experienceId), retry: false });

  useEffect(() => {
    // A failed fetch only costs the banner (spec §4); the visitor can still plan.
    if (experience.isError) trackEvent('api_error', { section: 'onboarding_experience', experience_id: experienceId, error_message: experience.error.message });
  }, [experience.isError, experience.error, experienceId]);

  const loading = experienceId !== null && experience.isPending;
  // An experience that no longer exists cannot receive an enquiry; the trip is still planned without it.
  const gone = experience.error instanceof ApiRequestError && experience.error.status === 404;
  const target = { experienceId: gone ? null : experienceId, agentId: agentId ?? experience.data?.agent_id ?? null };

  return (
    <div>
      {/* The band is the header's own background, so contrast checkers see white on dark green. */}
      <div className="bg-gradient-to-br from-emerald-950 to-emerald-800 pb-28 sm:pb-32">
        <header className="mx-auto max-w-6xl px-4 pt-8 text-white sm:px-6 sm:pt-12 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">Plan your trip</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">Tell us about your dream trip</h1>
          <p className="mt-2 max-w-2xl text-emerald-100">Eight quick questions, then a local expert starts planning with you.</p>
        </header>
      </div>
      <div className="mx-auto -mt-20 max-w-6xl px-4 pb-16 sm:-mt-24 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
          <div>
            {loading ? (
              <div className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-stone-200">
                <LoadingState label="Loading your experience…" />
              </div>
            ) : (
              <>
                {experience.data && <ExperienceBanner experience={experience.data} />}
                <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-stone-200 sm:p-8">
                  <Wizard initialUserId={userId} target={target} />
                </div>
              </>
            )}
          </div>
          <aside aria-label="Why plan with us" className="lg:pt-2">
            <ul className="space-y-4 rounded-3xl bg-white/95 p-6 shadow-sm ring-1 ring-stone-200 lg:bg-white">
              {PROMISES.map((p) => (
                <li key={p.title} className="flex gap-3">
                  <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-emerald-950" aria-hidden="true">
                    ✓
                  </span>
                  <div>
                    <p className="font-semibold text-stone-900">{p.title}</p>
                    <p className="text-sm text-stone-600">{p.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
