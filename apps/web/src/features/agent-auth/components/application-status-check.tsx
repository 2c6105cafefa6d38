import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { paths } from '@/config/paths';
import { useCheckApplication } from '../api/check-application';
import { buttonClass } from '@/components/ui/button';

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
          className={buttonClass({ tone: 'secondary' }, 'disabled:cursor-wait')}
        >
          {check.isPending ? 'Checking…' : 'Check application status'}
        </button>
        <Link
          to={paths.agentSignup}
          className={buttonClass()}
        >
          Apply now
        </Link>
      </div>
    </div>
  );
}
