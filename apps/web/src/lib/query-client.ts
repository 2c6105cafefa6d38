import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';

/** The app's query defaults, the same in the browser and in a server render. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (404, 400…) are answers, not glitches: retrying them only delays the error view.
        retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}
