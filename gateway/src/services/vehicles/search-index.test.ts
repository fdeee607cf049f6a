import { describe, expect, it } from 'vitest';
import { VehicleSearchIndex, type CatalogueSearchRow } from './search-index.js';
import { foldSearchText, joinedPairs, oneSlipApart, searchWords } from './search-text.js';

describe('search text', () => {
  it('folds case, accents and punctuation, and keeps a decimal whole (with a French comma too)', () => {
    expect(foldSearchText('  Mercedes‑Benz  Classe A, 1,6 HDi… Mégane ')).toBe('mercedes benz classe a 1.6 hdi megane');
    expect(foldSearchText('1.2 PureTech')).toBe('1.2 puretech');
  });

  it('reads Roman numerals standing alone, parts letters from digits, drops zeros, units and little words', () => {
    expect(searchWords('Golf VII')).toEqual(['golf', '7']);
    expect(searchWords('golf7 GTI')).toEqual(['golf', '7', 'gti']);
    expect(searchWords('MT-07')).toEqual(['mt', '7']);
    expect(searchWords('mt07')).toEqual(['mt', '7']);
    expect(searchWords('Hyundai i30')).toEqual(['hyundai', 'i', '30']);
    expect(searchWords('Clio V 130 ch')).toEqual(['clio', '5', '130']);
    expect(searchWords('reprogrammation de la 308 1,2')).toEqual(['308', '1.2']);
  });

  it('joins neighbouring words of letters, for a name typed without its space', () => {
    expect(joinedPairs('Transit Custom')).toEqual(['transitcustom']);
    expect(joinedPairs('Classe A 180 d')).toEqual(['classea']);
  });

  it('forgives exactly one slip', () => {
    for (const [typed, word] of [
      ['peugot', 'peugeot'],
      ['peugeeot', 'peugeot'],
      ['peugoet', 'peugeot'],
      ['peujeot', 'peugeot'],
    ])
      expect(oneSlipApart(typed!, word!), typed).toBe(true);
    for (const [typed, word] of [
      ['pegot', 'peugeot'],
      ['puegoet', 'peugeot'],
      ['golf', 'wolves'],
    ])
      expect(oneSlipApart(typed!, word!), typed).toBe(false);
  });
});

const row = (r: Partial<CatalogueSearchRow> & Pick<CatalogueSearchRow, 'model' | 'engine'>): CatalogueSearchRow => ({
  type: 'car',
  brandSlug: 'volkswagen',
  brand: 'Volkswagen',
  modelSlug: r.model.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  engineSlug: r.engine.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  generation: '',
  aliases: [],
  engineCode: '',
  fuel: 'essence',
  powerHp: Number(/(\d+)(?!.*\d)/.exec(r.engine)?.[1] ?? 100),
  yearFrom: 2013,
  yearTo: 2017,
  ...r,
});

const index = new VehicleSearchIndex(
  [
    row({ model: 'Golf', generation: 'Golf 7', engine: '2.0 TSI 220 GTI' }),
    row({ model: 'Golf', generation: 'Golf 7', engine: '2.0 TSI 230 GTI Performance' }),
    row({ model: 'Golf', generation: 'Golf 7', engine: '1.6 TDI 110', fuel: 'diesel' }),
    row({ model: 'Golf', generation: 'Golf 8', engine: '2.0 TSI 245 GTI', yearFrom: 2020, yearTo: null }),
    row({ model: 'Polo', generation: 'VI (AW)', engine: '2.0 TSI 200 GTI', yearFrom: 2017, yearTo: 2021 }),
    row({
      type: 'motorcycle',
      brandSlug: 'yamaha',
      brand: 'Yamaha',
      model: 'MT-07',
      generation: 'I',
      engine: '689 cc 75 ch',
    }),
    row({ type: 'camion', brandSlug: 'ford', brand: 'Ford', model: 'Transit', engine: '2.0 EcoBlue 130' }),
    row({ type: 'camion', brandSlug: 'ford', brand: 'Ford', model: 'Transit Custom', engine: '2.0 EcoBlue 170' }),
  ],
  2026,
);
const labels = (query: string, limit = 10) => index.search(query, limit).map((hit) => hit.label);

describe('vehicle search index', () => {
  it('needs every word, and ranks the most fully named first: brand, model, generation, then engines', () => {
    expect(labels('volkswagen')[0]).toBe('Volkswagen');
    expect(labels('golf').slice(0, 3)).toEqual(['Volkswagen Golf', 'Volkswagen Golf 8', 'Volkswagen Golf 7']);
    expect(labels('golf 7 gti')).toEqual([
      'Volkswagen Golf 7 2.0 TSI 220 GTI',
      'Volkswagen Golf 7 2.0 TSI 230 GTI Performance',
    ]);
    expect(labels('transit custom')).toEqual(['Ford Transit Custom', 'Ford Transit Custom 2.0 EcoBlue 170']);
  });

  it('takes the last word as the start of one, and an earlier word only whole or one slip away', () => {
    expect(labels('golf 7 gt')).toContain('Volkswagen Golf 7 2.0 TSI 220 GTI');
    expect(labels('golf 7 g')).toContain('Volkswagen Golf 7 2.0 TSI 220 GTI');
    expect(labels('gt golf 7')).toEqual([]);
    expect(labels('vw gofl gti')[0]).toBe('Volkswagen Golf 8 2.0 TSI 245 GTI');
    // A generation's Roman numeral answers its number.
    expect(labels('polo 6 gti')).toEqual(['Volkswagen Polo VI (AW) 2.0 TSI 200 GTI']);
  });

  it('reads a year as the years a vehicle was sold, and a fuel or an engine code among its words', () => {
    expect(labels('golf 2022')).toEqual(['Volkswagen Golf', 'Volkswagen Golf 8', 'Volkswagen Golf 8 2.0 TSI 245 GTI']);
    expect(labels('golf diesel')).toEqual(['Volkswagen Golf 7 1.6 TDI 110']);
  });

  it('gives each result the levels of its configurator page', () => {
    const [engine] = index.search('mt 07 75', 1);
    expect(engine).toMatchObject({ kind: 'engine', levels: ['motorcycle', 'yamaha', 'mt-07', 2013, '689-cc-75-ch'] });
    const [generation] = index.search('golf 8', 1);
    expect(generation).toMatchObject({ kind: 'generation', yearTo: null, levels: ['car', 'volkswagen', 'golf', 2020] });
  });
});
