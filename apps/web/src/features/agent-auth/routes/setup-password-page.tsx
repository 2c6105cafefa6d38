import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { setupPasswordForm } from '@safari/contract';
import { ErrorList, Notice, PasswordField, SubmitButton, TextField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { storeAgentSession } from '@/lib/agent-session';
import { useSetupPassword } from '../api/setup-password';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { useListedErrors } from '../use-listed-errors';
import { useNoReferrer } from '../use-no-referrer';
import { describeSetupFailure, isLinkProblem } from '../auth-errors';
import { buttonClass } from '@/components/ui/button';

const REDIRECT_AFTER_SETUP_MS = 2000;

export default function SetupPasswordPage() {
  useNoReferrer();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as { email?: string; notice?: string };
  const token = params.get('token') ?? '';
  const form = useZodForm(setupPasswordForm, {
    defaultValues: { email: params.get('email') ?? state.email ?? '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, watch } = form;
  const { errors, errorsId, field, linkProblem, refused, invalid } = useListedErrors(form, ['email', 'password', 'confirmPassword']);
  const [done, setDone] = useState(false);
  const setup = useSetupPassword();
  const checklistId = useId();

  useEffect(() => {
    if (!done) return;
    const t = window.setTimeout(() => navigate(paths.agent.dashboard, { replace: true }), REDIRECT_AFTER_SETUP_MS);
    return () => window.clearTimeout(t);
  }, [done, navigate]);

  if (!token) {
    return (
      <AuthCard title="Set Up Your Password">
        <div className="space-y-4">
          {state.notice && <Notice tone="info">{state.notice}</Notice>}
          <p className="text-stone-700">
            To set your password, open the link in the e-mail we sent when your application was approved{state.email ? <> to <strong>{state.email}</strong></> : null}. The link
            is personal and works once.
          </p>
          <p className="text-stone-700">Link expired or lost? Sign in with your e-mail and we'll send you a new one, or request a password reset.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={paths.agent.login} className={buttonClass()}>
              Go to sign in
            </Link>
            <Link to={paths.agent.forgotPassword} className={buttonClass({ tone: 'quiet' })}>
              Forgot password
            </Link>
          </div>
        </div>
      </AuthCard>
    );
  }

  const password = watch('password');
  const confirm = watch('confirmPassword');

  const submit = ({ email: trimmed, password, confirmPassword }: { email: string; password: string; confirmPassword: string }) => {
    setup.mutate(
      { email: trimmed, password, confirmPassword, token },
      {
        onSuccess: (res) => {
          storeAgentSession(res.token, res.agent);
          setDone(true);
        },
        onError: (err) => refused(describeSetupFailure(err), isLinkProblem(err)),
      },
    );
  };

  if (done) {
    return (
      <AuthCard title="Password Set!">
        <Notice tone="success">Your password has been set. Taking you to your dashboard...</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set Up Your Password" subtitle="Welcome aboard! Choose a password to finish setting up your agent account.">
      <form onSubmit={handleSubmit(submit, invalid)} noValidate className="space-y-5">
        <TextField label="Email" type="email" autoComplete="username" inputMode="email" {...field('email')} />
        <PasswordField label="Password *" autoComplete="new-password" describedBy={checklistId} {...field('password')} />
        <PasswordField label="Confirm Password *" autoComplete="new-password" {...field('confirmPassword')} />
        <PasswordChecklist id={checklistId} password={password} confirm={confirm} />
        <ErrorList id={errorsId} errors={errors}>
          {linkProblem && (
            <p className="mt-2">
              <Link to={paths.agent.login} className="font-semibold underline underline-offset-2">
                Sign in to get a new link
              </Link>
            </p>
          )}
        </ErrorList>
        <SubmitButton busy={setup.isPending} busyLabel="Setting up…">
          Set Password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
