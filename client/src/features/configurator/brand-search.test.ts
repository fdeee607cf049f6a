import { describe, expect, it } from 'vitest';
import { BRAND_ALIASES, matchesSearch } from './brand-search';

const brands = [
  { slug: 'alfa-romeo', name: 'Alfa Romeo' },
  { slug: 'bmw', name: 'BMW' },
  { slug: 'citroen', name: 'Citroën' },
  { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
  { slug: 'mini', name: 'Mini' },
  { slug: 'peugeot', name: 'Peugeot' },
  { slug: 'volkswagen', name: 'Volkswagen' },
  { slug: 'volvo', name: 'Volvo' },
];
const search = (query: string) => brands.filter((b) => matchesSearch(b, query)).map((b) => b.name);

describe('brand search', () => {
  it('finds brands by the names people use for them', () => {
    expect(search('vw')).toEqual(['Volkswagen']);
    expect(search('VW ')).toEqual(['Volkswagen']);
    expect(search('merco')).toEqual(['Mercedes-Benz']);
    expect(search('mercedes benz')).toEqual(['Mercedes-Benz']);
    expect(search('mercedes-benz')).toEqual(['Mercedes-Benz']);
    expect(search('bm')).toEqual(['BMW']);
    expect(search('alfa')).toEqual(['Alfa Romeo']);
    expect(search('alfaromeo')).toEqual(['Alfa Romeo']);
  });

  it('still matches any part of a name, accents and case aside', () => {
    expect(search('citroen')).toEqual(['Citroën']);
    expect(search('ÉUGEOT')).toEqual(['Peugeot']);
    expect(search('vol')).toEqual(['Volkswagen', 'Volvo']);
    expect(search('')).toHaveLength(brands.length);
    expect(search('   ')).toHaveLength(brands.length);
    expect(search('xyz')).toEqual([]);
  });

  it('uses common names as prefixes only, so a short search does not pull in unrelated brands', () => {
    // « merco » contains « erco », which is no way people start the name.
    expect(search('erco')).toEqual([]);
    expect(search('dub')).toEqual([]);
    expect(search('enz')).toEqual(['Mercedes-Benz']);
  });

  it('keys every alias by a slug and spells it in lower case', () => {
    for (const [slug, aliases] of Object.entries(BRAND_ALIASES)) {
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const alias of aliases) expect(alias).toBe(alias.toLowerCase());
    }
  });
});
