import { useEffect, useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from './logo';
import { ABOUT_LINKS, DESTINATION_LINKS, MAIN_LINKS, type NavLinkItem } from './nav-items';
import { buttonClass } from '@/components/ui/button';

function Section({ title, items, onNavigate }: { title: string; items: NavLinkItem[]; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <li className="border-b border-stone-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((e) => !e)}
        className="flex w-full items-center justify-between py-4 text-left text-lg font-semibold text-stone-900"
      >
        {title}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 fill-current transition-transform ${expanded ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <ul id={id} hidden={!expanded} className="pb-3 pl-3">
        {items.map((item) => (
          <li key={item.to + item.label}>
            <Link to={item.to} onClick={onNavigate} className="block rounded-lg px-2 py-2.5 text-base text-stone-700 hover:bg-emerald-50">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Full-screen phone menu (spec §2, layer 9999), a Radix dialog: focus stays inside, Escape closes it and focus
 * returns to the menu button; page scrolling is locked while open; every link closes it. Loaded on demand by
 * the header so the dialog code stays out of the first view.
 */
export default function MobileMenu({ onClose, returnFocus }: { onClose: () => void; returnFocus: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-menu"
          aria-label="Menu"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            closeButton.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          className="fixed inset-0 z-[9999] flex flex-col overflow-y-auto bg-white"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-[70px] shrink-0 items-center justify-between border-b border-stone-200 px-4">
            <Logo onNavigate={onClose} />
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="flex h-11 w-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Mobile" className="flex flex-1 flex-col px-6 py-4">
            <ul>
              <Section title="Destinations" items={DESTINATION_LINKS} onNavigate={onClose} />
              {MAIN_LINKS.map((item) => (
                <li key={item.label} className="border-b border-stone-200">
                  <Link to={item.to} onClick={onClose} className="block py-4 text-lg font-semibold text-stone-900">
                    {item.label}
                  </Link>
                </li>
              ))}
              <Section title="About Us" items={ABOUT_LINKS} onNavigate={onClose} />
            </ul>
            <Link
              to={paths.onboarding()}
              onClick={onClose}
              className={buttonClass({ size: 'lg', block: true }, 'mt-8')}
            >
              Plan Your Trip
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
