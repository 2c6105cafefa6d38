import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES, resetPasswordForm } from '@safari/contract';
import { ErrorList, Notice, PasswordField, SubmitButton, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { describeResetFailure, isLinkProblem } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { useListedErrors } from '../use-listed-errors';
import { useNoReferrer } from '../use-no-referrer';
import { buttonClass } from '@/components/ui/button';

const REDIRECT_AFTER_RESET_MS = 3000;

export default function ResetPasswordPage() {
  useNoReferrer();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token') ?? '';
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordForm, { defaultValues: { password: '', confirmPassword: '' } });
  const { handleSubmit, watch } = form;
  const { errors, errorsId, field, linkProblem, refused, invalid } = useListedErrors(form, ['password', 'confirmPassword']);
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const checklistId = useId();

  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => navigate(paths.agent.login, { replace: true, state: { message: MESSAGES.resetCompleteRedirect } }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  const signInLink = (
    <Link to={paths.agent.login} className="font-semibold text-emerald-800 underline underline-offset-2">
      Sign in here
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={MESSAGES.resetLinkInvalidTitle}>
        <div className="space-y-5">
          <p className="text-stone-700">{MESSAGES.resetLinkInvalidText}</p>
          <Link
            to={paths.agent.forgotPassword}
            className={buttonClass({ block: true })}
          >
            Request New Reset Link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={MESSAGES.resetComplete}>
        <div className="space-y-4">
          <Notice tone="success">Your password has been changed. Redirecting you to sign in...</Notice>
          <p className="text-stone-700">Not redirected? {signInLink}</p>
        </div>
      </AuthCard>
    );
  }

  const submit = ({ password, confirmPassword }: { password: string; confirmPassword: string }) =>
    reset.mutate(
      { token, password, confirmPassword },
      {
        onSuccess: () => setDone(true),
        onError: (err) => refused(describeResetFailure(err), isLinkProblem(err, { orMissing: true })),
      },
    );

  return (
    <AuthCard title="Reset Your Password" subtitle="Choose a new password for your agent account." footer={<>Remembered it? {signInLink}</>}>
      <form onSubmit={handleSubmit(submit, invalid)} noValidate className="space-y-5">
        <PasswordField label="New Password *" autoComplete="new-password" describedBy={checklistId} {...field('password')} />
        <PasswordField label="Confirm New Password *" autoComplete="new-password" {...field('confirmPassword')} />
        <PasswordChecklist id={checklistId} password={watch('password')} confirm={watch('confirmPassword')} />
        <ErrorList id={errorsId} errors={errors}>
          {linkProblem && (
            <p className="mt-2">
              <Link to={paths.agent.forgotPassword} className="font-semibold underline underline-offset-2">
                Request a new reset link
              </Link>
            </p>
          )}
        </ErrorList>
        <SubmitButton busy={reset.isPending} busyLabel="Resetting…">
          Reset Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
