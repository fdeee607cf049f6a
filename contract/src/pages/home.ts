import { paths } from '../paths.js';
import type { HeadFunction, RouteDeclaration } from './page-head.js';
import { organisation } from './structured-data.js';

/** `/`: the network, its services and centres. */
export const route = {
  id: 'home',
  patterns: ['/'],
  screen: 'Landing',
  scope: 'site',
  public: true,
} as const satisfies RouteDeclaration;

export const title = () => 'Reprogrammation moteur, conversion E85 et entretien';

export const head: HeadFunction = ({ site, centres }) => ({
  title: title(),
  description:
    'Réseau de centres de reprogrammation moteur : stage 1 et 2, conversion E85, boîte de vitesses, diagnostic, entretien, banc de puissance et marine.',
  canonicalPath: paths.home(),
  jsonLd: [organisation(site, centres)],
});
