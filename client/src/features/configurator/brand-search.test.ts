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

  it('finds a model by its generation, in digits or Roman numerals', () => {
    const models = [
      { slug: 'golf', name: 'Golf', generations: ['Golf 4', 'Golf 7', 'Golf 8'] },
      { slug: 'clio', name: 'Clio', generations: ['Clio IV', 'Clio V'] },
      { slug: '308', name: '308', generations: ['308 I', '308 II', '308 III'] },
      { slug: 'classe-v', name: 'Classe V', generations: ['Classe V W447'] },
    ];
    const find = (query: string) => models.filter((m) => matchesSearch(m, query)).map((m) => m.name);
    expect(find('golf 7')).toEqual(['Golf']);
    expect(find('Golf VII')).toEqual(['Golf']);
    expect(find('clio 5')).toEqual(['Clio']);
    expect(find('clio 6')).toEqual([]);
    expect(find('308 II')).toEqual(['308']);
    expect(find('308 2')).toEqual(['308']);
    expect(find('classe v')).toEqual(['Classe V']);
    expect(find('w447')).toEqual(['Classe V']);
  });
});
