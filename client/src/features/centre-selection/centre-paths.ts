/**
 * The same page for another centre: `/montpellier/contact` -> `/nice/contact`; a centreless page gains the prefix
 * (`/contact` -> `/nice/contact`); the landing page becomes the centre's home.
 */
export function pathForCentre(pathname: string, centreIds: string[], target: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === '') return `/${target}`;
  if (centreIds.includes(first)) return ['', target, ...rest].join('/');
  return `/${target}${pathname}`;
}

/** Pages that need a centre (spec section 2): their centreless form redirects to the chosen centre's version. */
export const CENTRE_PAGES = [
  'services',
  'reprogrammation',
  'realisations',
  'franchise',
  'maritime',
  'contact',
] as const;

/** True for pages that exist per centre: the landing page, a centre page, or the centreless form of one. */
export function hasCentreVersion(pathname: string, centreIds: string[]): boolean {
  if (pathname.startsWith('/realisations/admin')) return false;
  const first = pathname.split('/')[1] ?? '';
  return first === '' || centreIds.includes(first) || (CENTRE_PAGES as readonly string[]).includes(first);
}
