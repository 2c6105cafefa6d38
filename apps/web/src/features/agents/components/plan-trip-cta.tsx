import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { buttonClass } from '@/components/ui/button';

/** Call to action to the enquiry wizard (traveller-side.md §2 "Agents page"). */
export function PlanTripCta() {
  return (
    <section aria-labelledby="agents-cta" className="bg-emerald-900 py-12 text-white sm:py-16">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 text-center sm:px-6 lg:px-8">
        <h2 id="agents-cta" className="font-display text-3xl font-bold">Not sure which agent fits your trip?</h2>
        <p className="mt-3 max-w-2xl text-emerald-50">
          Tell us where you’d like to go, when and what you enjoy. It takes about two minutes, and we’ll put you in touch with the local
          expert who suits you best.
        </p>
        <Link
          to={paths.onboarding()}
          className={buttonClass({ tone: 'accent' }, 'mt-8')}
        >
          Plan Your Trip
        </Link>
      </div>
    </section>
  );
}
