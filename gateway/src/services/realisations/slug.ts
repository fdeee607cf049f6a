import { slugify } from '../vehicles/catalogue-rows.js';

/** The readable part of a realisation URL (/realisations/{id}-{slug}), at most 80 characters. */
export function realisationSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'realisation';
}
