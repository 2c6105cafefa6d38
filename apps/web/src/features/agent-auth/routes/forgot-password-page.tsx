import { useId, useState } from 'react';
import { Link } from 'react-router';
import { MESSAGES, requestPasswordResetForm } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';
import { ErrorList, Notice, SubmitButton, TextField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  const { register, handleSubmit, formState, reset, clearErrors } = useZodForm(requestPasswordResetForm, { defaultValues: { email: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const errorId = useId();
  const error = formState.errors.email?.message ?? serverError;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = ({ email: trimmed }: { email: string }) => {
    setServerError(null);
    request.mutate(trimmed, {
      onSuccess: () => setSentTo(trimmed),
      onError: (err) => setServerError(err instanceof ApiRequestError && err.status === 429 && err.body?.error ? err.body.error : MESSAGES.resetRequestFailed),
    });
  };

  const footer = (
    <Link to={paths.agent.login} className="font-semibold text-emerald-800 underline underline-offset-2">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" footer={footer}>
        <div className="space-y-5">
          <Notice tone="success">{MESSAGES.resetRequestGeneric}</Notice>
          <p className="text-stone-700">
            We checked <strong className="break-all">{sentTo}</strong>. The link expires after a short while and works once. Don't forget to look in your spam folder.
          </p>
          <button
            type="button"
            onClick={() => {
              setSentTo(null);
              reset({ email: '' });
            }}
            className={buttonClass({ tone: 'quiet', block: true })}
          >
            Try a different email
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter the e-mail address of your agent account and we'll send you a link to reset your password." footer={footer}>
      <form onSubmit={handleSubmit(submit, () => setServerError(null))} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          invalid={!!error}
          errorId={errorId}
          {...register('email', {
            onChange: () => {
              if (error) {
                clearErrors();
                setServerError(null);
              }
            },
          })}
        />
        <ErrorList id={errorId} errors={error ? [error] : []} />
        <SubmitButton busy={request.isPending} busyLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
