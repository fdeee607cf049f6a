import type { CentreContent } from './types.js';

/**
 * The markets the centre presets serve: the country where the text's local claims must hold, and the currency of
 * every price. `fr` (reading A) is France in euros, `ma` (reading B) Morocco in dirhams.
 */
export interface Market {
  country: 'FR' | 'MA';
  currency: 'EUR' | 'MAD';
}

export const MARKETS: Record<Market['country'], Market> = {
  FR: { country: 'FR', currency: 'EUR' },
  MA: { country: 'MA', currency: 'MAD' },
};

/** The market of a list of centres: Morocco when every centre that names a country is in Morocco, else France. */
export function marketOf(centres: CentreContent[]): Market {
  const countries = new Set(centres.map((c) => c.country).filter(Boolean));
  return countries.size === 1 && countries.has('MA') ? MARKETS.MA : MARKETS.FR;
}
