import { describe, expect, it } from 'vitest';
import {
  addModification,
  applyLocalFilters,
  counters,
  emptyForm,
  entriesFromFiles,
  formFromRealisation,
  moveItem,
  reorderedIds,
  noFilters,
  toRealisationInput,
  todayIso,
  validateForm,
  type AdminRealisation,
} from './form-state';

const realisation = (overrides: Partial<AdminRealisation> = {}): AdminRealisation => ({
  id: '7',
  centre: 'montpellier',
  type: 'photo',
  title: 'Golf 7 GTI : stage 1',
  slug: 'golf-7-gti-stage-1',
  description: 'Reprogrammation et admission',
  date: '2025-03-12',
  featured: false,
  status: 'active',
  sortOrder: 3,
  updatedAt: '2025-03-12T10:00:00.000Z',
  mediaUrl: '/uploads/aaa-1600.webp',
  thumbnailUrl: '/uploads/aaa-thumb.webp',
  vehicle: { brand: 'Volkswagen', model: 'Golf 7', year: 2016, engine: '2.0 TSI 230 ch' },
  modifications: ['Stage 1', 'Admission directe'],
  gains: { powerBefore: 230, powerAfter: 300, torqueBefore: 350, torqueAfter: 420 },
  benchRun: null,
  gallery: [
    { url: '/uploads/bbb-1600.webp', type: 'photo', alt: 'Arrière', isPrimary: false, sortOrder: 1 },
    { url: '/uploads/aaa-1600.webp', type: 'photo', alt: 'Avant', isPrimary: true, sortOrder: 0 },
  ],
  ...overrides,
});

describe('the admin form', () => {
  it('starts with today as yyyy-mm-dd, active, order empty', () => {
    const form = emptyForm(new Date(2026, 0, 5, 23, 30));
    expect(form.date).toBe('2026-01-05');
    expect(todayIso(new Date(2025, 11, 31))).toBe('2025-12-31');
    expect(form).toMatchObject({ status: 'active', featured: false, type: 'photo', sortOrder: '', gallery: [] });
  });

  it('says every field at fault at once, in the form’s order, with the spec’s messages', () => {
    const form = { ...emptyForm(), title: 'Titre' };
    const centreAndTitle = 'Le centre et le titre sont obligatoires';
    const brandAndModel = 'La marque et le modèle du véhicule sont obligatoires';
    expect(validateForm(form)).toEqual([
      { message: centreAndTitle, field: 'centre' },
      { message: brandAndModel, field: 'brand' },
      { message: brandAndModel, field: 'model' },
    ]);
    expect(validateForm({ ...form, centre: 'nice', title: '   ', brand: 'Yamaha', model: 'F200' })).toEqual([
      { message: centreAndTitle, field: 'title' },
    ]);
    expect(validateForm({ ...form, centre: 'nice', model: 'F200' })).toEqual([
      { message: brandAndModel, field: 'brand' },
    ]);
    expect(validateForm({ ...form, centre: 'nice', brand: 'Yamaha', model: 'F200' })).toEqual([]);
  });

  it('checks numbers as the gateway does: the year within 1900 … next year, whole numbers, decimals cut off', () => {
    const base = { ...emptyForm(), centre: 'nice', title: 'T', brand: 'B', model: 'M' };
    const now = new Date(2026, 5, 1);
    expect(validateForm({ ...base, year: '1899' }, now)).toEqual([
      { field: 'year', message: 'Année : entre 1900 et 2027' },
    ]);
    expect(validateForm({ ...base, year: '2028' }, now).map((p) => p.field)).toEqual(['year']);
    expect(validateForm({ ...base, year: '2027' }, now)).toEqual([]);
    expect(validateForm({ ...base, powerAfter: 'douze', torqueBefore: '-5', sortOrder: 'abc' }, now)).toEqual([
      { field: 'powerAfter', message: 'Puissance après : nombre entier attendu' },
      { field: 'torqueBefore', message: 'Couple avant : entre 0 et 5000' },
      { field: 'sortOrder', message: 'Ordre : nombre entier attendu' },
    ]);
    expect(validateForm({ ...base, powerAfter: '212,7' }, now)).toEqual([]);
    expect(toRealisationInput({ ...base, powerAfter: '212,7' }, now).gains?.powerAfter).toBe(212);
  });

  it('sends empty numbers as null, an empty order as 0, and the gallery in its order', () => {
    const form = {
      ...formFromRealisation(realisation()),
      year: '',
      powerBefore: '',
      sortOrder: '',
    };
    const input = toRealisationInput(form);
    expect(input.vehicleInfo.year).toBeNull();
    expect(input.gains?.powerBefore).toBeNull();
    expect(input.gains?.powerAfter).toBe(300);
    expect(input.sortOrder).toBe(0);
    expect(input.gallery).toEqual([
      { url: '/uploads/aaa-1600.webp', alt: 'Avant', isPrimary: true, sortOrder: 0 },
      { url: '/uploads/bbb-1600.webp', alt: 'Arrière', isPrimary: false, sortOrder: 1 },
    ]);
  });

  it('keeps a stored bench run unless a file replaces it or it is removed', () => {
    const stored = formFromRealisation(
      realisation({
        benchRun: { peakBefore: { powerHp: 230, torqueNm: 350 }, peakAfter: { powerHp: 301.5, torqueNm: 421 } },
      }),
    );
    expect(stored.benchRun).toEqual({ kind: 'stored', summary: '230 → 301.5 ch, 350 → 421 Nm' });
    expect(toRealisationInput(stored)).not.toHaveProperty('benchRunCsv');
    expect(toRealisationInput({ ...stored, benchRun: { kind: 'remove' } }).benchRunCsv).toBe('');
    const csv = 'courbe;regime;puissance;couple\navant;2000;80;300';
    expect(toRealisationInput({ ...stored, benchRun: { kind: 'file', csv, fileName: 'banc.csv' } }).benchRunCsv).toBe(
      csv,
    );
    expect(formFromRealisation(realisation()).benchRun).toEqual({ kind: 'none' });
  });

  it('leaves a main media taken from the gallery empty, so it follows the primary photo', () => {
    expect(formFromRealisation(realisation()).media).toEqual({ url: null, file: null });
    const video = realisation({ type: 'video', mediaUrl: '/uploads/vvv.mp4', thumbnailUrl: '/uploads/ttt-thumb.webp' });
    expect(formFromRealisation(video).media).toEqual({ url: '/uploads/vvv.mp4', file: null });
    expect(formFromRealisation(video).thumbnail).toEqual({ url: '/uploads/ttt-thumb.webp', file: null });
    expect(formFromRealisation({ ...video, thumbnailUrl: '/uploads/vvv-thumb.webp' }).thumbnail.url).toBeNull();
  });

  it('adds a modification only when not empty and not listed yet', () => {
    expect(addModification(['Stage 1'], '  Downpipe ')).toEqual(['Stage 1', 'Downpipe']);
    expect(addModification(['Stage 1'], '   ')).toEqual(['Stage 1']);
    expect(addModification(['Stage 1'], 'stage 1')).toEqual(['Stage 1']);
  });

  it('makes gallery items of files: type from the MIME type, empty alt, not primary', () => {
    const [photo, video] = entriesFromFiles([
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'b.mp4', { type: 'video/mp4' }),
    ]);
    expect(photo).toMatchObject({ type: 'photo', alt: '', isPrimary: false, url: null, label: 'a.jpg' });
    expect(video?.type).toBe('video');
  });

  it('moves an item, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
  });

  it('moves a realisation within its featured group only', () => {
    const list = [
      { id: '1', featured: true },
      { id: '2', featured: true },
      { id: '3', featured: false },
      { id: '4', featured: false },
    ];
    expect(reorderedIds(list, '2', -1)).toEqual(['2', '1', '3', '4']);
    expect(reorderedIds(list, '3', 1)).toEqual(['1', '2', '4', '3']);
    expect(reorderedIds(list, '1', -1)).toBeNull();
    expect(reorderedIds(list, '4', 1)).toBeNull();
    expect(reorderedIds(list, '2', 1)).toBeNull();
    expect(reorderedIds(list, '3', -1)).toBeNull();
    expect(reorderedIds(list, '9', 1)).toBeNull();
  });
});

describe('the list', () => {
  const list = [
    realisation(),
    realisation({ id: '8', centre: 'nice', type: 'video', status: 'inactive', featured: true, title: 'Jet-ski' }),
    realisation({
      id: '9',
      centre: 'nice',
      title: 'Clio',
      description: '',
      vehicle: { brand: 'Renault', model: 'Clio RS', year: null, engine: '' },
      modifications: ['Décatalyseur'],
    }),
  ];

  it('searches title, description, brand, model and modifications, case-insensitively', () => {
    const search = (text: string) => applyLocalFilters(list, { ...noFilters, search: text }).map((r) => r.id);
    expect(search('JET')).toEqual(['8']);
    expect(search('renault')).toEqual(['9']);
    expect(search('clio rs')).toEqual(['9']);
    expect(search('DÉCATA')).toEqual(['9']);
    expect(search('admission')).toEqual(['7', '8']);
    expect(search('')).toHaveLength(3);
  });

  it('filters on the type and counts total, active, featured and centres', () => {
    expect(applyLocalFilters(list, { ...noFilters, type: 'video' }).map((r) => r.id)).toEqual(['8']);
    expect(counters(list)).toEqual({ total: 3, active: 2, featured: 1, centres: 2 });
  });
});
