import type { ReactNode } from 'react';

/** The centred card every sign-in page uses, so they read as one flow. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-emerald-950 via-emerald-900 to-stone-50 to-[18rem] px-4 pb-16 pt-10 sm:pt-16">
      <div className="mx-auto max-w-md">
        <p className="text-center text-sm font-semibold uppercase tracking-widest text-amber-400">Agent portal</p>
        <div className="mt-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
          <h1 className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-2 text-stone-600">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
      </div>
    </div>
  );
}
