import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CATALOGUE_MESSAGES } from '@safari/contract';
import { buttonClass } from '@/components/ui/button';

/** Router fallback (traveller-side.md §8): a failed lazy chunk says so; anything else shows the generic text. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /Failed to fetch dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{CATALOGUE_MESSAGES.routerFallback}</h1>
      <p className="mt-3 text-stone-600">
        {chunkFailed ? CATALOGUE_MESSAGES.chunkFailed : (detail ?? 'Something went wrong while showing this page.')}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClass({}, 'mt-6')}
      >
        Reload the page
      </button>
    </div>
  );
}
