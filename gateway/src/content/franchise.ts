/**
 * Franchise marketing figures (spec section 1), shown on the franchise page and printed in the partners' brochure.
 * They are the network's claims, quoted as the product owner gave them, except the numbers of centres and regions:
 * those are counted from the configured centres (`franchiseFacts`), so the page, the brochure and its list of centres
 * agree (the spec's « 5+ régions » would be false of four centres in two regions).
 */
export interface Figure {
  value: string;
  label: string;
}

export const franchiseFigures = {
  network: [
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

/**
 * The figures with the numbers of centres and of regions first, counted from the centres shown on the site. The
 * regions are counted only when every centre names its own (a centres file may leave them out).
 */
export function franchiseFacts(centres: readonly { region?: string | null }[]) {
  const regions = centres.every((c) => c.region) ? new Set(centres.map((c) => c.region)).size : 0;
  const counted = (count: number, one: string, many: string) => ({
    value: String(count),
    label: count > 1 ? many : one,
  });
  return {
    ...franchiseFigures,
    network: [
      counted(centres.length, 'centre', 'centres'),
      ...(regions > 0 ? [counted(regions, 'région', 'régions')] : []),
      ...franchiseFigures.network,
    ],
  };
}
