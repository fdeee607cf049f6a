import { ADMIN_MANIFEST, type HeadFunction, type RouteDeclaration } from './page-head.js';

/**
 * The admin: `/admin` and one address per section under it (`paths.adminSection`), and the spec's gallery manager,
 * `/realisations/admin`, its « Réalisations » section. Left to the browser, in its own frame; its code is never
 * preloaded on a public page.
 */
export const route = {
  id: 'admin',
  patterns: ['/realisations/admin', '/admin', '/admin/:section'],
  screen: 'Admin',
  scope: 'site',
  public: false,
  preloadScreen: false,
  layout: 'admin',
} as const satisfies RouteDeclaration;

export const title = () => 'Administration';

export const head: HeadFunction = ({ pathname }) => ({
  title: title(),
  description: 'Espace réservé.',
  canonicalPath: pathname,
  noindex: true,
  // Installable: added to a phone's home screen, it opens on « Aujourd’hui ».
  manifest: ADMIN_MANIFEST,
});
