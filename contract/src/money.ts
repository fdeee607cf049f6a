/** One formatter per currency, made on first use (no work when the module is only loaded). */
let formats: Map<string, Intl.NumberFormat> | undefined;

/** « 350 € », « 3 500 MAD »: a whole amount in French, in the given ISO 4217 currency. */
export function formatMoney(amount: number, currency: string): string {
  formats ??= new Map();
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
