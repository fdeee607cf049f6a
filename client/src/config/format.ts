/** Calling codes of the markets' countries, whose national numbers both start with a 0 that the code replaces. */
const CALLING_CODES: Record<string, string> = { FR: '33', MA: '212' };

/**
 * `tel:` link for a number written as in its country ("04 65 71 00 34" in France -> "tel:+33465710034", "05 22 00 00
 * 01" in Morocco -> "tel:+212522000001"). The country is the centre's or the site's market: the same national
 * digits dial another line from abroad, so a Moroccan number must never get the French code. Unsaid: France.
 */
export function telHref(phone: string, country?: string | null): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const code = CALLING_CODES[country ?? 'FR'];
  return `tel:${code && digits.startsWith('0') ? `+${code}${digits.slice(1)}` : digits}`;
}

/** Currencies with a symbol in French; any other is written by its ISO code, as `Intl` does for MAD. */
const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€' };
const NARROW_NO_BREAK_SPACE = '\u202f';
const NO_BREAK_SPACE = '\u00a0';

/*
 * Numbers, prices and dates are written here as `Intl` writes them in French (unit tests hold the two together),
 * not by `Intl` itself: the first use of each `Intl` formatter loads the locale's data, a long task during the
 * hydration of every page that shows one.
 */

/** The digits of |value| in plain decimal notation ("1e-7" -> "0.0000001"), from its shortest round-trip form. */
function plainDecimal(value: number): string {
  const [mantissa = '0', exponentText] = Math.abs(value).toString().split('e');
  if (!exponentText) return mantissa;
  const exponent = Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits ("199" -> "200", "99" -> "100"). */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * "1 234", "12,5": as `Intl.NumberFormat('fr-FR', { maximumFractionDigits })` writes it: groups of three with a
 * narrow no-break space, a decimal comma, no trailing zero, rounded half away from zero on the number's shortest
 * decimal form (1361.55 -> "1 361,6", as Intl does, where `toFixed` would give 1361.5).
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const [whole = '0', fraction = ''] = plainDecimal(value).split('.');
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = incremented(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits).replace(/^0+(?=\d)/, '') || '0';
  const decimals = kept.slice(kept.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, NARROW_NO_BREAK_SPACE);
  return `${sign}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** "350 €", "3 500 MAD": a whole amount in the currency the gateway gives with it (ISO 4217, e.g. `price.unit`). */
export function formatPrice(amount: number, currency: string): string {
  return `${formatNumber(amount)}${NO_BREAK_SPACE}${CURRENCY_SYMBOLS[currency] ?? currency}`;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** '2025-03-12' -> '12 mars 2025'; the first of the month is written '1er'. A calendar date: no time zone moves it. */
export function frenchLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.getUTCDate() !== Number(match![3])) return isoDate;
  const day = date.getUTCDate();
  return `${day === 1 ? '1er' : day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** '2027-03-23' -> 'mardi 23 mars' (`withYear`: 'mardi 23 mars 2027'); a calendar date, as `frenchLongDate`. */
export function frenchDay(isoDate: string, withYear = false): string {
  const long = frenchLongDate(isoDate);
  if (long === isoDate) return isoDate;
  const weekday = WEEKDAYS[new Date(`${isoDate}T12:00:00Z`).getUTCDay()]!;
  return `${weekday} ${withYear ? long : long.replace(/ \d{4}$/, '')}`;
}
