import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@safari/contract';
import { FormError, StepActions, StepHeading, TextField } from './fields';

export function StepEmail({ initialEmail, busy, serverError, onSubmit }: { initialEmail: string; busy: boolean; serverError: string | null; onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setError(MESSAGES.agentInvalidEmail);
      return;
    }
    setError(null);
    onSubmit(trimmed);
  };

  const shown = error ?? serverError;
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <StepHeading title="Let's get started" description="Enter the e-mail address we should use for your agency. We'll send updates about your application there." />
      <TextField
        label="Business email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        invalid={!!shown}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@youragency.com"
      />
      <FormError message={shown} />
      <StepActions busy={busy} busyLabel="Starting…" />
    </form>
  );
}
