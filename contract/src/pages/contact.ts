import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { centrePageHead } from './centre-page.js';

/**
 * Contact and quote requests; `?prestation=`, `?vehicle=`, `?sujet=` and `?moteur=` prefill the form; `?demande=` is
 * the receipt of a request sent without scripts (the gateway's answer to the form's `POST` sends there).
 */
export const route = {
  id: 'contact',
  patterns: ['contact'],
  screen: 'Contact',
  scope: 'centre',
  public: true,
  query: ['prestation', 'vehicle', 'sujet', 'moteur', 'demande'],
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Contact et devis${at(centreName)}`;

export const head: HeadFunction = (context) =>
  centrePageHead(context, {
    title: title(context.centre?.name),
    description: `Coordonnées, horaires et formulaire de contact${context.where}. Demandez un devis de reprogrammation ou d’entretien.`,
  });
