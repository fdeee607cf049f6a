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

/**
 * Models a maker sold under its own name before a sibling brand took them over, keyed by the maker's slug: a buyer
 * who names a « Citroën DS3 » looks under Citroën, where the catalogue (which files it under DS) has nothing. The
 * maker's model list shows them too, linked to their page under the brand that now holds them.
 */
export const SOLD_UNDER_ANOTHER_BRAND: Readonly<
  Record<string, readonly { brand: string; brandName: string; model: string; soldAs: string; until: number }[]>
> = {
  citroen: [
    { brand: 'ds', brandName: 'DS', model: 'ds-3', soldAs: 'DS3', until: 2015 },
    { brand: 'ds', brandName: 'DS', model: 'ds-4', soldAs: 'DS4', until: 2015 },
    { brand: 'ds', brandName: 'DS', model: 'ds-5', soldAs: 'DS5', until: 2015 },
  ],
};

const ROMAN: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};

/**
 * Lower case, without accents, spaces or punctuation, a generation's Roman numeral as a number: « Mercedes-Benz » and
 * « mercedes benz » compare equal, and so do « Clio V » and « clio 5 ».
 */
export const compact = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b[ivx]+\b/g, (word) => ROMAN[word] ?? word)
    .replace(/[^a-z0-9]/g, '');

/**
 * Whether a brand or model answers a search: its name or (models) one of its generations contains what was typed
 * (« golf 7 », « clio 5 », « 308 II »), or (brands) one of its common names starts with it. An empty search matches
 * everything.
 */
export function matchesSearch(item: { slug: string; name: string; generations?: string[] }, query: string): boolean {
  const wanted = compact(query);
  if (!wanted) return true;
  if (compact(item.name).includes(wanted)) return true;
  if (item.generations?.some((generation) => compact(generation).includes(wanted))) return true;
  return (BRAND_ALIASES[item.slug] ?? []).some((alias) => compact(alias).startsWith(wanted));
}
