/** `tel:` link for a French-formatted number ("04 65 71 00 34" -> "tel:+33465710034"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+33${digits.slice(1)}` : digits}`;
}

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** "350 €" */
export function formatEuros(amount: number): string {
  return euro.format(amount);
}
