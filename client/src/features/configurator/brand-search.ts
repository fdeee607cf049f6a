import { BRAND_ALIASES, ROMAN_NUMERALS } from '@garage/contract/vehicle-search';

/**
 * The configurator's list search. Brands also answer to the names people type for them (« vw », « merco »,
 * « bm »…): the one table of those names is the contract's, which the gateway's vehicle search reads too.
 */
export { BRAND_ALIASES };

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

/**
 * Lower case, without accents, spaces or punctuation, a generation's Roman numeral as a number: « Mercedes-Benz » and
 * « mercedes benz » compare equal, and so do « Clio V » and « clio 5 ».
 */
export const compact = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b[ivx]+\b/g, (word) => ROMAN_NUMERALS[word] ?? word)
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
