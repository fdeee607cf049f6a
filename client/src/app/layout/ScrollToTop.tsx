import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The page scrolls to the top on every path change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
