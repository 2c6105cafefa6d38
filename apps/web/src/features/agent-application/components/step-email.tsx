import { useId } from 'react';
import { startApplicationBody } from '@safari/contract';
import { FormAlert, TextField, useZodForm } from '@/components/ui/form';
import { StepActions, StepHeading } from './step-layout';

export function StepEmail({ initialEmail, busy, serverError, onSubmit }: { initialEmail: string; busy: boolean; serverError: string | null; onSubmit: (email: string) => void }) {
  const { register, handleSubmit, formState } = useZodForm(startApplicationBody, { defaultValues: { email: initialEmail } });
  const alertId = useId();
  const shown = formState.errors.email?.message ?? serverError;

  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate className="space-y-6">
      <StepHeading title="Let's get started" description="Enter the e-mail address we should use for your agency. We'll send updates about your application there." />
      <TextField
        label="Business email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        invalid={!!shown}
        errorId={alertId}
        placeholder="you@youragency.com"
        {...register('email')}
      />
      <FormAlert id={alertId} message={shown} />
      <StepActions busy={busy} busyLabel="Starting…" />
    </form>
  );
}
