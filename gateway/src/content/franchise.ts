/**
 * Franchise marketing figures (spec section 1), shown on the franchise page and printed in the partners' brochure.
 * They are the network's claims, quoted as the product owner gave them, except the number of centres: that one is
 * counted from the configured centres (`franchiseFacts`), so the page, the brochure and its list of centres agree.
 */
export interface Figure {
  value: string;
  label: string;
}

export const franchiseFigures = {
  network: [
    { value: '5+', label: 'régions' },
    { value: '8+', label: 'années d’expérience' },
    { value: '50k+', label: 'fichiers traités' },
  ],
  business: [
    { value: '500 K€', label: 'de chiffre d’affaires moyen par an' },
    { value: '25-40 %', label: 'de marge' },
    { value: '< 2 h', label: 'de temps de réponse' },
    { value: '24-48 h', label: 'de délai de livraison' },
  ],
  marketing: [
    { value: '+250 %', label: 'de visibilité' },
    { value: '+180 %', label: 'd’engagement' },
    { value: '+320 %', label: 'de prospects qualifiés' },
    { value: '50+', label: 'événements par an' },
  ],
  /** Manual processing of a tuning file by an engineer. */
  manualProcessing: '30 minutes maximum',
} satisfies Record<string, Figure[] | string>;

/** Identifier of the partners' brochure served at GET /api/brochure/{id}. */
export const BROCHURE_ID = 'brochure-partenaires';

/** The figures with the number of centres first, counted from the centres shown on the site. */
export function franchiseFacts(centreCount: number) {
  return {
    ...franchiseFigures,
    network: [
      { value: String(centreCount), label: centreCount > 1 ? 'centres' : 'centre' },
      ...franchiseFigures.network,
    ],
  };
}
