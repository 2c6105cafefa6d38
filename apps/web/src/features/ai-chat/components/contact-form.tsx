import { useId } from 'react';
import { chatContactForm, type ChatContactForm } from '@safari/contract';
import { ErrorList, SubmitButton, TextField, errorMessages, useZodForm } from '@/components/ui/form';

/** The chat's contact form (agent-side.md §5): e-mail and first name required, last name optional. */
export function ContactForm({ busy, onSubmit }: { busy: boolean; onSubmit: (contact: ChatContactForm) => void }) {
  const errorId = useId();
  const { register, handleSubmit, formState } = useZodForm(chatContactForm, { defaultValues: { email: '', firstName: '', lastName: '' } });
  const problems = errorMessages(formState.errors, ['email', 'firstName']);
  return (
    <form
      noValidate
      aria-label="Your contact details"
      onSubmit={handleSubmit((v) => onSubmit(v))}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-emerald-200"
    >
      <h2 className="font-display text-lg font-bold text-stone-900">Where should your local expert reply?</h2>
      <ErrorList id={errorId} errors={problems} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" invalid={!!formState.errors.firstName} errorId={errorId} {...register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...register('lastName')} />
      </div>
      <TextField label="E-mail" type="email" required autoComplete="email" invalid={!!formState.errors.email} errorId={errorId} {...register('email')} />
      <SubmitButton busy={busy} busyLabel="Creating your trip…">
        Connect me with a local expert
      </SubmitButton>
    </form>
  );
}
