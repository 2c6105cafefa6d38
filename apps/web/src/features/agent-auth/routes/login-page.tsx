import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { getAgentToken, storeAgentSession } from '@/lib/agent-session';
import { useLoginAgent } from '../api/login';
import { ApplicationStatusCheck } from '../components/application-status-check';
import { AuthCard } from '../components/auth-card';
import { ErrorList, Field, Notice, PasswordField, SubmitButton } from '../components/fields';
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const trimmed = email.trim();
    if (!trimmed.includes('@')) return setFailure({ kind: 'messages', messages: [MESSAGES.agentInvalidEmail] });
    if (!password) return setFailure({ kind: 'messages', messages: ['Please enter your password'] });
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
        <form onSubmit={submit} noValidate className="space-y-5">
          {state.message && <Notice tone="success">{state.message}</Notice>}
          {!state.message && state.from ? <Notice tone="info">Please sign in to continue to the agent portal.</Notice> : null}
          <Field label="Email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} invalid={!!failure} required />
          <PasswordField label="Password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} invalid={!!failure} required />
          <div className="flex justify-end">
            <Link to={paths.agent.forgotPassword} className="text-sm font-semibold text-emerald-800 underline-offset-2 hover:underline">
              Forgot your password?
            </Link>
          </div>
          {failure?.kind === 'messages' && <ErrorList errors={failure.messages} />}
          {failure?.kind === 'needs-application' && (
            <ErrorList errors={[MESSAGES.loginNeedsApplication]}>
              <ApplicationStatusCheck email={email.trim()} />
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
