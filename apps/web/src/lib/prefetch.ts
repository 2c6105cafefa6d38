import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/**
 * A page's data, asked for before the page renders: a route module exports `prefetch` and the router turns it into
 * the route's loader. On the server the render waits for it (the HTML carries the data); in the browser it only
 * starts the fetches early — the page shows its own loading state as before, so navigation never waits on data.
 */
export type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * Code a page's first render needs beyond its own chunk, loaded after the first view (decision 014: the search
 * box). A navigation in the browser waits for it as for the page's chunk, so the page never draws a stand-in first;
 * a server-rendered page hydrates without waiting (its loader does not run then) and React hydrates that part when
 * its code arrives. Resolves even if the code could not be fetched: the page shows its stand-in then.
 */
export type Preload = () => Promise<unknown>;

/** The server passes its per-request query client as the router's request context. */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

let browserQueryClient: QueryClient | undefined;
export function setBrowserQueryClient(queryClient: QueryClient) {
  browserQueryClient = queryClient;
}

export function prefetchLoader(prefetch: Prefetch | undefined, preload?: Preload): LoaderFunction {
  return async (args) => {
    const server = (args.context as ServerRenderContext | undefined)?.queryClient;
    const code = preload?.();
    const queryClient = server ?? browserQueryClient;
    if (prefetch && queryClient) {
      // A failed fetch is the page's to show (its error state), never the router's error boundary.
      const work = prefetch(queryClient, args).catch(() => undefined);
      if (server) await work;
    }
    await code;
    return null;
  };
}
