import { describe, expect, it } from 'vitest';
import { FormInputError } from '../../lib/domain-errors.js';
import { fromRestBody, mediaIdOf, parseRealisationInput } from './realisation-input.js';

const options = { centreIds: ['montpellier', 'nice'], today: new Date('2026-11-22T10:00:00Z') };
const base = { centre: 'nice', title: 'Titre', vehicleInfo: { brand: 'Audi', model: 'A3' } };
const parse = (overrides: Record<string, unknown>) => parseRealisationInput({ ...base, ...overrides }, options);
const failure = (overrides: Record<string, unknown>) => {
  try {
    parse(overrides);
  } catch (error) {
    return { message: (error as Error).message, field: (error as { field: string }).field };
  }
  throw new Error('accepted');
};

describe('the admin form of a realisation', () => {
  it('fills the spec’s defaults: photo, active, today, order 0, null year and gains', () => {
    expect(parse({})).toMatchObject({
      type: 'photo',
      status: 'active',
      date: '2026-11-22',
      sortOrder: 0,
      featured: false,
      vehicle: { brand: 'Audi', model: 'A3', year: null, engine: '' },
      gains: { powerBefore: null, powerAfter: null, torqueBefore: null, torqueAfter: null },
      modifications: [],
      gallery: [],
    });
  });

  it('checks centre and title first, then brand and model, with the spec’s messages', () => {
    expect(failure({ centre: '', title: '' })).toEqual({
      message: 'Le centre et le titre sont obligatoires',
      field: 'centre',
    });
    expect(failure({ title: ' ', vehicleInfo: {} })).toEqual({
      message: 'Le centre et le titre sont obligatoires',
      field: 'title',
    });
    expect(failure({ vehicleInfo: { brand: 'Audi' } })).toEqual({
      message: 'La marque et le modèle du véhicule sont obligatoires',
      field: 'vehicleInfo.model',
    });
  });

  it('parses integers from text, cuts decimals, bounds the year to 1900..next year', () => {
    const draft = parse({
      vehicleInfo: { brand: 'Audi', model: 'A3', year: ' 2027 ' },
      gains: { powerBefore: '150,6' },
      sortOrder: '-3',
    });
    expect(draft.vehicle.year).toBe(2027);
    expect(draft.gains.powerBefore).toBe(150);
    expect(draft.sortOrder).toBe(-3);
    expect(failure({ vehicleInfo: { brand: 'Audi', model: 'A3', year: 2028 } }).message).toBe(
      'Année : entre 1900 et 2027',
    );
    expect(failure({ vehicleInfo: { brand: 'Audi', model: 'A3', year: '19x5' } }).message).toBe(
      'Année : nombre entier attendu',
    );
    expect(failure({ date: '2026-02-30' }).message).toBe('Date invalide : format AAAA-MM-JJ attendu');
  });

  it('trims modifications and drops empty and repeated ones', () => {
    expect(parse({ modifications: [' Stage 1 ', 'stage 1', '', '  ', 'E85'] }).modifications).toEqual([
      'Stage 1',
      'E85',
    ]);
    expect(failure({ modifications: 'Stage 1' }).message).toBe('Modifications : liste attendue');
    expect(failure({ modifications: Array.from({ length: 31 }, (_, i) => `m${i}`) }).message).toBe(
      'Modifications : 30 au plus',
    );
  });

  it('orders the gallery, drops repeated media and keeps one primary', () => {
    const gallery = parse({
      gallery: [
        { url: '/uploads/b-1600.webp', sortOrder: 2, isPrimary: true },
        { url: 'https://cdn.example/uploads/a-1600.webp', sortOrder: 1, isPrimary: true, alt: ' Avant ' },
        { url: '/uploads/a-1600.webp', sortOrder: 3 },
      ],
    }).gallery;
    expect(gallery).toEqual([
      { url: '/uploads/a-1600.webp', alt: 'Avant', isPrimary: true },
      { url: '/uploads/b-1600.webp', alt: '', isPrimary: false },
    ]);
  });

  it('accepts only upload paths as media', () => {
    expect(parse({ mediaUrl: '/uploads/abc123-thumb.webp' }).mediaUrl).toBe('/uploads/abc123-thumb.webp');
    expect(parse({ mediaUrl: 'https://garage.example/uploads/abc123-960.webp' }).mediaUrl).toBe(
      '/uploads/abc123-960.webp',
    );
    for (const bad of [
      'javascript:alert(1)',
      '/uploads/../secret.webp',
      'https://garage.example/uploads/../secret.webp',
      '/uploads/x.svg',
      '/etc/passwd',
    ]) {
      expect(() => parse({ mediaUrl: bad })).toThrow('Les médias doivent être envoyés avec l’upload du site');
    }
    expect(() => parse({ mediaUrl: 42 })).toThrow('Adresse de média invalide');
    expect(mediaIdOf('/uploads/abc123-960.webp')).toBe('abc123');
    expect(mediaIdOf('/uploads/abc123.mp4')).toBe('abc123');
  });

  it('refuses the form with every field at fault, the bench export included, the first one as its message', () => {
    let refused: unknown;
    try {
      parse({ title: ' ', vehicleInfo: { brand: 'Audi', model: 'A3', year: 1800 }, benchRunCsv: 42 });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(FormInputError);
    const error = refused as FormInputError;
    expect(error.message).toBe('Le centre et le titre sont obligatoires');
    expect(error.field).toBe('title');
    expect(error.fields).toEqual({
      title: 'Le centre et le titre sont obligatoires',
      'vehicleInfo.year': 'Année : entre 1900 et 2027',
      benchRun: 'Relevé de banc : texte CSV attendu',
    });
  });

  it('reads the REST server form as well as the admin form', () => {
    const input = fromRestBody({
      center: 'nice',
      title: 'T',
      vehicle_brand: 'Audi',
      vehicle_model: 'A3',
      vehicle_year: 2020,
      power_before: 150,
      media_url: '/uploads/a-1600.webp',
      sort_order: 4,
    });
    expect(parseRealisationInput(input, options)).toMatchObject({
      centre: 'nice',
      vehicle: { year: 2020 },
      gains: { powerBefore: 150 },
      mediaUrl: '/uploads/a-1600.webp',
      sortOrder: 4,
    });
  });
});
