import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { NavLinkItem } from './nav-items';

/**
 * Header dropdown: opens on click or hover, closes when the pointer leaves, on a click outside, on Escape
 * and after navigating. A click on a menu the pointer already opened keeps it open (hover then click is one gesture).
 */
export function NavDropdown({ label, items }: { label: string; items: NavLinkItem[] }) {
  const [open, setOpenState] = useState(false);
  // Refs, not state: hover and click arrive back to back, before React re-renders between them.
  const openRef = useRef(false);
  const openedByHover = useRef(false);
  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    if (!value) openedByHover.current = false;
    setOpenState(value);
  }, []);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search, setOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen]);

  return (
    <div
      ref={wrapper}
      className="relative"
      onMouseEnter={() => {
        if (!openRef.current) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openRef.current && openedByHover.current) openedByHover.current = false;
          else setOpen(!openRef.current);
        }}
        className="flex items-center gap-1 rounded-lg px-3 py-2 text-[15px] font-medium text-stone-700 hover:text-emerald-900 aria-expanded:text-emerald-900"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 fill-current transition-transform ${open ? 'rotate-180' : ''}`}>
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {/* pt-2 bridges the gap so moving the pointer from the button into the panel does not close it */}
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-10 pt-2">
        <ul className="min-w-56 rounded-xl bg-white p-2 shadow-lg ring-1 ring-stone-200">
          {items.map((item) => (
            <li key={item.to + item.label}>
              <Link
                to={item.to}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm text-stone-700 hover:bg-emerald-50 hover:text-emerald-900"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
