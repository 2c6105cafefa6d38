import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { SSR_PAYLOAD_ID, type SsrPayload } from './app/ssr/payload';
import { setBrowserQueryClient } from './lib/prefetch';
import { newRenderSeed } from './lib/page-view';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const payloadText = document.getElementById(SSR_PAYLOAD_ID)?.textContent;
const payload = payloadText ? (JSON.parse(payloadText) as SsrPayload) : undefined;

const queryClient = createQueryClient();
setBrowserQueryClient(queryClient);
const heroKeys = document.querySelector('meta[name="hero-images"]')?.getAttribute('content')?.split(',') ?? [];
const pageView = payload?.pageView ?? { seed: newRenderSeed(), heroKeys };

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} pageView={pageView}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/**
 * The server rendered this page: take over its HTML. The page's lazy modules load first, so the first render in the
 * browser is the same tree (react-router's documented way to hydrate lazy routes). Not awaited at the top level: the
 * route chunks import this entry's shared code, which must finish evaluating before they can.
 */
async function hydratePage(ssr: SsrPayload) {
  hydrate(queryClient, ssr.queries);
  const lazyRoutes = (matchRoutes(routes, window.location) ?? []).map((m) => m.route).filter((r) => typeof r.lazy === 'function');
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  // As a transition, hydration is done in slices that yield to the browser (a phone's single task was up to 250 ms
  // on home); until it is done the page stays the server's, and an interaction hydrates at once what it touches.
  startTransition(() => {
    hydrateRoot(container, app(createBrowserRouter(routes, { hydrationData: ssr.router })));
  });
}

/**
 * A page the browser draws: rendered once the router has its route's code and data. Rendered before, the router
 * had nothing to show but its fallback (none: an empty page, and a console warning), so the header bar the server
 * painted (boot markup) blinked out until the page's chunk arrived; now it stays until the page replaces it.
 */
function drawPage() {
  const router = createBrowserRouter(routes);
  const draw = () => createRoot(container).render(app(router));
  if (router.state.initialized) return draw();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    draw();
  });
}

if (payload) void hydratePage(payload);
else drawPage();
