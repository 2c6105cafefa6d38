import { Link } from 'react-router';

/** Shown by routes that a later issue builds; says so plainly instead of pretending. */
export function PlaceholderPage({ title, note }: { title: string; note?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-4 text-stone-600">{note ?? 'This page is being prepared and will be available soon.'}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900">
        Back to Home
      </Link>
    </section>
  );
}
