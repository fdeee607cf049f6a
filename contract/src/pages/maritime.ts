import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { centrePageHead } from './centre-page.js';

/** Boats and jet-skis. */
export const route = {
  id: 'maritime',
  patterns: ['maritime'],
  screen: 'Maritime',
  scope: 'centre',
  public: true,
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Reprogrammation et entretien marine${at(centreName)}`;

export const head: HeadFunction = (context) =>
  centrePageHead(context, {
    title: title(context.centre?.name),
    description: `Reprogrammation, diagnostic et entretien des moteurs de bateaux et de jet-skis${context.where} : hivernage, turbine, anodes et vidange.`,
  });
