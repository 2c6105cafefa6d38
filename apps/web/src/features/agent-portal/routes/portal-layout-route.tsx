import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@safari/contract';
import { LoadingState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { clearAgentSession, clearSubscriptionStatus, getAgentToken, storeAgentInfo, storeSubscriptionStatus } from '@/lib/agent-session';
import { checkSession, meQueryKey } from '../api/get-me';
import { PortalShell } from '../components/portal-shell';

type GuardState = 'checking' | 'authenticated' | 'unauthenticated';

/** The protected-route guard (agent-side.md §4 "Auth guard") and the portal shell around every /agent/* page. */
export default function PortalLayoutRoute() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [token] = useState(getAgentToken);
  const [state, setState] = useState<GuardState>(token ? 'checking' : 'unauthenticated');
  const [inactiveSubscription, setInactiveSubscription] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void checkSession(token).then((result) => {
      if (cancelled) return;
      switch (result.kind) {
        case 'agent':
          storeAgentInfo(result.agent);
          clearSubscriptionStatus();
          queryClient.setQueryData(meQueryKey, result.agent);
          setState('authenticated');
          break;
        case 'subscription-inactive':
          // A lapsed subscription still lets the agent in (agent-side.md §6); they only see a notice.
          storeSubscriptionStatus(result.subscriptionStatus);
          if (result.agent) {
            storeAgentInfo(result.agent);
            queryClient.setQueryData(meQueryKey, result.agent);
          }
          setInactiveSubscription(result.subscriptionStatus);
          setState('authenticated');
          break;
        case 'no-agent':
        case 'unauthorized':
          clearAgentSession();
          setState('unauthenticated');
          break;
        default:
          console.warn('Could not verify the agent session; continuing with the stored one.', result.error);
          setState('authenticated');
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token, queryClient]);

  if (state === 'unauthenticated') return <Navigate to={paths.agent.login} replace state={{ from: location }} />;
  if (state === 'checking') {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-stone-50">
        <LoadingState label={MESSAGES.verifyingAuth} />
      </div>
    );
  }

  const banner = inactiveSubscription ? (
    <p role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      Your subscription is not active ({inactiveSubscription.replace(/_/g, ' ')}). You can keep using the portal; please contact us to reactivate it.
    </p>
  ) : null;

  return (
    <PortalShell banner={banner}>
      <Outlet />
    </PortalShell>
  );
}
