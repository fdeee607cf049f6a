import { describe, expect, it } from 'vitest';
import { readMileage, readPlate } from './vehicle-details.js';

describe('mileage and number plate of a quote', () => {
  it('reads a mileage as people type it, and refuses what is not one', () => {
    expect(readMileage('85 000')).toBe(85000);
    expect(readMileage('85.000 km')).toBe(85000);
    expect(readMileage('120000KM')).toBe(120000);
    expect(readMileage('0')).toBe(0);
    for (const typed of ['', 'beaucoup', '85,5', '-10', '2 000 000']) expect(readMileage(typed), typed).toBeNull();
  });

  it('writes French plates in their official form', () => {
    expect(readPlate('ab123cd')).toBe('AB-123-CD');
    expect(readPlate('AB 123 CD')).toBe('AB-123-CD');
    expect(readPlate('1234 ab 34')).toBe('1234 AB 34');
    expect(readPlate('123-ABC-2A')).toBe('123 ABC 2A');
  });

  it('writes Moroccan plates with the series letter in Latin', () => {
    expect(readPlate('12345 أ 6')).toBe('12345-A-6');
    expect(readPlate('12345|ب|26')).toBe('12345-B-26');
    expect(readPlate('1234-w-1')).toBe('1234-W-1');
  });

  it('refuses what is neither French nor Moroccan', () => {
    // SIV plates never use I, O or U.
    for (const typed of ['AI-123-CD', 'ABC', '12345', 'AB-1234-CD', 'plaque'])
      expect(readPlate(typed), typed).toBeNull();
  });
});
