import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ERROR_CODES, MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useCompleteApplication } from '../api/complete-application';
import { useStartApplication } from '../api/start-application';
import { StepCompany } from '../components/step-company';
import { StepEmail } from '../components/step-email';
import { StepLocation } from '../components/step-location';
import { StepMedia } from '../components/step-media';
import { StepReview } from '../components/step-review';
import { StepValues } from '../components/step-values';
import { WizardProgress } from '../components/wizard-progress';
import { EMPTY_APPLICATION, type ApplicationData, type ConfirmationState } from '../types';

export default function AgentSignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [data, setData] = useState<ApplicationData>(EMPTY_APPLICATION);
  const [leadId, setLeadId] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const start = useStartApplication();
  const complete = useCompleteApplication();
  const cardRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // A new step replaces the form: move focus and scroll to its heading so keyboard and screen-reader users follow.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = cardRef.current?.querySelector('h2');
    if (heading instanceof HTMLElement) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);

  const goTo = (next: number) => {
    setServerError(null);
    setStep(next);
  };
  const next = (partial: Partial<ApplicationData>) => {
    setData((d) => ({ ...d, ...partial }));
    goTo(step + 1);
  };
  const back = () => goTo(Math.max(0, step - 1));

  const submitEmail = (email: string) => {
    // Coming back to step 0 with the same address keeps the application already started.
    if (leadId !== null && email.toLowerCase() === data.contact_email.toLowerCase()) return next({ contact_email: email });
    setServerError(null);
    start.mutate(email, {
      onSuccess: (res) => {
        setLeadId(res.data.id);
        next({ contact_email: email });
      },
      onError: (err) =>
        setServerError(err instanceof ApiRequestError && err.code === ERROR_CODES.duplicateEmail ? MESSAGES.duplicateApplication : MESSAGES.applicationStartFailed),
    });
  };

  const submitApplication = () => {
    if (leadId === null) return goTo(0);
    setServerError(null);
    complete.mutate(
      { id: leadId, application: data },
      {
        onSuccess: (res) => {
          const state: ConfirmationState = { inquiryNumber: res.data.inquiry_number, application: data };
          navigate(paths.agentSignupConfirmation, { state });
        },
        // A 400 lists the spec's own validation texts; anything else gets the spec's generic failure.
        onError: (err) =>
          setServerError(err instanceof ApiRequestError && err.status === 400 && err.errors?.length ? err.errors.join(' ') : MESSAGES.applicationCompleteFailed),
      },
    );
  };

  return (
    <div className="bg-gradient-to-b from-emerald-950 via-emerald-900 to-stone-50 to-[22rem]">
      <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 sm:pt-14">
        <header className="text-center text-white">
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-400">Partner application</p>
          <h1 className="mt-2 font-display text-3xl font-bold sm:text-4xl">Become a Partner Agent</h1>
          <p className="mx-auto mt-3 max-w-xl text-emerald-50/90">
            Join vetted local experts across East Africa and the Indian Ocean. No signup fees — commission per booking is agreed later.
          </p>
        </header>
        <div ref={cardRef} className="mt-8 scroll-mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <WizardProgress step={step} />
          <div className="mt-6">
            {step === 0 && <StepEmail initialEmail={data.contact_email} busy={start.isPending} serverError={serverError} onSubmit={submitEmail} />}
            {step === 1 && <StepCompany data={data} onNext={next} onBack={back} />}
            {step === 2 && <StepLocation data={data} onNext={next} onBack={back} />}
            {step === 3 && <StepValues data={data} onNext={next} onBack={back} />}
            {step === 4 && <StepMedia data={data} onNext={next} onBack={back} />}
            {step === 5 && <StepReview data={data} busy={complete.isPending} serverError={serverError} onSubmit={submitApplication} onBack={back} onEdit={goTo} />}
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          Already a partner?{' '}
          <Link to={paths.agent.login} className="font-semibold text-emerald-800 underline underline-offset-2">
            Sign in to the agent portal
          </Link>
        </p>
      </div>
    </div>
  );
}
