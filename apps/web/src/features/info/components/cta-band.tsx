import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

export const primaryCtaClass =
  buttonClass({ tone: 'accent' }, 'shadow-sm');
export const secondaryCtaClass = buttonClass({ tone: 'ghost' });

/** A dark closing band with up to two calls to action. */
export function CtaBand({ id, title, children, primary, secondary }: { id: string; title: string; children?: ReactNode; primary: { to: string; label: string }; secondary?: { to: string; label: string } }) {
  return (
    <section aria-labelledby={id} className="bg-emerald-900 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16 lg:px-8">
        <h2 id={id} className="font-display text-3xl font-bold">
          {title}
        </h2>
        {children && <div className="mt-3 max-w-2xl text-emerald-50">{children}</div>}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={primary.to} className={primaryCtaClass}>
            {primary.label}
          </Link>
          {secondary && (
            <Link to={secondary.to} className={secondaryCtaClass}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
