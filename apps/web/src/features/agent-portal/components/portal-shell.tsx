import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { clearAgentSession, getAgentToken } from '@/lib/agent-session';
import { logoutAgent } from '../api/logout';
import { CloseIcon, MenuIcon } from './icons';
import { PortalNav } from './portal-nav';
import { queryKeys } from '@/lib/query-keys';
import { buttonClass } from '@/components/ui/button';
import { MODAL_LAYER, MODAL_OVERLAY } from '@/components/ui/modal-layer';

function Brand() {
  return (
    <Link to={paths.agent.dashboard} className="flex flex-col leading-tight focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400">
      <span className="font-display text-lg font-bold text-white">Safari Marketplace</span>
      <span className="text-xs font-semibold uppercase tracking-widest text-amber-400">Agent portal</span>
    </Link>
  );
}

/** Desktop sidebar and phone top bar with a slide-in menu around every portal page. */
export function PortalShell({ banner, children }: { banner?: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const { pathname } = useLocation();

  // The portal sits outside the public layout and its ScrollToTop, and the spec scrolls to the top on every path change.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const logout = async () => {
    setLoggingOut(true);
    const token = getAgentToken();
    try {
      if (token) await logoutAgent(token);
    } catch {
      // The local session is cleared regardless: signing out must always work, even offline.
    }
    clearAgentSession();
    queryClient.removeQueries({ queryKey: queryKeys.agentPortal.all });
    navigate(paths.agent.login, { replace: true });
  };

  return (
    <div className="min-h-dvh bg-stone-50 text-stone-800">
      <a href="#portal-main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[10000] focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col bg-emerald-950 px-4 py-6 lg:flex" aria-label="Portal">
        <div className="px-3">
          <Brand />
        </div>
        <nav aria-label="Portal navigation" className="mt-8 flex flex-1 flex-col">
          <PortalNav onLogout={logout} loggingOut={loggingOut} />
        </nav>
      </aside>

      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 bg-emerald-950 px-4 lg:hidden">
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className="rounded-lg p-2 text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400" aria-label="Open menu">
            <MenuIcon />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={MODAL_OVERLAY} />
            <Dialog.Content className={`fixed inset-y-0 left-0 ${MODAL_LAYER} flex w-[80vw] max-w-xs flex-col bg-emerald-950 px-4 py-5 shadow-xl focus:outline-none`}>
              <div className="flex items-center justify-between px-3">
                <Dialog.Title asChild>
                  <span>
                    <Brand />
                  </span>
                </Dialog.Title>
                <Dialog.Close className="rounded-lg p-2 text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-400" aria-label="Close menu">
                  <CloseIcon />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Portal navigation</Dialog.Description>
              <nav aria-label="Portal navigation" className="mt-8 flex flex-1 flex-col">
                <PortalNav onNavigate={() => setMenuOpen(false)} onLogout={logout} loggingOut={loggingOut} />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <div className="flex-1">
          <Brand />
        </div>
        <Link
          to={paths.agent.proposalNew()}
          className={buttonClass({ tone: 'accent', size: 'sm' })}
        >
          + Proposal
        </Link>
      </header>

      <div className="lg:pl-64">
        <main id="portal-main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
          {banner}
          {children}
        </main>
      </div>
    </div>
  );
}
