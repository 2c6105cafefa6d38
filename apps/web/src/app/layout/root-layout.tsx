import { Outlet, ScrollRestoration } from 'react-router';
import { Header } from './header';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-800">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[10000] focus:rounded focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
