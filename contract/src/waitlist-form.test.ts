import { describe, expect, it } from 'vitest';
import { checkWaitlistRequest, WAITLIST_MESSAGES } from './waitlist-form.js';

const window = { first: '2027-03-23', last: '2027-04-18', outside: 'Hors des jours ouverts.' };

describe('the waiting list’s form', () => {
  it('keeps the address as typed, trimmed, and the latest date', () => {
    expect(
      checkWaitlistRequest({ email: ' Lea+rdv@example.fr ', latestDate: '2027-04-18', consent: true }, window),
    ).toEqual({ ok: true, fields: { email: 'Lea+rdv@example.fr', latestDate: '2027-04-18' } });
  });

  it('says every problem at once, in the form’s order', () => {
    expect(checkWaitlistRequest({ consent: 'yes', latestDate: '2027-04-19', email: 'a@b' }, window)).toEqual({
      ok: false,
      problems: [
        { field: 'email', message: 'Adresse e-mail invalide.' },
        { field: 'latestDate', message: 'Hors des jours ouverts.' },
        { field: 'consent', message: WAITLIST_MESSAGES.consent },
      ],
    });
    expect(checkWaitlistRequest(null, window)).toMatchObject({
      problems: [
        { field: 'email', message: WAITLIST_MESSAGES.email },
        { field: 'latestDate', message: WAITLIST_MESSAGES.latestDate },
        { field: 'consent' },
      ],
    });
  });

  it('refuses invisible characters, line breaks included, and dates that do not exist', () => {
    for (const email of [
      'lea@example.fr\r\nBcc: x@y.fr',
      'lea\u0000@example.fr',
      'lea@example.fr\t',
      'lea@example.fr\u0085',
      'lea@example.fr\u2028',
    ])
      expect(checkWaitlistRequest({ email, latestDate: '2027-04-01', consent: true }, window)).toEqual({
        ok: false,
        problems: [{ field: 'email', message: WAITLIST_MESSAGES.control }],
      });
    for (const latestDate of ['2027-02-30', '01/04/2027', 20270401])
      expect(checkWaitlistRequest({ email: 'a@b.fr', latestDate, consent: true }, window)).toEqual({
        ok: false,
        problems: [{ field: 'latestDate', message: WAITLIST_MESSAGES.latestDateInvalid }],
      });
  });
});
