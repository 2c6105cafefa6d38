import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The page scrolls to the top on every path change (both spec route tables); query changes keep the position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
