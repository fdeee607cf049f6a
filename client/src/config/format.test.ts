import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, frenchDay, frenchLongDate, telHref } from './format';

const intlPrice = (amount: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
const intlNumber = (value: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits }).format(value);
const intlDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const amounts = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  // Halves and tenths, where rounding goes one way or the other.
  fc.integer({ min: -100000, max: 100000 }).map((n) => n / 20),
);

describe('French number formats', () => {
  it('writes prices and figures as the French locale does', () => {
    expect(formatPrice(350, 'EUR')).toBe('350\u00a0€');
    expect(formatPrice(1500, 'EUR')).toBe('1\u202f500\u00a0€');
    expect(formatPrice(3500, 'MAD')).toBe('3\u202f500\u00a0MAD');
    expect(formatNumber(6250)).toBe('6\u202f250');
    expect(formatNumber(187.46, 1)).toBe('187,5');
    expect(formatNumber(187.04, 1)).toBe('187');
  });

  it('agrees with Intl.NumberFormat for any amount in euros and dirhams', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom('EUR', 'MAD'), (amount, currency) => {
        expect(formatPrice(amount, currency)).toBe(intlPrice(amount, currency));
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with Intl.NumberFormat for any number, whole or to one or two decimals', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(0, 1, 2), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(intlNumber(value, digits));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('frenchLongDate', () => {
  it('writes the first of the month « 1er »', () => {
    expect(frenchLongDate('2025-03-12')).toBe('12 mars 2025');
    expect(frenchLongDate('2026-01-01')).toBe('1er janvier 2026');
  });

  it('agrees with Intl.DateTimeFormat on every calendar date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(frenchLongDate(iso)).toBe(intlDate.format(d).replace(/^1 /, '1er '));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves anything but a calendar date as it came', () => {
    expect(frenchLongDate('2025-02-30')).toBe('2025-02-30');
    expect(frenchLongDate('bientôt')).toBe('bientôt');
  });
});

describe('frenchDay', () => {
  it('names the weekday as Intl does, with or without the year', () => {
    const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(frenchDay(iso, true)).toBe(`${weekday.format(d)} ${frenchLongDate(iso)}`);
      }),
      { numRuns: 500 },
    );
    expect(frenchDay('2027-03-23')).toBe('mardi 23 mars');
    expect(frenchDay('2027-05-01', true)).toBe('samedi 1er mai 2027');
    expect(frenchDay('pas une date')).toBe('pas une date');
  });
});

describe('phone links', () => {
  it('dials a national number with its own country’s code, never the French one for a Moroccan number', () => {
    expect(telHref('04 65 71 00 34')).toBe('tel:+33465710034');
    expect(telHref('04 65 71 00 34', 'FR')).toBe('tel:+33465710034');
    expect(telHref('05 22 00 00 01', 'MA')).toBe('tel:+212522000001');
    expect(telHref('+212 5 22 00 00 01', 'FR')).toBe('tel:+212522000001');
    // A country without a known code keeps the digits as written.
    expect(telHref('0123 456', 'ES')).toBe('tel:0123456');
  });
});
