import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top on every path change (both spec route tables); query changes keep the position.
 * Back and Forward (POP) are left to `<ScrollRestoration />`, which puts the visitor back where they were.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    // Only a path change scrolls; the navigation type is read for that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
