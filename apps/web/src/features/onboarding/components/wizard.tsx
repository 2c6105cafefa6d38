import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { createTraveler } from '@/api/travelers/create-traveler';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { storeUserId } from '@/lib/traveler-identity';
import { submitOnboarding, type SubmitTarget } from '../api/submit-onboarding';
import { initialWizardData, type WizardData } from '../lib/wizard-data';
import { BudgetStep, CountriesStep, TripTypeStep } from './choice-steps';
import { ContactStep, EmailStep, NameStep } from './early-steps';
import { DatesStep, TravellersStep } from './final-steps';
import { WizardProgress } from './progress';

interface WizardProps {
  initialUserId: string | null;
  target: SubmitTarget;
}

/** The linear enquiry wizard: e-mail, then steps 1 to 7 (traveller-side.md §4, §5). */
export function Wizard({ initialUserId, target }: WizardProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialUserId ? 1 : 0);
  const [data, setData] = useState<WizardData>(() => initialWizardData());
  const [userId, setUserId] = useState<string | null>(initialUserId);
  const [emailBusy, setEmailBusy] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [moved, setMoved] = useState(false);
  // Kept for the whole submit attempt: a retry or a second click answers the first enquiry, never a second lead.
  const idempotencyKey = useRef<string | null>(null);
  const completed = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    if (initialUserId) storeUserId(initialUserId);
    trackEvent('onboarding_start', { experience_id: target.experienceId, agent_id: target.agentId });
    const onLeave = () => {
      if (!completed.current) trackEvent('onboarding_abandon', { step_number: stepRef.current });
    };
    window.addEventListener('pagehide', onLeave);
    return () => window.removeEventListener('pagehide', onLeave);
    // Runs once per visit of the wizard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function advance(changes: Partial<WizardData>) {
    setData((d) => ({ ...d, ...changes }));
    trackEvent('onboarding_step_complete', { step_number: step });
    setMoved(true);
    setStep((s) => s + 1);
  }

  function back(changes: Partial<WizardData> = {}) {
    setData((d) => ({ ...d, ...changes }));
    setMoved(true);
    setStep((s) => Math.max(0, s - 1));
  }

  async function submitEmail(email: string) {
    if (userId && email === data.email) return advance({ email });
    setEmailBusy(true);
    setEmailError(null);
    try {
      const { id } = await createTraveler(email);
      storeUserId(id);
      setUserId(id);
      trackEvent('email_signup');
      advance({ email });
    } catch (err) {
      setEmailError(MESSAGES.somethingWentWrong);
      trackEvent('api_error', { step_number: 0, error_message: (err as Error).message });
    } finally {
      setEmailBusy(false);
    }
  }

  async function submitTrip(changes: Partial<WizardData>) {
    const finalData = { ...data, ...changes };
    setData(finalData);
    if (!userId || submitting) return;
    idempotencyKey.current ??= crypto.randomUUID();
    setSubmitting(true);
    try {
      const state = await submitOnboarding(userId, finalData, target, idempotencyKey.current);
      completed.current = true;
      trackEvent('onboarding_step_complete', { step_number: 7 });
      navigate(paths.enquiryConfirmation, { state });
    } catch (err) {
      // The spec shows no message here; the button stays usable so the traveller can simply try again.
      console.error('Submitting the onboarding failed', err);
      trackEvent('api_error', { step_number: 7, error_message: (err as Error).message });
      setSubmitting(false);
    }
  }

  const common = { data, focusOnMount: moved };
  return (
    <div>
      <WizardProgress step={step} />
      <div key={step}>
        {step === 0 && <EmailStep {...common} onSubmitEmail={submitEmail} busy={emailBusy} serverError={emailError} />}
        {step === 1 && <NameStep {...common} onContinue={advance} onBack={back} />}
        {step === 2 && <ContactStep {...common} onContinue={advance} onBack={back} />}
        {step === 3 && <TripTypeStep {...common} onContinue={advance} onBack={back} />}
        {step === 4 && <BudgetStep {...common} onContinue={advance} onBack={back} />}
        {step === 5 && <CountriesStep {...common} onContinue={advance} onBack={back} />}
        {step === 6 && <TravellersStep {...common} onContinue={advance} onBack={back} />}
        {step === 7 && <DatesStep {...common} onSubmitTrip={submitTrip} onBack={back} busy={submitting} />}
      </div>
    </div>
  );
}
