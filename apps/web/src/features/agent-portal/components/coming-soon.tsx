import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Portal pages that a later release builds: said plainly, inside the shell, with a way back. */
export function ComingSoon({ title, note }: { title: string; note: string }) {
  return (
    <section className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">Coming soon</span>
      <h1 className="mt-4 font-display text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mx-auto mt-3 max-w-md text-stone-600">{note}</p>
      <Link to={paths.agent.dashboard} className="mt-8 inline-block rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
        Back to Dashboard
      </Link>
    </section>
  );
}
