import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { PageViewProvider, type PageView } from '@/lib/page-view';

// The toast host loads beside the first page instead of inside the entry bundle (spec budget: 150 KB gzipped).
// toast() calls share sonner's module-level store, so toasts raised by pages still reach it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The same providers wrap the browser's tree and a server render, so a hydrated page matches what the server sent. */
/** Toasts only ever follow something done in the browser, so the host mounts after the first render (never on the server). */
function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}

export function AppProviders({ queryClient, pageView, children }: { queryClient: QueryClient; pageView: PageView; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PageViewProvider value={pageView}>
        {children}
        <ToastHost />
      </PageViewProvider>
    </QueryClientProvider>
  );
}
