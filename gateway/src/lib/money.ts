const formats = new Map<string, Intl.NumberFormat>();

/** « 350 € », « 3 500 MAD »: a whole amount in French, in the given ISO 4217 currency. */
export function formatMoney(amount: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/** « de 250 € à 400 € » */
export function formatMoneyRange(range: { from: number; to: number }, currency: string): string {
  return `de ${formatMoney(range.from, currency)} à ${formatMoney(range.to, currency)}`;
}
