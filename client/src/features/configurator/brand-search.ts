/**
 * The configurator's list search. Brands also answer to the names people type for them (« vw », « merco »,
 * « bm »…): the one table of those names, keyed by the catalogue's manufacturer slug.
 */
export const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'alfa-romeo': ['alfa'],
  bmw: ['bm', 'beemer', 'bimmer'],
  citroen: ['citro'],
  'harley-davidson': ['harley', 'hd'],
  'land-rover': ['range rover', 'range', 'lr'],
  'mercedes-benz': ['merco', 'merc', 'mercedes', 'benz', 'mb'],
  'moto-guzzi': ['guzzi'],
  'renault-trucks': ['rvi'],
  'royal-enfield': ['enfield'],
  volkswagen: ['vw', 'volks', 'vdub'],
};

/** Lower case, without accents, spaces or punctuation: « Mercedes-Benz » and « mercedes benz » compare equal. */
export const compact = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Whether a brand or model answers a search: its name contains what was typed, or (brands) one of its common
 * names starts with it. An empty search matches everything.
 */
export function matchesSearch(item: { slug: string; name: string }, query: string): boolean {
  const wanted = compact(query);
  if (!wanted) return true;
  if (compact(item.name).includes(wanted)) return true;
  return (BRAND_ALIASES[item.slug] ?? []).some((alias) => compact(alias).startsWith(wanted));
}
