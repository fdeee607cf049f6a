import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { centrePageHead } from './centre-page.js';

/**
 * Online booking at a centre; `?prestation=`, `?vehicle=` and `?travaux=` say what is booked, `?moteur=` the engine
 * page it comes from (whose stage price it shows and keeps).
 */
export const route = {
  id: 'booking',
  patterns: ['rendez-vous'],
  screen: 'Booking',
  scope: 'centre',
  public: true,
  query: ['prestation', 'vehicle', 'travaux', 'moteur'],
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Prendre rendez-vous${at(centreName)}`;

export const head: HeadFunction = (context) =>
  centrePageHead(context, {
    title: title(context.centre?.name),
    description: `Prenez rendez-vous en ligne${context.where} : choisissez la prestation, un jour et une heure libres, et recevez la confirmation par e-mail.`,
  });
