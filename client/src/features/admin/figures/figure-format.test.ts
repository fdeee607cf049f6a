import { describe, expect, it } from 'vitest';
import { count, days, percent, shortDay, weekLabel, weekName } from './figure-format';

describe('the figures’ French labels', () => {
  it('name a week by its Monday, months abbreviated', () => {
    expect(weekLabel('2026-11-02')).toBe('sem. du 2 nov.');
    expect(weekLabel('2027-03-01')).toBe('sem. du 1er mars');
    expect(weekName('2027-03-01')).toBe('semaine du 1er mars');
    expect(shortDay('2027-02-15')).toBe('15 févr.');
    expect(shortDay('2027-07-05')).toBe('5 juil.');
  });

  it('write counts, shares and days as French does', () => {
    expect(count(0, 'demande')).toBe('0 demande');
    expect(count(1, 'demande')).toBe('1 demande');
    expect(count(1200, 'rendez-vous', 'rendez-vous')).toBe('1\u202f200 rendez-vous');
    expect(percent(1, 3)).toBe('33\u00a0%');
    expect(percent(0, 0)).toBeNull();
    expect(days(3.5)).toBe('3,5 jours');
    expect(days(1)).toBe('1 jour');
  });
});
