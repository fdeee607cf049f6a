import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageKeyOf } from './page-key';

/**
 * The page scrolls to the top on every page change (spec section 2); not when a job opens over its gallery or closes
 * (page-key.ts): Back must find the gallery where the visitor left it.
 */
export function ScrollToTop() {
  const page = pageKeyOf(useLocation().pathname);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [page]);
  return null;
}
