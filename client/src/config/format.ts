/** `tel:` link for a French-formatted number ("04 65 71 00 34" -> "tel:+33465710034"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** "350 €", "3 500 MAD": a whole amount in the currency the gateway gives with it (ISO 4217, e.g. `price.unit`). */
export function formatPrice(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 });
    formats.set(currency, format);
  }
  return format.format(amount);
}
