import { describe, expect, it } from 'vitest';
import { bookedByEmail, makeOf, mondayOf } from './figures.js';

describe('the figures’ rules', () => {
  it('start a week on its Monday', () => {
    expect(mondayOf('2027-03-22')).toBe('2027-03-22');
    expect(mondayOf('2027-03-28')).toBe('2027-03-22');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('read a vehicle’s make from the catalogue’s, the longest first, without case or accents', () => {
    const makes = ['Citroën', 'Land Rover', 'Renault', 'Renault Trucks', 'Mini'];
    expect(makeOf('citroen c3 1.2 PureTech', makes)).toBe('Citroën');
    expect(makeOf('Renault Trucks Master', makes)).toBe('Renault Trucks');
    expect(makeOf('Renault Clio V', makes)).toBe('Renault');
    expect(makeOf('Land Rover Defender', makes)).toBe('Land Rover');
    expect(makeOf('Minibus Ford', makes)).toBeNull();
    expect(makeOf('Golf 7 GTI', makes)).toBeNull();
  });

  it('pair a request with a booking by its address within 30 days after it', () => {
    const sent = new Date('2027-03-01T10:00:00Z');
    const requests = [
      { email: 'lea@example.fr', at: sent },
      { email: 'paul@example.fr', at: sent },
      { email: 'anne@example.fr', at: sent },
    ];
    const bookings = [
      { email: 'lea@example.fr', at: new Date('2027-03-30T10:00:00Z') },
      // Before the request, and 30 days after it: neither follows it.
      { email: 'paul@example.fr', at: new Date('2027-02-28T10:00:00Z') },
      { email: 'paul@example.fr', at: new Date('2027-03-31T10:00:00Z') },
    ];
    expect(bookedByEmail(requests, bookings).map((r) => r.email)).toEqual(['lea@example.fr']);
  });
});
