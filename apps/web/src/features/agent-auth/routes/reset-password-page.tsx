import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MESSAGES, passwordProblems } from '@safari/contract';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';
import { describeResetFailure } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { ErrorList, Notice, PasswordField, SubmitButton } from '../components/fields';
import { PasswordChecklist } from '../components/password-checklist';
import { useNoReferrer } from '../use-no-referrer';

const REDIRECT_AFTER_RESET_MS = 3000;

export default function ResetPasswordPage() {
  useNoReferrer();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
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
            className="block rounded-full bg-emerald-800 px-6 py-3 text-center font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
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

  const edit = (setter: (v: string) => void) => (e: { target: { value: string } }) => {
    setter(e.target.value);
    if (errors.length) setErrors([]);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = passwordProblems(password, confirm);
    if (problems.length) return setErrors(problems);
    reset.mutate(
      { token, password, confirmPassword: confirm },
      { onSuccess: () => setDone(true), onError: (err) => setErrors(describeResetFailure(err)) },
    );
  };

  return (
    <AuthCard title="Reset Your Password" subtitle="Choose a new password for your agent account." footer={<>Remembered it? {signInLink}</>}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <PasswordField label="New Password *" autoComplete="new-password" value={password} onChange={edit(setPassword)} describedBy={checklistId} invalid={errors.length > 0} />
        <PasswordField label="Confirm New Password *" autoComplete="new-password" value={confirm} onChange={edit(setConfirm)} invalid={errors.length > 0} />
        <PasswordChecklist id={checklistId} password={password} confirm={confirm} />
        <ErrorList errors={errors}>
          {errors.some((e) => /expired|invalid/i.test(e)) && (
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
