import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { PageView } from '@/lib/page-view';

/**
 * What a server-rendered page hands the browser beside its HTML, in a JSON data block (not a script that runs, so
 * the CSP's no-inline-scripts rule holds): the query cache the page was rendered from, the router's state, and the
 * page view's random choices. With it the browser hydrates the same tree instead of drawing the page again.
 */
export const SSR_PAYLOAD_ID = 'ssr-payload';

export interface SsrPayload {
  pageView: PageView;
  queries: DehydratedState;
  router: HydrationState;
}

/** `<` escaped so a value holding '</script>' cannot end the block early. */
export const serializePayload = (payload: SsrPayload) => JSON.stringify(payload).replace(/</g, '\\u003c');
