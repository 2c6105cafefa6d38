import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/**
 * A page's data, asked for before the page renders: a route module exports `prefetch` and the router turns it into
 * the route's loader. On the server the render waits for it (the HTML carries the data); in the browser it only
 * starts the fetches early — the page shows its own loading state as before, so navigation never waits on data.
 */
export type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/** The server passes its per-request query client as the router's request context. */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

let browserQueryClient: QueryClient | undefined;
export function setBrowserQueryClient(queryClient: QueryClient) {
  browserQueryClient = queryClient;
}

export function prefetchLoader(prefetch: Prefetch): LoaderFunction {
  return async (args) => {
    const server = (args.context as ServerRenderContext | undefined)?.queryClient;
    const queryClient = server ?? browserQueryClient;
    if (!queryClient) return null;
    // A failed fetch is the page's to show (its error state), never the router's error boundary.
    const work = prefetch(queryClient, args).catch(() => undefined);
    if (server) await work;
    return null;
  };
}
