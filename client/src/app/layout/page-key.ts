import { realisationIdOf } from '@garage/contract/paths';

/**
 * The page an address shows, for what must start afresh with each page (the scroll position, the route's error
 * boundary): a job's address (`…/realisations/{id}-{slug}`) is its gallery's page with the job's lightbox over it, so
 * opening or closing a job keeps the gallery as it was.
 */
export function pageKeyOf(pathname: string): string {
  const at = pathname.lastIndexOf('/');
  const parent = pathname.slice(0, at);
  return parent.endsWith('/realisations') && realisationIdOf(pathname.slice(at + 1)) ? parent : pathname;
}
