/** `tel:` link for a French-formatted number ("04 65 71 00 34" -> "tel:+33465710034"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

/** Currencies with a symbol in French; any other is written by its ISO code, as `Intl` does for MAD. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€' };
const NARROW_NO_BREAK_SPACE = '\u202f';
const NO_BREAK_SPACE = '\u00a0';

/**
 * "350 €", "3 500 MAD": a whole amount in the currency the gateway gives with it (ISO 4217, e.g. `price.unit`),
 * written exactly as `Intl.NumberFormat('fr-FR', { style: 'currency', maximumFractionDigits: 0 })` writes it (a unit
 * test holds the two together). Not `Intl` itself: its first use loads the locale's data, a long task during the
 * hydration of every page that shows a price.
 */
export function formatPrice(amount: number, currency: string): string {
  // Rounded half away from zero, and a minus sign on any negative amount (even one rounded to 0), as Intl does.
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NO_BREAK_SPACE);
  return `${sign}${digits}${NO_BREAK_SPACE}${CURRENCY_SYMBOLS[currency] ?? currency}`;
}
