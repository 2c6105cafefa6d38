import { useId, useState } from 'react';
import { emptyToNull, validateEmail, type WizardData } from '../lib/wizard-data';
import { FieldError, StepFrame, inputClass, labelClass } from './step-frame';

export interface StepProps {
  data: WizardData;
  onContinue: (changes: Partial<WizardData>) => void;
  /** Back keeps what the step holds, so returning to it loses nothing. */
  onBack?: (changes: Partial<WizardData>) => void;
  focusOnMount: boolean;
}

export function EmailStep({ data, onSubmitEmail, busy, serverError, focusOnMount }: {
  data: WizardData;
  onSubmitEmail: (email: string) => void;
  busy: boolean;
  serverError: string | null;
  focusOnMount: boolean;
}) {
  const id = useId();
  const [email, setEmail] = useState(data.email);
  const [error, setError] = useState<string | null>(null);
  const message = error ?? serverError;
  return (
    <StepFrame
      title="Let's start with your e-mail"
      description="Your local expert will send trip ideas and their proposal here. No spam, no password needed."
      onSubmit={() => {
        const problem = validateEmail(email);
        setError(problem);
        if (!problem) onSubmitEmail(email.trim());
      }}
      busy={busy}
      continueDisabled={busy}
      focusOnMount={focusOnMount}
    >
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className={inputClass}
          placeholder="you@example.com"
        />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    </StepFrame>
  );
}

export function NameStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const [first, setFirst] = useState(data.first_name);
  const [last, setLast] = useState(data.last_name);
  return (
    <StepFrame
      title="What should we call you?"
      description="So your agent knows who they are planning for."
      onSubmit={() => onContinue({ first_name: first.trim(), last_name: last.trim() })}
      onBack={() => onBack?.({ first_name: first, last_name: last })}
      focusOnMount={focusOnMount}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-first`} className={labelClass}>
            First name
          </label>
          <input id={`${id}-first`} autoComplete="given-name" value={first} onChange={(e) => setFirst(e.target.value)} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${id}-last`} className={labelClass}>
            Last name
          </label>
          <input id={`${id}-last`} autoComplete="family-name" value={last} onChange={(e) => setLast(e.target.value)} className={inputClass} />
        </div>
      </div>
    </StepFrame>
  );
}

const linkButton =
  'inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800';

export function ContactStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const id = useId();
  const [phone, setPhone] = useState(data.phone ?? '');
  const [whatsapp, setWhatsapp] = useState(data.whatsapp_contact ?? '');
  const [instagram, setInstagram] = useState(data.instagram_username ?? '');
  const [showWhatsapp, setShowWhatsapp] = useState(!!data.whatsapp_contact);
  const [showInstagram, setShowInstagram] = useState(!!data.instagram_username);
  return (
    <StepFrame
      title="How can your agent reach you?"
      description="All optional. Many travellers prefer a quick WhatsApp chat to long e-mails."
      onSubmit={() =>
        onContinue({ phone: emptyToNull(phone), whatsapp_contact: emptyToNull(whatsapp), instagram_username: emptyToNull(instagram) })
      }
      onBack={() => onBack?.({ phone: emptyToNull(phone), whatsapp_contact: emptyToNull(whatsapp), instagram_username: emptyToNull(instagram) })}
      focusOnMount={focusOnMount}
      extraActions={
        <button
          type="button"
          onClick={() => onContinue({ phone: null, whatsapp_contact: null, instagram_username: null })}
          className="inline-flex min-h-12 items-center justify-center rounded-full px-5 py-3 font-semibold text-emerald-900 ring-1 ring-stone-300 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800"
        >
          Skip
        </button>
      }
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-phone`} className={labelClass}>
            Phone number <span className="font-normal text-stone-500">(optional)</span>
          </label>
          <input id={`${id}-phone`} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} className={inputClass} placeholder="+49 170 1234567" />
        </div>
        {showWhatsapp ? (
          <div>
            <label htmlFor={`${id}-whatsapp`} className={labelClass}>
              WhatsApp number <span className="font-normal text-stone-500">(optional)</span>
            </label>
            <input id={`${id}-whatsapp`} type="tel" inputMode="tel" value={whatsapp} onChange={(e) => setWhatsapp(e.target.value)} className={inputClass} autoFocus />
          </div>
        ) : null}
        {showInstagram ? (
          <div>
            <label htmlFor={`${id}-instagram`} className={labelClass}>
              Instagram username <span className="font-normal text-stone-500">(optional)</span>
            </label>
            <input id={`${id}-instagram`} value={instagram} onChange={(e) => setInstagram(e.target.value)} className={inputClass} placeholder="@yourname" autoFocus />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {!showWhatsapp && (
            <button type="button" className={linkButton} onClick={() => setShowWhatsapp(true)}>
              <span aria-hidden="true">+</span> Add WhatsApp
            </button>
          )}
          {!showInstagram && (
            <button type="button" className={linkButton} onClick={() => setShowInstagram(true)}>
              <span aria-hidden="true">+</span> Add Instagram
            </button>
          )}
        </div>
      </div>
    </StepFrame>
  );
}
