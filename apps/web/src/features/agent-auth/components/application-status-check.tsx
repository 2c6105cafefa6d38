import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { useCheckApplication } from '../api/check-application';

/** Offered when sign-in finds no account: checks the application and points to the next step. */
export function ApplicationStatusCheck({ email }: { email: string }) {
  const navigate = useNavigate();
  const check = useCheckApplication();
  const [result, setResult] = useState<string | null>(null);

  const run = () => {
    setResult(null);
    check.mutate(email, {
      onSuccess: (res) => {
        if (res.status === 'approved') {
          navigate(paths.agent.setupPassword, { state: { email, notice: res.message || MESSAGES.statusCheckApproved } });
          return;
        }
        setResult(!res.hasApplication || res.status === 'none' ? MESSAGES.statusCheckNone : res.message);
      },
      onError: () => setResult(MESSAGES.statusCheckFailed),
    });
  };

  return (
    <div className="mt-3 space-y-3 text-stone-700">
      {/* Above the buttons: the "none" text points to the apply link "below". */}
      <p role="status" className="font-medium text-stone-800 empty:hidden">
        {result}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          onClick={run}
          disabled={check.isPending}
          className="rounded-full border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-70"
        >
          {check.isPending ? 'Checking…' : 'Check application status'}
        </button>
        <Link
          to={paths.agentSignup}
          className="rounded-full bg-emerald-800 px-4 py-2 text-center font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          Apply now
        </Link>
      </div>
    </div>
  );
}
