/**
 * The mileage and number plate a visitor may add to a quote: read as people type them, stored in one normalised
 * form. Both are optional; a value that cannot be read is refused with its expected shapes rather than guessed.
 */

export const MILEAGE_MAX_KM = 1_500_000;

/** « 85 000 », « 85.000 km », « 85000 » → 85000; null for anything else (letters, decimals, out of range). */
export function readMileage(typed: string): number | null {
  const compact = typed
    .replace(/\s*km$/i, '')
    .replace(/[\s.\u00a0\u202f]/g, '')
    .trim();
  if (!/^\d{1,7}$/.test(compact)) return null;
  const km = Number(compact);
  return km <= MILEAGE_MAX_KM ? km : null;
}

/** Arabic letters of Moroccan plates, and the Latin letter each is written with on a quote. */
const MOROCCAN_LETTERS: Record<string, string> = { أ: 'A', ا: 'A', ب: 'B', د: 'D', ه: 'H', و: 'W', ط: 'T', ج: 'J' };

/**
 * A French plate (SIV « AB-123-CD », or the former « 1234 AB 34 » with its département) or a Moroccan one
 * (« 12345-A-6 »: number, series letter, prefecture code; the Arabic letter is written in Latin), normalised; null
 * when it is none of these.
 */
export function readPlate(typed: string): string | null {
  const compact = Array.from(typed.toUpperCase().replace(/[\s\-|/.]/g, ''), (c) => MOROCCAN_LETTERS[c] ?? c).join('');
  let match = /^([A-HJ-NP-TV-Z]{2})(\d{3})([A-HJ-NP-TV-Z]{2})$/.exec(compact);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,4})([A-Z]{1,3})(\d{2}|2[AB]|97\d)$/.exec(compact);
  if (match) return `${match[1]} ${match[2]} ${match[3]}`;
  match = /^(\d{1,6})([A-Z])(\d{1,2})$/.exec(compact);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  return null;
}
