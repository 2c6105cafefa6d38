import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { serializePayload, SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr/payload';
import type { ServerRenderContext } from './lib/prefetch';
import { setServerTransport } from './lib/api-client';
import type { PageView } from './lib/page-view';
import { createQueryClient } from './lib/query-client';

/**
 * Server rendering of the public pages (docs/decisions/012-server-rendered-catalogue-pages.md). The server calls
 * `configure` once with a fetch that answers /api calls in-process, then `render` per page request.
 */
export function configure(transport: { origin: string; fetch: typeof fetch }) {
  setServerTransport(transport);
}

const handler = createStaticHandler(routes);

export type RenderResult =
  | { kind: 'html'; html: string; payload: string }
  /** The page's data could not be loaded (unknown id, API failure): the browser draws it, with its own states. */
  | { kind: 'skip'; reason: string };

export async function render(url: string, pageView: PageView): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const context = await handler.query(new Request(url), { requestContext: { queryClient } satisfies ServerRenderContext });
  if (context instanceof Response) return { kind: 'skip', reason: `redirect ${context.status}` };
  if (context.errors) return { kind: 'skip', reason: 'route error' };
  const failed = queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' });
  if (failed.length > 0) return { kind: 'skip', reason: 'data error' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders queryClient={queryClient} pageView={pageView}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const payload: SsrPayload = {
    pageView,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
  };
  queryClient.clear();
  return { kind: 'html', html, payload: `<script type="application/json" id="${SSR_PAYLOAD_ID}">${serializePayload(payload)}</script>` };
}
