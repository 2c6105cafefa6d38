import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { NumberedSteps } from '@/components/ui/numbered-steps';
import type { ConfirmationState } from '../types';
import { buttonClass } from '@/components/ui/button';

const SUMMARY_MAX = 100;
const truncate = (text: string) => (text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}...` : text);

const NEXT_STEPS = [
  { title: 'Team review', text: 'Our partnerships team reviews your application within 3 to 5 business days.' },
  { title: 'Video call', text: "If it's a fit, we'll invite you to a short video call to get to know your agency." },
  { title: 'Onboarding', text: "Once approved, you'll receive an e-mail to set your password and start building your profile." },
];

function isConfirmationState(value: unknown): value is ConfirmationState {
  return !!value && typeof value === 'object' && typeof (value as ConfirmationState).inquiryNumber === 'string' && !!(value as ConfirmationState).application;
}

export default function AgentSignupConfirmationPage() {
  const { state } = useLocation();

  if (!isConfirmationState(state)) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold text-stone-900">{MESSAGES.applicationNotFound}</h1>
        <p className="mt-4 text-stone-600">We couldn't find the details of a submitted application. If you haven't applied yet, you can start now.</p>
        <Link to={paths.agentSignup} className={buttonClass({}, 'mt-8')}>
          Start your application
        </Link>
      </section>
    );
  }

  const { inquiryNumber, application: app } = state;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-800" aria-hidden="true">
          ✓
        </span>
        <h1 className="mt-5 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Application Received</h1>
        <p className="mx-auto mt-3 max-w-xl text-stone-600">Thank you, {app.contact_person_name}. We've sent a confirmation to {app.contact_email}.</p>
        <p className="mt-6 inline-flex flex-col items-center rounded-2xl bg-amber-50 px-6 py-3 ring-1 ring-amber-200">
          <span className="text-sm text-stone-600">Your application number</span>
          <strong className="font-mono text-xl tracking-wide text-stone-900" data-testid="application-number">
            {inquiryNumber}
          </strong>
        </p>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="summary-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="summary-heading" className="font-display text-xl font-bold text-stone-900">Summary</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-stone-500">Company</dt>
              <dd className="text-stone-900">{app.company_name}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Contact person</dt>
              <dd className="text-stone-900">{app.contact_person_name}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Location</dt>
              <dd className="text-stone-900">{app.location}</dd>
            </div>
            <div>
              <dt className="text-stone-500">What makes you different</dt>
              <dd className="break-words text-stone-900">{truncate(app.differentiation_answer)}</dd>
            </div>
            <div>
              <dt className="text-stone-500">Sustainability</dt>
              <dd className="break-words text-stone-900">{truncate(app.sustainability_answer)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="next-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
          <h2 id="next-heading" className="font-display text-xl font-bold text-stone-900">What happens next</h2>
          <div className="mt-4">
            <NumberedSteps steps={NEXT_STEPS} />
          </div>
        </section>
      </div>
      <div className="mt-10 text-center">
        <Link to={paths.home} className={buttonClass()}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
