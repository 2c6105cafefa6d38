import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { buttonClass } from '@/components/ui/button';

const cardClass = 'flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8';

/** /login: a placeholder with no sign-in behaviour (traveller-side.md §2) that sends each audience the right way. */
export default function LoginPage() {
  usePageMeta('Sign in', 'Travellers need no account to plan a trip with Safari Marketplace. Partner agents sign in to the agent portal.');
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-center font-display text-4xl font-bold text-stone-900">Sign in</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-stone-600">There is no traveller login — here is where to go instead.</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className={cardClass}>
          <h2 className="font-display text-2xl font-bold text-stone-900">Travellers</h2>
          <p className="mt-3 flex-1 leading-relaxed text-stone-700">
            You don’t need an account or a password. When you start planning, we remember your trip on this device, and your local agent contacts
            you by e-mail. To change your wishes later, open your preferences from the same browser.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.onboarding()} className={buttonClass()}>
              Start Planning
            </Link>
            <Link to={paths.preferences} className={buttonClass({ tone: 'outline' })}>
              My preferences
            </Link>
          </div>
        </div>
        <div className={cardClass}>
          <h2 className="font-display text-2xl font-bold text-stone-900">Partner agents</h2>
          <p className="mt-3 flex-1 leading-relaxed text-stone-700">
            Agents sign in to the agent portal to manage their profile, experiences and gallery. Not a partner yet? Apply in a few minutes — there are
            no signup fees.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.agent.login} className={buttonClass()}>
              Agent sign-in
            </Link>
            <Link to={paths.signup} className={buttonClass({ tone: 'outline' })}>
              Become a partner
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
