/**
 * The site's pages, one module each (contract/src/pages/<page>.ts: its route, title and head; its screen and data
 * loader in client/src/routes/<Screen>/). The SPA's router, the gateway's renders, redirects, heads and sitemap are
 * derived from these two lists: a page is added by writing its module and naming it here.
 */
import { head as adminHead, route as adminRoute } from './admin.js';
import { head as bookingHead, route as bookingRoute } from './booking.js';
import { head as centreHomeHead, route as centreHomeRoute } from './centre-home.js';
import { head as configuratorHead, route as configuratorRoute } from './configurator.js';
import { head as contactHead, route as contactRoute } from './contact.js';
import { head as franchiseHead, route as franchiseRoute } from './franchise.js';
import { head as homeHead, route as homeRoute } from './home.js';
import { head as legalHead, legalNotice, privacy, terms } from './legal.js';
import { head as maritimeHead, route as maritimeRoute } from './maritime.js';
import { head as myBookingHead, route as myBookingRoute } from './my-booking.js';
import { head as realisationHead, route as realisationRoute } from './realisation.js';
import { head as realisationsHead, route as realisationsRoute } from './realisations.js';
import { head as serviceHead, route as serviceRoute } from './service.js';
import { head as servicesHead, route as servicesRoute } from './services.js';
import { head as sitemapHead, route as sitemapRoute } from './sitemap.js';
import type { HeadFunction } from './page-head.js';

/** In matching order: the site's own pages, then a centre's home, then the pages each centre has. */
export const ROUTES = [
  homeRoute,
  adminRoute,
  legalNotice,
  privacy,
  terms,
  sitemapRoute,
  myBookingRoute,
  centreHomeRoute,
  servicesRoute,
  serviceRoute,
  configuratorRoute,
  realisationsRoute,
  realisationRoute,
  franchiseRoute,
  maritimeRoute,
  contactRoute,
  bookingRoute,
] as const;

export type RouteId = (typeof ROUTES)[number]['id'];

/**
 * Each route's head, by id: a route without one is a type error. (Kept apart from ROUTES so that the SPA, which reads
 * only the routes, carries none of the heads' code.)
 */
export const HEADS: Record<RouteId, HeadFunction> = {
  home: homeHead,
  admin: adminHead,
  legalNotice: legalHead,
  privacy: legalHead,
  terms: legalHead,
  sitemap: sitemapHead,
  myBooking: myBookingHead,
  centreHome: centreHomeHead,
  services: servicesHead,
  service: serviceHead,
  configurator: configuratorHead,
  realisations: realisationsHead,
  realisation: realisationHead,
  franchise: franchiseHead,
  maritime: maritimeHead,
  contact: contactHead,
  booking: bookingHead,
};
