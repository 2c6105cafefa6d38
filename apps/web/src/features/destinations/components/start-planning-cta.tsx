import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

export const startPlanningClass =
  buttonClass({ tone: 'accent' }, 'shadow-sm');

/** The destination page's 'Start Planning' call to action (traveller-side.md §2 "Destination page"). */
export function StartPlanningCta({ countryName }: { countryName?: string }) {
  return (
    <section aria-labelledby="start-planning" className="bg-emerald-900 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
        <h2 id="start-planning" className="font-display text-3xl font-bold">
          {countryName ? `Ready to plan your ${countryName} trip?` : 'Ready to plan your trip?'}
        </h2>
        <p className="mt-3 max-w-2xl text-emerald-50">
          Answer a few questions about your dates, budget and interests. We’ll introduce you to a local agent who builds the trip with you —
          free and without obligation.
        </p>
        <Link to={paths.onboarding()} className={`${startPlanningClass} mt-8`}>
          Start Planning
        </Link>
      </div>
    </section>
  );
}
