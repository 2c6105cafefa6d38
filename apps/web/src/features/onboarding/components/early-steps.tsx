import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { travelerEmailStep } from '@safari/contract';
import { FieldError, TextField, useZodForm } from '@/components/ui/form';
import { buttonClass } from '@/components/ui/button';
import { emptyToNull, type WizardData } from '../lib/wizard-data';
import { StepFrame } from './step-frame';

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
  const { register, handleSubmit, formState, clearErrors } = useZodForm(travelerEmailStep, { defaultValues: { email: data.email } });
  const error = formState.errors.email?.message;
  const message = error ?? serverError;
  return (
    <StepFrame
      title="Let's start with your e-mail"
      description="Your local expert will send trip ideas and their proposal here. No spam, no password needed."
      onSubmit={handleSubmit(({ email }) => onSubmitEmail(email))}
      busy={busy}
      continueDisabled={busy}
      focusOnMount={focusOnMount}
    >
      <div>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          invalid={!!message}
          errorId={`${id}-error`}
          placeholder="you@example.com"
          {...register('email', { onChange: () => error && clearErrors('email') })}
        />
        <FieldError id={`${id}-error`} message={message} />
      </div>
    </StepFrame>
  );
}

export function NameStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const { register, handleSubmit, getValues } = useForm({ defaultValues: { first_name: data.first_name, last_name: data.last_name } });
  return (
    <StepFrame
      title="What should we call you?"
      description="So your agent knows who they are planning for."
      onSubmit={handleSubmit((v) => onContinue({ first_name: v.first_name.trim(), last_name: v.last_name.trim() }))}
      onBack={() => onBack?.(getValues())}
      focusOnMount={focusOnMount}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...register('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...register('last_name')} />
      </div>
    </StepFrame>
  );
}

const linkButton =
  'inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-emerald-800 underline-offset-4 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-800';

const OPTIONAL = <span className="font-normal text-stone-500">(optional)</span>;

interface ContactValues {
  phone: string;
  whatsapp_contact: string;
  instagram_username: string;
}

export function ContactStep({ data, onContinue, onBack, focusOnMount }: StepProps) {
  const { register, handleSubmit, getValues } = useForm<ContactValues>({
    defaultValues: { phone: data.phone ?? '', whatsapp_contact: data.whatsapp_contact ?? '', instagram_username: data.instagram_username ?? '' },
  });
  // Which optional fields are open is view state, not form data.
  const [showWhatsapp, setShowWhatsapp] = useState(!!data.whatsapp_contact);
  const [showInstagram, setShowInstagram] = useState(!!data.instagram_username);
  const changes = (v: ContactValues) => ({
    phone: emptyToNull(v.phone),
    whatsapp_contact: emptyToNull(v.whatsapp_contact),
    instagram_username: emptyToNull(v.instagram_username),
  });
  return (
    <StepFrame
      title="How can your agent reach you?"
      description="All optional. Many travellers prefer a quick WhatsApp chat to long e-mails."
      onSubmit={handleSubmit((v) => onContinue(changes(v)))}
      onBack={() => onBack?.(changes(getValues()))}
      focusOnMount={focusOnMount}
      extraActions={
        <button
          type="button"
          onClick={() => onContinue({ phone: null, whatsapp_contact: null, instagram_username: null })}
          className={buttonClass({ tone: 'quiet' })}
        >
          Skip
        </button>
      }
    >
      <div className="space-y-4">
        <TextField label={<>Phone number {OPTIONAL}</>} type="tel" autoComplete="tel" inputMode="tel" placeholder="+49 170 1234567" {...register('phone')} />
        {showWhatsapp ? (
          <TextField label={<>WhatsApp number {OPTIONAL}</>} type="tel" inputMode="tel" autoFocus {...register('whatsapp_contact')} />
        ) : null}
        {showInstagram ? (
          <TextField label={<>Instagram username {OPTIONAL}</>} placeholder="@yourname" autoFocus {...register('instagram_username')} />
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
