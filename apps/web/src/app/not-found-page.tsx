import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { buttonClass } from '@/components/ui/button';

/** Any path the app does not know: its own title (not the last page's), and ways back into the site. */
export default function NotFoundPage() {
  usePageMeta('Page not found', "We couldn't find the page you were looking for.");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">404</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-stone-900">Page not found</h1>
      <p className="mt-4 text-stone-600">We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass()}>
          Back to Home
        </Link>
        <Link to={paths.search()} className={buttonClass({ tone: 'secondary' })}>
          Browse experiences
        </Link>
      </div>
    </section>
  );
}
