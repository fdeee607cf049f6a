import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, checkBookingDetails, checkPhoneBookingDetails } from './booking-form.js';
import { CONTACT_MESSAGES } from './contact-request-form.js';
import { ONE_LINE_MESSAGE } from './form-fields.js';

describe('the booking form', () => {
  it('keeps name, phone and e-mail, and reads the plate and mileage as the quote does', () => {
    expect(
      checkBookingDetails({
        name: '  Léa Martin ',
        phone: '06 12 34 56 78',
        email: 'lea@example.fr',
        plate: 'ab 123 cd',
        mileage: '85 000 km',
        consent: true,
      }),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Léa Martin',
        phone: '06 12 34 56 78',
        email: 'lea@example.fr',
        plate: 'AB-123-CD',
        mileageKm: 85000,
        address: null,
      },
    });
    expect(checkBookingDetails({ name: 'Léa', phone: '0612345678', email: 'a@b.fr', consent: true })).toMatchObject({
      ok: true,
      fields: { plate: null, mileageKm: null },
    });
  });

  it('needs a phone and an e-mail, and says every problem at once in the form’s order', () => {
    const result = checkBookingDetails({ name: '', phone: '', email: 'pas-une-adresse', plate: 'XYZ', consent: false });
    expect(result).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: CONTACT_MESSAGES.name },
        { field: 'phone', message: BOOKING_MESSAGES.phone },
        { field: 'email', message: CONTACT_MESSAGES.email },
        { field: 'plate', message: CONTACT_MESSAGES.plate },
        { field: 'consent', message: BOOKING_MESSAGES.consent },
      ],
    });
    expect(checkBookingDetails({ name: 'Léa', phone: '12', email: '', consent: true })).toMatchObject({
      problems: [
        { field: 'phone', message: CONTACT_MESSAGES.phone },
        { field: 'email', message: BOOKING_MESSAGES.email },
      ],
    });
  });

  it('asks the mobile centre’s visitor where to come, and keeps no address at a workshop', () => {
    const visitor = { name: 'Marie Blanc', phone: '0611223344', email: 'marie@example.fr', consent: true };
    expect(checkBookingDetails(visitor, { mobile: true })).toEqual({
      ok: false,
      problems: [{ field: 'address', message: BOOKING_MESSAGES.address }],
    });
    expect(checkBookingDetails({ ...visitor, email: '', address: '  ' }, { mobile: true })).toMatchObject({
      problems: [
        { field: 'email', message: BOOKING_MESSAGES.email },
        { field: 'address', message: BOOKING_MESSAGES.address },
      ],
    });
    expect(
      checkBookingDetails({ ...visitor, address: ' 12 avenue des Fleurs, Nice ' }, { mobile: true }),
    ).toMatchObject({
      ok: true,
      fields: { address: '12 avenue des Fleurs, Nice' },
    });
    expect(checkBookingDetails({ ...visitor, address: '12 avenue des Fleurs' })).toMatchObject({
      ok: true,
      fields: { address: null },
    });
    expect(checkBookingDetails({ ...visitor, address: 'x'.repeat(201) }, { mobile: true })).toMatchObject({
      problems: [{ field: 'address', message: BOOKING_MESSAGES.addressTooLong }],
    });
  });

  it('takes a booking by phone with a name and a phone; the e-mail is optional but checked', () => {
    expect(checkPhoneBookingDetails({ name: 'Paul Durand', phone: '06 11 22 33 44' })).toMatchObject({
      ok: true,
      fields: { email: null, vehicle: null, address: null },
    });
    expect(checkPhoneBookingDetails({ name: '', phone: '06', email: 'pas-une-adresse' })).toEqual({
      ok: false,
      problems: [
        { field: 'name', message: CONTACT_MESSAGES.name },
        { field: 'phone', message: CONTACT_MESSAGES.phone },
        { field: 'email', message: CONTACT_MESSAGES.email },
      ],
    });
  });

  it('keeps every field on one line, the visitor’s and the staff’s: each break refused with the same sentence', () => {
    const visitor = {
      name: 'Léa\nMartin',
      phone: '06 12 34 56 78\r\nCentre : Nice',
      email: 'lea@example.fr\t',
      address: '12 rue des Lilas\u2028Nice',
      plate: 'AB-123-CD\u0085',
      mileage: '85 000\u2029',
      consent: true,
    };
    const everyField = ['name', 'phone', 'email', 'address', 'plate', 'mileage'];
    expect(checkBookingDetails(visitor, { mobile: true })).toEqual({
      ok: false,
      problems: everyField.map((field) => ({ field, message: ONE_LINE_MESSAGE })),
    });
    expect(checkPhoneBookingDetails({ ...visitor, vehicle: 'Clio\u007f' })).toEqual({
      ok: false,
      problems: [...everyField.slice(0, 4), 'vehicle', 'plate', 'mileage'].map((field) => ({
        field,
        message: ONE_LINE_MESSAGE,
      })),
    });
  });
});
