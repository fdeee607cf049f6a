import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

const intlPrice = (amount: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

describe('formatPrice', () => {
  it('writes prices as the French locale does', () => {
    expect(formatPrice(350, 'EUR')).toBe('350\u00a0€');
    expect(formatPrice(1500, 'EUR')).toBe('1\u202f500\u00a0€');
    expect(formatPrice(3500, 'MAD')).toBe('3\u202f500\u00a0MAD');
  });

  it('agrees with Intl.NumberFormat for any amount in euros and dirhams', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e9, max: 1e12 }), fc.double({ min: -1e7, max: 1e7, noNaN: true })),
        fc.constantFrom('EUR', 'MAD'),
        (amount, currency) => {
          expect(formatPrice(amount, currency)).toBe(intlPrice(amount, currency));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
