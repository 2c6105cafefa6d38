import { Link } from 'react-router';
import { MESSAGES } from '@safari/contract';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { MissingTokenError } from '../api/agent-token';

/**
 * A portal read that failed: no session (sign in again), not this agent's or not there (404/403 say the same, so
 * an id reveals nothing), or anything else (try again).
 */
export function PortalError({ error, failed, missing, onRetry }: { error: unknown; failed: string; missing?: string; onRetry: () => void }) {
  if (error instanceof MissingTokenError || (error instanceof ApiRequestError && error.status === 401)) {
    return (
      <ErrorState message={MESSAGES.experiencesNoToken}>
        <Link to={paths.agent.login} className="mt-4 inline-block font-semibold text-red-800 underline">
          Sign in
        </Link>
      </ErrorState>
    );
  }
  if (missing && error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) {
    return <ErrorState message={missing} />;
  }
  return <ErrorState message={failed} onRetry={onRetry} />;
}
