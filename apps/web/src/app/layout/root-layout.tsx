import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { initAnalytics, trackPageView } from '@/lib/analytics';
import { Header } from './header';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';

/** One page_view per route change (path or query), since gtag's automatic page views are off. */
function PageViewTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    initAnalytics();
  }, []);
  useEffect(() => {
    // Wait a frame so the page's own title (usePageMeta) is in place.
    const frame = requestAnimationFrame(() => trackPageView());
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);
  return null;
}

/**
 * Marks the document once React owns it (hydrated or drawn): before that, a server-rendered page's links and
 * buttons are plain HTML. Browser tests wait for it before they interact, as a person waits for a page to respond.
 */
function useAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
}

export function RootLayout() {
  useAppReady();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-800">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[10000] focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
