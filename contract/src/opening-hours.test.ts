import { describe, expect, it } from 'vitest';
import { frenchTime, groupCentreHours, summariseOpeningHours, type Slot } from './opening-hours.js';

const day = (d: string): Slot[] => [
  { day: d, opens: '14:00', closes: '18:30' },
  { day: d, opens: '09:00', closes: '12:00' },
];

describe('opening hours', () => {
  it('writes times the French way', () => {
    expect(frenchTime('09:00')).toBe('9h');
    expect(frenchTime('18:30')).toBe('18h30');
  });

  it('groups consecutive days with the same hours', () => {
    const slots = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap(day);
    expect(summariseOpeningHours(slots)).toEqual([{ days: 'Du mardi au samedi', hours: '9h-12h / 14h-18h30' }]);
  });

  it('keeps separate groups apart and names single days', () => {
    const slots = [...day('monday'), { day: 'wednesday', opens: '10:00', closes: '16:00' }];
    expect(summariseOpeningHours(slots)).toEqual([
      { days: 'Lundi', hours: '9h-12h / 14h-18h30' },
      { days: 'Mercredi', hours: '10h-16h' },
    ]);
  });

  it('returns nothing for a centre without hours', () => {
    expect(summariseOpeningHours([])).toEqual([]);
  });
});

describe('network hours', () => {
  it('groups the centres that keep the same hours, from their own data', () => {
    const tueSat = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap(day);
    const monSat = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].flatMap(day);
    const groups = groupCentreHours([
      { name: 'Montpellier', openingHours: tueSat },
      { name: 'Béziers', openingHours: monSat },
      { name: 'Nice', openingHours: tueSat },
      { name: 'Sans horaires', openingHours: [] },
    ]);
    expect(groups).toEqual([
      { centres: ['Montpellier', 'Nice'], lines: [{ days: 'Du mardi au samedi', hours: '9h-12h / 14h-18h30' }] },
      { centres: ['Béziers'], lines: [{ days: 'Du lundi au samedi', hours: '9h-12h / 14h-18h30' }] },
    ]);
  });
});
