import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled dashboard card with an optional header link ("See all", "Manage"). */
export function DashboardPanel({ title, id, link, children }: { title: string; id: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="font-display text-xl font-bold text-stone-900">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="rounded-full px-3 py-1 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-emerald-700">
            {link.label}
          </Link>
        )}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function PanelEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{children}</p>;
}
