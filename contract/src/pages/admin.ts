import { paths } from '../paths.js';
import type { HeadFunction, RouteDeclaration } from './page-head.js';

/** The spec's admin of the gallery: left to the browser, its code never preloaded on a public page. */
export const route = {
  id: 'admin',
  patterns: ['/realisations/admin'],
  screen: 'Admin',
  scope: 'site',
  public: false,
  preloadScreen: false,
} as const satisfies RouteDeclaration;

export const title = () => 'Administration des réalisations';

export const head: HeadFunction = () => ({
  title: title(),
  description: 'Espace réservé.',
  canonicalPath: paths.admin(),
  noindex: true,
});
