import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import { buttonClass } from '@/components/ui/button';

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-7">
      <h2 id={id} className="font-display text-xl font-semibold text-stone-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What happens now (spec §1: agent contact within 24 hours, or within 48 hours if there is no reply). */
export function NextSteps({ agencyName, email }: { agencyName: string | null; email: string | null }) {
  const steps = [
    {
      title: `${agencyName ?? 'Your local expert'} contacts you within 24 hours`,
      text: 'They will ask a few questions and start shaping your itinerary.',
    },
    {
      title: 'No reply yet? We follow up',
      text: 'If you have not heard back within 24 hours, we make sure you get an answer within 48 hours.',
    },
    {
      title: 'Receive your tailored proposal',
      text: email ? `Everything arrives at ${email}. Keep your reference number at hand.` : 'Keep your reference number at hand when you reply.',
    },
  ];
  return (
    <NumberedSteps steps={steps} />
  );
}


export function ConfirmationActions({ userId, share }: { userId: string | null; share?: ReactNode }) {
  return (
    <nav aria-label="What next" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
      {userId ? (
        <Link to={paths.recommendations(userId)} className={buttonClass()}>
          Explore Recommended Experiences
        </Link>
      ) : (
        <Link to={paths.search()} className={buttonClass()}>
          Browse More Experiences
        </Link>
      )}
      <Link to={paths.preferences} className={buttonClass({ tone: 'secondary' })}>
        Update Your Preferences
      </Link>
      {share}
      <Link to={paths.home} className={buttonClass({ tone: 'plain' })}>
        Back to Home
      </Link>
    </nav>
  );
}

export function MissingAgent() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <div role="alert" className="rounded-3xl bg-white px-6 py-10 shadow-sm ring-1 ring-stone-200">
        <h1 className="font-display text-2xl font-semibold text-stone-900">Missing agent information</h1>
        <p className="mt-3 text-stone-600">We could not tell which agent or experience you enquired about. Please start again from an experience or an agent.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home} className={buttonClass()}>
            Back to Home
          </Link>
          <Link to={paths.search()} className={buttonClass({ tone: 'secondary' })}>
            Browse More Experiences
          </Link>
        </div>
      </div>
    </div>
  );
}
