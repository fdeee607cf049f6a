import { describe, expect, it } from 'vitest';
import { checkRealisationForm, REALISATION_MESSAGES } from './realisation-form.js';

const today = new Date('2026-06-01T10:00:00Z');
const options = { centreIds: ['montpellier', 'nice'], today };
const valid = {
  centre: 'nice',
  title: 'Yamaha F200 : reprogrammation',
  vehicleInfo: { brand: 'Yamaha', model: 'F200', year: '2019' },
  gains: { powerBefore: 200, powerAfter: '215' },
};

describe('the realisation form, as the gateway and the admin screen check it', () => {
  it('reports every field’s problem at once, in the form’s order, the spec’s two messages word for word', () => {
    const result = checkRealisationForm(
      {
        centre: '',
        title: '  ',
        vehicleInfo: { brand: '', model: 'F200', year: 1899 },
        type: 'gif',
        date: '2026-02-30',
        gains: { powerBefore: 'beaucoup', torqueAfter: -3 },
        mediaUrl: 'javascript:alert(1)',
        gallery: [{ url: '/uploads/a-1600.webp', sortOrder: 'x' }, { alt: 'sans média' }],
        sortOrder: 2_000_000,
      },
      options,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'centre', message: REALISATION_MESSAGES.centreAndTitle },
        { field: 'title', message: REALISATION_MESSAGES.centreAndTitle },
        { field: 'vehicleInfo.brand', message: REALISATION_MESSAGES.brandAndModel },
        { field: 'vehicleInfo.year', message: 'Année : entre 1900 et 2027' },
        { field: 'type', message: 'Type : photo ou video' },
        { field: 'date', message: 'Date invalide : format AAAA-MM-JJ attendu' },
        { field: 'gains.powerBefore', message: 'Puissance avant : nombre entier attendu' },
        { field: 'gains.torqueAfter', message: 'Couple après : entre 0 et 5000' },
        { field: 'mediaUrl', message: 'Les médias doivent être envoyés avec l’upload du site' },
        { field: 'gallery.0.sortOrder', message: 'Ordre : nombre entier attendu' },
        { field: 'gallery.1.url', message: 'Galerie : chaque élément doit avoir un média' },
        { field: 'sortOrder', message: 'Ordre : entre -1000000 et 1000000' },
      ],
    });
    expect(REALISATION_MESSAGES).toEqual({
      centreAndTitle: 'Le centre et le titre sont obligatoires',
      brandAndModel: 'La marque et le modèle du véhicule sont obligatoires',
    });
  });

  it('knows the preset’s centres when given them, and any centre id otherwise (the screen offers only those)', () => {
    const unknown = { ...valid, centre: 'atlantide' };
    expect(checkRealisationForm(unknown, options)).toEqual({
      ok: false,
      problems: [{ field: 'centre', message: 'Centre inconnu' }],
    });
    expect(checkRealisationForm(unknown, { today }).ok).toBe(true);
  });

  it('gives what to store: trimmed text, whole numbers, the spec’s defaults', () => {
    const result = checkRealisationForm(
      { ...valid, title: ' Titre\u0007 ', modifications: ['Stage 1', 'stage 1', ' '] },
      options,
    );
    expect(result).toEqual({
      ok: true,
      fields: expect.objectContaining({
        title: 'Titre',
        type: 'photo',
        status: 'active',
        date: '2026-06-01',
        vehicle: { brand: 'Yamaha', model: 'F200', year: 2019, engine: '' },
        gains: { powerBefore: 200, powerAfter: 215, torqueBefore: null, torqueAfter: null },
        modifications: ['Stage 1'],
        gallery: [],
        featured: false,
        sortOrder: 0,
      }),
    });
  });

  it('reads anything that is not an object as an empty form, which says what is missing', () => {
    for (const input of [null, 'texte', 42, []]) {
      const result = checkRealisationForm(input, options);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.problems.map((p) => p.field)).toEqual([
          'centre',
          'title',
          'vehicleInfo.brand',
          'vehicleInfo.model',
        ]);
    }
  });
});
