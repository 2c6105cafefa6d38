import { useCallback, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, adminLoginBody } from '@safari/contract';
import { FormAlert, TextField, useZodForm } from '@/components/ui/form';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { clearAdminToken, getAdminToken, storeAdminToken } from '@/lib/admin-session';
import { logoutAdmin, useLoginAdmin } from '../api/admin-login';
import { queryKeys } from '@/lib/query-keys';
import { buttonClass } from '@/components/ui/button';

export interface AdminSession {
  token: string;
  /** Re-locks the tool; `expired` explains why on the sign-in form. */
  lock: (reason?: 'expired') => void;
}

function SignInForm({ notice, onSignedIn }: { notice: string | null; onSignedIn: (token: string) => void }) {
  // The button stays disabled until something is typed, so the body's rule (1 to 1024 characters) only guards the call.
  const { register, handleSubmit, watch, formState } = useZodForm(adminLoginBody, { defaultValues: { password: '' } });
  const [error, setError] = useState<string | null>(null);
  const login = useLoginAdmin();
  const errorId = useId();
  const password = watch('password');
  const shown = formState.errors.password?.message ?? error;

  const submit = ({ password }: { password: string }) => {
    setError(null);
    login.mutate(password, {
      onSuccess: (res) => onSignedIn(res.token),
      onError: (err) =>
        setError(
          err instanceof ApiRequestError && err.status === 401
            ? MESSAGES.incorrectPassword
            : err instanceof ApiRequestError && err.status === 429 && err.body?.error
              ? err.body.error
              : MESSAGES.somethingWentWrong,
        ),
    });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-emerald-800">Internal</p>
        <h1 className="mt-1 font-display text-2xl font-bold text-stone-900">Admin Sign In</h1>
        <p className="mt-2 text-stone-600">This area is for the Safari Marketplace team.</p>
        {notice && (
          <p role="status" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <form onSubmit={handleSubmit(submit)} noValidate className="mt-6 space-y-4">
          <TextField label="Admin password" type="password" autoComplete="current-password" aria-required invalid={!!shown} errorId={errorId} {...register('password')} />
          <FormAlert id={errorId} message={shown} />
          <button
            type="submit"
            disabled={login.isPending || !password}
            className={buttonClass({ block: true })}
          >
            {login.isPending ? 'Signing in…' : 'Sign In'}
          </button>
        </form>
      </div>
    </section>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${isActive ? 'bg-emerald-800 text-white' : 'text-stone-700 hover:bg-stone-100'}`;

/** Locked until the server accepts the admin password (DESIGN.md §4); Log out re-locks and drops cached data. */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(getAdminToken);
  const [notice, setNotice] = useState<string | null>(null);
  const { pathname } = useLocation();

  const lock = useCallback(
    (reason?: 'expired') => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: queryKeys.admin.all });
      setNotice(reason === 'expired' ? 'Your admin session has expired. Please sign in again.' : null);
      setToken(null);
    },
    [queryClient],
  );

  if (!token) {
    return (
      <SignInForm
        notice={notice}
        onSignedIn={(t) => {
          storeAdminToken(t);
          setNotice(null);
          setToken(t);
        }}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 border-b border-stone-200 pb-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Admin" className="flex flex-wrap gap-2">
          <NavLink to={paths.admin.applications} className={({ isActive }) => tabClass({ isActive: isActive || pathname === paths.admin.home })}>
            Applications
          </NavLink>
          <NavLink to={paths.admin.agents} className={tabClass}>
            Agents
          </NavLink>
          <NavLink to={paths.admin.experiences} className={tabClass}>
            Experiences
          </NavLink>
          <NavLink to={paths.admin.health} className={tabClass}>
            Health
          </NavLink>
          <NavLink to={paths.admin.audit} className={tabClass}>
            Audit log
          </NavLink>
          <NavLink to={paths.admin.imageUpload} className={tabClass}>
            Image upload
          </NavLink>
        </nav>
        <button
          type="button"
          onClick={() => {
            void logoutAdmin(token);
            lock();
          }}
          className={buttonClass({ tone: 'quiet', size: 'sm' }, 'self-start sm:self-auto')}
        >
          Log out
        </button>
      </div>
      <div className="pt-6">{children({ token, lock })}</div>
    </div>
  );
}
