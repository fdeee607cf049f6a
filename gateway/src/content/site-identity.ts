import type { Market } from './markets.js';
import type { LegalField } from './types.js';

/**
 * Who runs the site. Change the brand here: the footer, the legal pages
 * and the browser cache keys all read it from the database row loaded from this file. The legal facts
 * (LCEN) are set by the operator through the `LEGAL_*`, `HOSTING_*` and `MEDIATOR_*` variables
 * (decision 027); outside production the fictitious ones below fill what is not set.
 */
export const siteIdentity = {
  brandName: 'Ecuvia',
  legalName: 'Ecuvia Performance',
  contactEmail: 'contact@ecuvia.fr',
  subscriberPortalUrl: 'https://fichiers.ecuvia.fr',
  cacheKeyPrefix: 'ecuvia_cache_',
};

/** The site's own mail domain, that of its contact e-mail: the centres' notice addresses are on it. */
export const siteDomain = siteIdentity.contactEmail.slice(siteIdentity.contactEmail.indexOf('@') + 1);

/**
 * The network's phone in each market: the site's contact phone, and the one given for a centre that has none of its
 * own (`services/centre-contacts.ts`). A visitor of the Moroccan site never sees the French number. The French one is
 * in the range ARCEP keeps for fiction; the Moroccan regulator (ANRT) keeps none, so the Moroccan one is made up, with
 * « 00 00 00 » after the Casablanca code to read as a placeholder: set the real numbers before going live.
 */
export const networkPhones: Record<Market['country'], string> = {
  FR: '04 65 71 00 34',
  MA: '05 22 00 00 00',
};

/**
 * The demonstration's legal facts: plausible in shape, fictitious in substance. The SIREN fails the Luhn check that
 * real ones pass, the people and companies do not exist, and the phone numbers are in the ranges that the French
 * regulator (ARCEP) keeps for fiction. Pages built from them say they are fictitious.
 */
export const demoLegalIdentity: Record<LegalField, string> = {
  legalForm: 'SAS (société par actions simplifiée)',
  shareCapital: '10 000 €',
  rcsNumber: '000 000 001',
  rcsCity: 'Montpellier',
  registeredOffice: '12 Rue de l’Exemple, 34000 Montpellier, France',
  vatNumber: 'FR00 000000001',
  publicationDirector: 'Camille Exemple',
  hostName: 'Hébergeur Exemple SAS',
  hostAddress: '1 Avenue de la Démonstration, 75000 Paris, France',
  hostPhone: '01 99 00 12 34',
  mediatorName: 'Médiateur Exemple de la consommation',
  mediatorWebsite: 'https://mediateur.example.org',
  mediatorAddress: '3 Place de la Démonstration, 69000 Lyon, France',
};
