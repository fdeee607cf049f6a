import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './calendar.js';
import { bookingVisitorChange } from './changes.js';
import { bookingVisitorConfirmation, bookingVisitorVerification } from './confirmation.js';
import type { BookingMailFacts } from './facts.js';
import { bookingReminder } from './reminder.js';
import { appointmentWhen } from './when.js';

/** An E85 conversion left at Montpellier on Tuesday 1 December 2026 at 9h, ready at 17h. */
const e85: BookingMailFacts = {
  id: '0b7e9c1a-2f4d-4e8b-9a6c-5d3e2f1a0b9c',
  reference: 'RDV-E85ABC',
  start: new Date('2026-12-01T08:00:00Z'),
  end: new Date('2026-12-01T16:00:00Z'),
  date: '2026-12-01',
  time: '09:00',
  durationMinutes: 480,
  serviceName: 'Conversion E85',
  centre: { name: 'Montpellier', phone: '04 65 71 00 34', address: '56 Rue Léon Trotski, 34070 Montpellier' },
  site: { brandName: 'Ecuvia', contactEmail: 'contact@ecuvia.fr', contactPhone: '04 65 71 00 34' },
  revision: 0,
  arrivalWindowMinutes: 0,
  dropOff: true,
  endDate: '2026-12-01',
  endTime: '17:00',
};

describe('booking e-mails in French', () => {
  it('say when to drop the vehicle off and when to collect it, the first of the month as « 1er »', () => {
    expect(appointmentWhen(e85)).toBe('mardi 1er décembre 2026, dépôt du véhicule à 9h, à récupérer vers 17h');
    expect(appointmentWhen({ ...e85, time: '14:00', endDate: '2026-12-02', endTime: '10:30' })).toBe(
      'mardi 1er décembre 2026, dépôt du véhicule à 14h, à récupérer le mercredi 2 décembre vers 10h30',
    );
    expect(appointmentWhen({ ...e85, dropOff: false })).toBe('mardi 1er décembre 2026 à 9h');
    expect(appointmentWhen({ ...e85, dropOff: false, arrivalWindowMinutes: 60 })).toBe(
      'mardi 1er décembre 2026, arrivée entre 9h et 10h',
    );
  });

  it('confirm « au centre de Montpellier », and name a cancelled drop-off by its start', () => {
    const confirmation = bookingVisitorConfirmation(
      { ...e85, work: 'Conversion E85', priceRange: 'de 890 € à 1 200 €' },
      null,
    );
    // The work and the price the booking page showed; no « Durée prévue » for a car left all day.
    expect(confirmation.text).toMatch(/Travaux\s*:?\s*Conversion E85/);
    expect(confirmation.text).toMatch(
      /Prix indicatif\s*:?\s*de 890 € à 1 200 € pour une voiture, confirmé par le centre/,
    );
    expect(confirmation.text).not.toContain('Durée prévue');
    expect(confirmation.text).toContain(
      'Votre rendez-vous est confirmé le mardi 1er décembre 2026, dépôt du véhicule à 9h, à récupérer vers 17h, au centre de Montpellier, sous la référence RDV-E85ABC.',
    );
    // Long lines of an iCalendar file are folded (RFC 5545 § 3.1): read unfolded.
    expect(confirmation.calendar?.replace(/\r\n /g, '')).toContain('Dépôt du véhicule à 9h\\, à récupérer vers 17h.');
    const cancelled = bookingVisitorChange({ ...e85, revision: 1 }, 'cancelled', true, null);
    expect(cancelled.subject).toBe('Ecuvia : rendez-vous du mardi 1er décembre 2026 à 9h annulé (RDV-E85ABC)');
    expect(cancelled.text).toContain(
      'Le centre de Montpellier a annulé votre rendez-vous RDV-E85ABC du mardi 1er décembre 2026 à 9h, au centre de Montpellier.',
    );
    expect(bookingCalendar({ ...e85, revision: 1 }, true)).toMatch(
      /METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/,
    );
  });

  it('ask the visitor to open the link before a deadline, with no calendar event and nothing they typed', () => {
    const mail = bookingVisitorVerification(e85, {
      url: 'https://www.ecuvia.fr/mon-rendez-vous#b1.abc',
      confirmBy: { date: '2026-11-28', time: '10:45' },
    });
    expect(mail.subject).toBe(
      'Ecuvia : confirmez votre rendez-vous du mardi 1er décembre 2026, dépôt du véhicule à 9h, à récupérer vers 17h (RDV-E85ABC)',
    );
    expect(mail.text).toContain('en ouvrant ce lien avant le samedi 28 novembre à 10h45');
    expect(mail.text).toContain('https://www.ecuvia.fr/mon-rendez-vous#b1.abc');
    expect(mail.text).toContain('Sans confirmation, le créneau sera libéré.');
    expect(mail.html).toContain('>Confirmer mon rendez-vous</a>');
    expect(mail.calendar).toBeUndefined();
  });

  it('remind the day before of the work and the stage price the visitor booked', () => {
    const reminder = bookingReminder({ ...e85, work: 'Reprogrammation stage 2', stagePrice: '550 €' });
    expect(reminder.text).toMatch(/Travaux\s*:?\s*Reprogrammation stage 2/);
    expect(reminder.text).toMatch(/Prix\s*:?\s*550 € TTC, confirmé par le centre après le diagnostic/);
    expect(reminder.html).toContain('550 € TTC');
    // Without a stage, the range the booking page showed; without either, no price line.
    expect(bookingReminder({ ...e85, priceRange: 'de 890 € à 1 200 €' }).text).toContain('Prix indicatif');
    expect(bookingReminder(e85).text).not.toMatch(/Prix/);
  });

  it('name the vehicle to the visitor only in the catalogue’s words', () => {
    const named = bookingVisitorConfirmation({ ...e85, vehicle: 'Volkswagen Golf 1.6 TDI 115 (2020)' }, null);
    expect(named.text).toMatch(/Véhicule\s*:?\s*Volkswagen Golf 1\.6 TDI 115 \(2020\)/);
    expect(bookingVisitorConfirmation(e85, null).text).not.toContain('Véhicule');
  });
});
