import type { HeadFunction, RouteDeclaration } from './page-head.js';
import { centrePageHead } from './centre-page.js';

/** Becoming a franchisee: the same page for every centre. */
export const route = {
  id: 'franchise',
  patterns: ['franchise'],
  screen: 'Franchise',
  scope: 'centre',
  public: true,
} as const satisfies RouteDeclaration;

export const title = () => 'Devenir franchisé';

export const head: HeadFunction = (context) =>
  centrePageHead(context, {
    title: title(),
    description:
      'Rejoignez un réseau de centres de reprogrammation moteur : fichiers, formation, marketing et pièces de performance. Téléchargez la brochure.',
  });
