import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, checkBookingDetails } from './booking-form.js';
import { CONTACT_MESSAGES } from './contact-request-form.js';

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
});
