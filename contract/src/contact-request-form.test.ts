import { describe, expect, it } from 'vitest';
import { checkContactRequest, CONTACT_MESSAGES } from './contact-request-form.js';
import { ONE_LINE_MESSAGE } from './form-fields.js';

const centres = ['montpellier', 'nice'];
const valid = {
  name: '  Camille Martin ',
  email: 'camille@example.org',
  phone: '',
  vehicle: 'Peugeot 308',
  message: 'Bonjour, un devis pour un stage 1 ?',
  centre: 'nice',
  consent: true,
};

describe('the contact and quote request, as the gateway checks it', () => {
  it('reports every field’s problem at once, in the form’s order, the way to answer included', () => {
    const result = checkContactRequest(
      {
        name: 'J',
        email: '',
        phone: null,
        vehicle: 'v'.repeat(121),
        message: 'court',
        centre: 'atlantide',
        consent: 'true',
        stage: 'deux',
      },
      centres,
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: 'Indiquez votre nom.' },
        {
          field: 'email',
          message: 'Indiquez un téléphone ou une adresse e-mail pour que nous puissions vous répondre.',
        },
        { field: 'centre', message: 'Centre inconnu.' },
        { field: 'vehicle', message: 'Véhicule : 120 caractères au plus.' },
        { field: 'stage', message: 'Stage : nombre entier attendu' },
        { field: 'message', message: 'Écrivez votre message (10 caractères au moins).' },
        { field: 'consent', message: CONTACT_MESSAGES.consent },
      ],
    });
  });

  it('refuses a list of addresses, a malformed number and over-long texts, each with its own sentence', () => {
    const result = checkContactRequest(
      {
        ...valid,
        name: 'n'.repeat(101),
        email: 'a@b.fr, c@d.fr',
        phone: '12',
        message: 'm'.repeat(2001),
      },
      centres,
    );
    expect(result.ok === false && result.problems).toEqual([
      { field: 'name', message: 'Nom trop long (100 caractères au plus).' },
      { field: 'phone', message: 'Numéro de téléphone invalide.' },
      { field: 'email', message: 'Adresse e-mail invalide.' },
      { field: 'message', message: 'Message trop long (2 000 caractères au plus).' },
    ]);
  });

  it('refuses a line break or another control character in every field but the message', () => {
    const broken = {
      name: 'Camille\nMartin',
      phone: '06 12 34 56 78\r\nRappel : urgent',
      email: 'camille@example.org\u0000',
      centre: 'nice\t',
      vehicle: 'Peugeot 308\u2028Facture : 0 €',
      mileage: '85 000\u0085',
      plate: 'AB-123-CD\u2029',
    };
    expect(checkContactRequest({ ...valid, ...broken, message: 'Bonjour,\r\n\tun devis ?' }, centres)).toEqual({
      ok: false,
      problems: ['name', 'phone', 'email', 'centre', 'vehicle', 'mileage', 'plate'].map((field) => ({
        field,
        message: ONE_LINE_MESSAGE,
      })),
    });
    // The message keeps its lines.
    expect(checkContactRequest({ ...valid, message: 'Bonjour,\r\n\tun devis ?\u2028Merci' }, centres)).toMatchObject({
      ok: true,
      fields: { message: 'Bonjour,\r\n\tun devis ?\u2028Merci' },
    });
  });

  it('gives the values to store: trimmed, control characters dropped, empty optional fields null', () => {
    expect(
      checkContactRequest({ ...valid, message: 'Bonjour\u0000, un devis ?\n', vehicle: '   ', centre: '' }, centres),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Camille Martin',
        email: 'camille@example.org',
        phone: null,
        vehicle: null,
        message: 'Bonjour, un devis ?',
        centre: null,
        configuratorEngine: null,
        enginePath: null,
        stage: null,
        work: null,
        mileageKm: null,
        plate: null,
      },
    });
  });

  it('reads a quote’s engine path in its five parts, and refuses another shape as the vehicle’s problem', () => {
    const quote = checkContactRequest(
      { ...valid, configuratorEngine: 'voitures/peugeot/308/2019/1-2-puretech-130', stage: 2 },
      centres,
    );
    expect(quote.ok && quote.fields).toMatchObject({
      configuratorEngine: {
        type: 'voitures',
        manufacturer: 'peugeot',
        model: '308',
        year: '2019',
        engine: '1-2-puretech-130',
      },
      enginePath: 'voitures/peugeot/308/2019/1-2-puretech-130',
      stage: 2,
    });
    expect(checkContactRequest({ ...valid, configuratorEngine: 'voitures/peugeot' }, centres)).toEqual({
      ok: false,
      problems: [{ field: 'vehicle', message: CONTACT_MESSAGES.engine }],
    });
  });
});

describe('the quote’s work, mileage and number plate', () => {
  it('stores the work chosen, the stage it names, and the mileage and plate normalised', () => {
    const result = checkContactRequest({ ...valid, work: 'stage2', mileage: '85 000 km', plate: 'ab 123 cd' }, centres);
    expect(result.ok && result.fields).toMatchObject({
      work: 'stage2',
      stage: 2,
      mileageKm: 85000,
      plate: 'AB-123-CD',
    });
    const plain = checkContactRequest({ ...valid, work: '', mileage: '', plate: '' }, centres);
    expect(plain.ok && plain.fields).toMatchObject({ work: null, stage: null, mileageKm: null, plate: null });
  });

  it('names the field of a work, mileage or plate it cannot read, with the shapes it expects', () => {
    const result = checkContactRequest({ ...valid, work: 'stage9', mileage: 'beaucoup', plate: 'XYZ' }, centres);
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'work', message: CONTACT_MESSAGES.work },
        { field: 'mileage', message: CONTACT_MESSAGES.mileage },
        { field: 'plate', message: CONTACT_MESSAGES.plate },
      ],
    });
  });
});
