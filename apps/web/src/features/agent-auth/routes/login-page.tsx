import { useEffect, useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES, agentLoginForm } from '@safari/contract';
import { ErrorList, Notice, PasswordField, SubmitButton, TextField, errorMessages, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { getAgentToken, storeAgentSession } from '@/lib/agent-session';
import { useLoginAgent } from '../api/login';
import { ApplicationStatusCheck } from '../components/application-status-check';
import { AuthCard } from '../components/auth-card';
import { describeLoginFailure, redirectTarget, type LoginFailure } from '../auth-errors';

const REDIRECT_AFTER_LOGIN_MS = 1000;

interface LoginState {
  from?: unknown;
  message?: string;
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoginState;
  // Decided once: after a successful sign-in the token exists too, and the page must stay to show its message.
  const [alreadySignedIn] = useState(() => !!getAgentToken());
  const { register, handleSubmit, formState, watch } = useZodForm(agentLoginForm, { defaultValues: { email: '', password: '' } });
  const alertId = useId();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const login = useLoginAgent();
  const target = redirectTarget(state.from, paths.agent.dashboard);

  useEffect(() => {
    if (!signedIn) return;
    const t = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_AFTER_LOGIN_MS);
    return () => window.clearTimeout(t);
  }, [signedIn, navigate, target]);

  if (alreadySignedIn) return <Navigate to={paths.agent.dashboard} replace />;

  // One message at a time, e-mail first: the rules are the contract's sign-in form.
  const ruleMessage = errorMessages(formState.errors, ['email', 'password'])[0];
  const shown: LoginFailure | null = ruleMessage ? { kind: 'messages', messages: [ruleMessage] } : failure;

  const submit = ({ email: trimmed, password }: { email: string; password: string }) => {
    setFailure(null);
    login.mutate(
      { email: trimmed, password },
      {
        onSuccess: (res) => {
          storeAgentSession(res.token, res.agent);
          setSignedIn(true);
        },
        onError: (err) => {
          const f = describeLoginFailure(err);
          if (f.kind === 'setup-required') {
            navigate(paths.agent.setupPassword, { state: { email: trimmed, notice: f.message } });
            return;
          }
          setFailure(f);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Agent Sign In"
      subtitle="Sign in to manage your agency profile and experiences."
      footer={
        <>
          Not a partner yet?{' '}
          <Link to={paths.agentSignup} className="font-semibold text-emerald-800 underline underline-offset-2">
            Apply to become a partner agent
          </Link>
        </>
      }
    >
      {signedIn ? (
        <Notice tone="success">Login successful! Redirecting to your dashboard...</Notice>
      ) : (
        <form onSubmit={handleSubmit(submit, () => setFailure(null))} noValidate className="space-y-5">
          {state.message && <Notice tone="success">{state.message}</Notice>}
          {!state.message && state.from ? <Notice tone="info">Please sign in to continue to the agent portal.</Notice> : null}
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" invalid={!!shown} errorId={alertId} aria-required {...register('email')} />
          <PasswordField label="Password" autoComplete="current-password" invalid={!!shown} errorId={alertId} aria-required {...register('password')} />
          <div className="flex justify-end">
            <Link to={paths.agent.forgotPassword} className="text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline">
              Forgot your password?
            </Link>
          </div>
          {shown?.kind === 'messages' && <ErrorList id={alertId} errors={shown.messages} />}
          {shown?.kind === 'needs-application' && (
            <ErrorList id={alertId} errors={[MESSAGES.loginNeedsApplication]}>
              <ApplicationStatusCheck email={watch('email').trim()} />
            </ErrorList>
          )}
          <SubmitButton busy={login.isPending} busyLabel="Signing in…">
            Sign In
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
