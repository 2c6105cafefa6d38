import { Outlet } from 'react-router';

/** Placeholder: the agent-accounts issue adds the auth guard and the portal shell here. */
export default function PortalLayoutRoute() {
  return <Outlet />;
}
