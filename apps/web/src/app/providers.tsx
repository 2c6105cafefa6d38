import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';

// The toast host loads beside the first page instead of inside the entry bundle (spec budget: 150 KB gzipped).
// toast() calls share sonner's module-level store, so toasts raised by pages still reach it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            // Client errors (404, 400…) are answers, not glitches: retrying them only delays the error view.
            retry: (count, error) => !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 1,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
