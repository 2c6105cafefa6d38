import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { BuildingIcon, CompassIcon, DashboardIcon, DocumentIcon, InboxIcon, LogoutIcon } from './icons';

const LINKS: { to: string; label: string; icon: ReactNode }[] = [
  { to: paths.agent.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { to: paths.agent.experiences, label: 'Experiences', icon: <CompassIcon /> },
  { to: paths.agent.agencyProfile, label: 'Agency Profile', icon: <BuildingIcon /> },
  { to: paths.agent.proposals, label: 'Proposals', icon: <DocumentIcon /> },
  { to: paths.agent.leads, label: 'Leads', icon: <InboxIcon /> },
];

const itemClass = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold';

/** The portal's entries (agent-side.md §2; Leads and Proposals exist since issue 11, so they are enabled). */
export function PortalNav({ onNavigate, onLogout, loggingOut }: { onNavigate?: () => void; onLogout: () => void; loggingOut: boolean }) {
  return (
    <div className="flex h-full flex-col">
      <ul className="space-y-1">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${itemClass} focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400 ${isActive ? 'bg-emerald-800 text-white' : 'text-emerald-50/90 hover:bg-emerald-900 hover:text-white'}`
              }
            >
              {l.icon}
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-emerald-900 pt-4">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className={`${itemClass} w-full text-emerald-50/90 hover:bg-emerald-900 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-60`}
        >
          <LogoutIcon />
          {loggingOut ? 'Logging out…' : 'Log out'}
        </button>
      </div>
    </div>
  );
}
