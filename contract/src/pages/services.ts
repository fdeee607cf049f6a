import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { centrePageHead } from './centre-page.js';

/** The list of services. */
export const route = {
  id: 'services',
  patterns: ['services'],
  screen: 'ServicesList',
  scope: 'centre',
  public: true,
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Nos services${at(centreName)}`;

export const head: HeadFunction = (context) =>
  centrePageHead(context, {
    title: title(context.centre?.name),
    description: `Reprogrammation moteur et boîte, conversion E85, diagnostic, entretien, banc de puissance et antipollution${context.where} : prix, durées et garanties.`,
  });
