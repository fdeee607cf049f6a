import { paths } from '../paths.js';
import type { HeadFunction, RouteDeclaration } from './page-head.js';

/**
 * The visitor's own booking, opened by their e-mail's link: the token is in the fragment, which only the browser
 * reads, so there is nothing to render on the gateway or to index.
 */
export const route = {
  id: 'myBooking',
  patterns: ['/mon-rendez-vous'],
  screen: 'MyBooking',
  scope: 'site',
  public: false,
} as const satisfies RouteDeclaration;

export const title = () => 'Votre rendez-vous';

export const head: HeadFunction = () => ({
  title: title(),
  description: 'Déplacer ou annuler votre rendez-vous.',
  canonicalPath: paths.myBooking(),
  noindex: true,
});
