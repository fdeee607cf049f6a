import type { SiteIdentityContent } from './types.js';

/**
 * Who runs the site. Change the brand here: the header's “Devenir …” link, the footer, the legal pages
 * and the browser cache keys all read it from the database row loaded from this file.
 */
export const siteIdentity: SiteIdentityContent = {
  brandName: 'Ecuvia',
  legalName: 'Ecuvia Performance',
  legalForm: 'SAS au capital de 10 000 €',
  registeredOffice: '56 Rue Léon Trotski, 34070 Montpellier, France',
  registrationNumber: 'RCS Montpellier (numéro communiqué sur demande)',
  contactEmail: 'contact@ecuvia.fr',
  contactPhone: '04 65 71 00 34',
  subscriberPortalUrl: 'https://fichiers.ecuvia.fr',
  cacheKeyPrefix: 'ecuvia_cache_',
  publicationDirector: 'Le président de la société',
  host: 'L’hébergeur désigné par la société (coordonnées communiquées sur demande)',
};
