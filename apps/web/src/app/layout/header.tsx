import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';
import { ABOUT_LINKS, DESTINATION_LINKS, MAIN_LINKS } from './nav-items';
import { useHeaderBehaviour } from './use-header-behaviour';
import { buttonClass } from '@/components/ui/button';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** Fixed public header (traveller-side.md §2 "Header"). */
export function Header() {
  const ref = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const { scrolled, visible } = useHeaderBehaviour(ref, menuOpen);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const focusMenuButton = useCallback(() => menuButton.current?.focus(), []);
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-visible={visible ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 border-b transition-[transform,box-shadow,background-color] duration-300 focus-within:translate-y-0 ${
        scrolled ? 'border-stone-200 bg-white shadow-md' : 'border-transparent bg-white/95'
      } ${visible ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div className="mx-auto flex h-[70px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavDropdown label="Destinations" items={DESTINATION_LINKS} />
          {MAIN_LINKS.map((item) => (
            <NavLink
              key={item.label}
              to={item.to}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-[15px] font-medium hover:text-emerald-900 ${isActive ? 'text-emerald-900 underline decoration-amber-400 decoration-2 underline-offset-8' : 'text-stone-700'}`
              }
            >
              {item.label}
            </NavLink>
          ))}
          <NavDropdown label="About Us" items={ABOUT_LINKS} />
          <Link
            to={paths.onboarding()}
            className={buttonClass({ size: 'sm' }, 'ml-3 text-[15px] shadow-sm')}
          >
            Plan Your Trip
          </Link>
        </nav>
        <button
          ref={menuButton}
          type="button"
          onClick={() => setMenuOpen(true)}
          // Fetch the menu's code as soon as a tap or click is likely, so it opens without a wait.
          onPointerEnter={loadMobileMenu}
          onPointerDown={loadMobileMenu}
          onFocus={loadMobileMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label="Open menu"
          className="flex h-11 w-11 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100 lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} returnFocus={focusMenuButton} />
        </Suspense>
      )}
    </header>
  );
}
