/**
 * How the vehicle search reads text (decision 051): the catalogue's names and a visitor's words go through the same
 * steps, so « Golf VII », « golf7 » and « GOLF 7 » are the same two words, and « Clio V » answers « clio 5 ».
 */
import { ROMAN_NUMERALS } from '@garage/contract/vehicle-search';

/**
 * Words that say nothing about which vehicle: units people add to a power (« 130 ch », « 689 cc »), French little
 * words, and what the whole site is about.
 */
const NOISE = new Set(['ch', 'cv', 'hp', 'ps', 'cc', 'cm', 'de', 'du', 'des', 'la', 'le', 'les', 'l', 'en', 'et']);
NOISE.add('reprogrammation').add('reprog');

/**
 * Lower case without accents, words of letters, digits and decimal points apart with one space: « Mercedes‑Benz
 * Classe A 180 d » → « mercedes benz classe a 180 d », « 1,2 PureTech » → « 1.2 puretech ». What a search that found
 * nothing is counted under.
 */
export function foldSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      // A French decimal comma is a point (« 1,6 HDi »); any other comma, point or sign parts words.
      .replace(/_/g, ' ')
      .replace(/(\d)[.,](?=\d)/g, '$1_')
      .replace(/[^a-z0-9_]+/g, ' ')
      .replace(/_/g, '.')
      .trim()
  );
}

/**
 * A text's search words, in order: a Roman numeral standing alone is its number (« Golf VII » → golf 7; not the « i »
 * of « i30 »), letters and digits written together are apart (« golf7 », « mt07 », « 130ch »), numbers lose their
 * leading zeros (« MT-07 » → mt 7), and the noise words go.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const word of foldSearchText(text).split(' ')) {
    if (!word) continue;
    const roman = ROMAN_NUMERALS[word];
    if (roman) {
      words.push(roman);
      continue;
    }
    for (const part of word.match(/[a-z]+|\d+(?:\.\d+)*/g) ?? []) {
      const normal = /^\d+$/.test(part) ? part.replace(/^0+(?=\d)/, '') : part;
      if (!NOISE.has(normal)) words.push(normal);
    }
  }
  return words;
}

/**
 * Two neighbouring words of letters joined (« Transit Custom » → transitcustom, « Classe A » → classea): a name a
 * visitor types without its space still finds it.
 */
export function joinedPairs(text: string): string[] {
  const words = foldSearchText(text).split(' ');
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const [first, second] = [words[i - 1]!, words[i]!];
    if (/^[a-z]+$/.test(first) && /^[a-z]+$/.test(second)) pairs.push(first + second);
  }
  return pairs;
}

/**
 * Whether two words are one typing slip apart (a letter added, missing, changed, or two neighbours swapped): the
 * optimal string alignment distance, stopped as soon as it passes 1.
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    let first = -1;
    for (let i = 0; i < a.length; i++) {
      if (a[i] === b[i]) continue;
      if (first >= 0) {
        // A second difference: only a swap of the two neighbours is one slip.
        return i === first + 1 && a[first] === b[i] && a[i] === b[first] && a.slice(i + 1) === b.slice(i + 1);
      }
      first = i;
    }
    return true;
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && longer[i] === shorter[i]) i++;
  return longer.slice(i + 1) === shorter.slice(i);
}
