import { paths } from '../paths.js';
import type { HeadFunction, RouteDeclaration } from './page-head.js';

/** The HTML site map (sitemap.xml is the gateway's, from the same routes). */
export const route = {
  id: 'sitemap',
  patterns: ['/sitemap'],
  screen: 'Sitemap',
  scope: 'site',
  public: true,
} as const satisfies RouteDeclaration;

export const title = () => 'Plan du site';

export const head: HeadFunction = () => ({
  title: title(),
  description: 'Toutes les pages du site : services, centres, réalisations, informations légales.',
  canonicalPath: paths.sitemap(),
});
