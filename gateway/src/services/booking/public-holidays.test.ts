import { describe, expect, it } from 'vitest';
import { holidayDatesBetween, publicHolidays } from './public-holidays.js';

const YEARS = [2026, 2027, 2028] as const;
const ofYear = (country: 'FR' | 'MA', year: number) => publicHolidays(country, `${year}-01-01`, `${year}-12-31`);
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('public holidays in France', () => {
  const movable = {
    2026: { paques: '2026-04-06', ascension: '2026-05-14', pentecote: '2026-05-25' },
    2027: { paques: '2027-03-29', ascension: '2027-05-06', pentecote: '2027-05-17' },
    2028: { paques: '2028-04-17', ascension: '2028-05-25', pentecote: '2028-06-05' },
  };

  it.each(YEARS)('are the 11 days off of metropolitan France in %i, Easter ones included, none lunar', (year) => {
    const { paques, ascension, pentecote } = movable[year];
    const holidays = ofYear('FR', year);
    expect(holidays.map((h) => h.date)).toEqual(
      [
        `${year}-01-01`,
        paques,
        `${year}-05-01`,
        `${year}-05-08`,
        ascension,
        pentecote,
        `${year}-07-14`,
        `${year}-08-15`,
        `${year}-11-01`,
        `${year}-11-11`,
        `${year}-12-25`,
      ].sort(),
    );
    expect(holidays.every((h) => !h.lunar)).toBe(true);
    const named = (date: string) => holidays.find((h) => h.date === date)?.name;
    expect([named(paques), named(ascension), named(pentecote)]).toEqual([
      'Lundi de Pâques',
      'Ascension',
      'Lundi de Pentecôte',
    ]);
    expect(named(`${year}-01-01`)).toBe('Nouvel An');
    expect(named(`${year}-12-25`)).toBe('Noël');
  });

  it('leave out the days of Alsace-Moselle alone (Good Friday, 26 December) and Pentecost Sunday', () => {
    const dates = holidayDatesBetween('FR', '2026-01-01', '2028-12-31');
    for (const date of ['2026-04-03', '2027-03-26', '2028-04-14', '2026-12-26', '2027-12-26', '2026-05-24']) {
      expect(dates.has(date)).toBe(false);
    }
  });
});

describe('public holidays in Morocco', () => {
  const fixed = ['01-01', '01-11', '01-14', '05-01', '07-30', '08-14', '08-20', '08-21', '10-31', '11-06', '11-18'];
  // Dates expected by the published calendars (the crescent decides): the library's may differ by one day.
  const expected = {
    2026: { fitr: '2026-03-20', adha: '2026-05-27' },
    2027: { fitr: '2027-03-10', adha: '2027-05-17' },
    2028: { fitr: '2028-02-27', adha: '2028-05-05' },
  };

  it.each(YEARS)('include the fixed national holidays of %i, 31 October too, as certain', (year) => {
    const holidays = ofYear('MA', year);
    for (const monthDay of fixed) {
      const holiday = holidays.find((h) => h.date === `${year}-${monthDay}`);
      expect(holiday, monthDay).toBeDefined();
      expect(holiday?.lunar, monthDay).toBe(false);
    }
    expect(holidays.find((h) => h.date === `${year}-10-31`)?.name).toBe('Fête de l’Unité (Aïd al-Wahda)');
    expect(holidays.find((h) => h.date === `${year}-01-14`)?.name).toBe('Nouvel an amazigh');
  });

  it.each(YEARS)('include the Islamic holidays of %i within a day of their expected dates, to be confirmed', (year) => {
    const holidays = ofYear('MA', year);
    const named = (name: string) => holidays.filter((h) => h.name.includes(name));
    const fitr = named('Aïd al-Fitr');
    const adha = named('Aïd al-Adha');
    expect(fitr.length).toBeGreaterThan(0);
    expect(adha.length).toBeGreaterThan(0);
    expect(daysBetween(fitr[0]!.date, expected[year].fitr)).toBeLessThanOrEqual(1);
    expect(daysBetween(adha[0]!.date, expected[year].adha)).toBeLessThanOrEqual(1);
    for (const holiday of [...fitr, ...adha, ...named('1er Moharram'), ...named('Aïd al-Mawlid')]) {
      // 2027: Aïd al-Mawlid falls on 14 August, a fixed holiday: that day is off whatever the crescent.
      if (!holiday.name.includes('Oued Ed-Dahab')) expect(holiday.lunar, holiday.date).toBe(true);
    }
    expect(named('1er Moharram')).not.toHaveLength(0);
    expect(named('Aïd al-Mawlid')).not.toHaveLength(0);
    // Nothing else is lunar: the lunar days are exactly the Islamic ones.
    expect(holidays.filter((h) => h.lunar).every((h) => /Aïd al-(Fitr|Adha|Mawlid)|1er Moharram/.test(h.name))).toBe(
      true,
    );
  });

  it('give a lunar holiday falling on a fixed one as one certain day', () => {
    const day = publicHolidays('MA', '2027-08-14', '2027-08-14');
    expect(day).toHaveLength(1);
    expect(day[0]?.lunar).toBe(false);
    expect(day[0]?.name).toContain('Aïd al-Mawlid');
    expect(day[0]?.name).toContain('Oued Ed-Dahab');
  });

  it('made 31 October a day off from 2026 (instituted in November 2025)', () => {
    expect(holidayDatesBetween('MA', '2025-10-31', '2025-10-31').size).toBe(0);
    expect([...holidayDatesBetween('MA', '2026-10-31', '2026-10-31')]).toEqual(['2026-10-31']);
  });
});

describe('a range of dates', () => {
  it('across a new year gives the holidays of both years, by date', () => {
    expect(publicHolidays('FR', '2026-12-20', '2027-01-20').map((h) => h.date)).toEqual(['2026-12-25', '2027-01-01']);
    expect(publicHolidays('MA', '2026-12-20', '2027-01-20').map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-01-11',
      '2027-01-14',
    ]);
  });

  it('includes both ends, and gives one entry per day, sorted', () => {
    expect(publicHolidays('FR', '2026-05-14', '2026-05-25').map((h) => h.date)).toEqual(['2026-05-14', '2026-05-25']);
    for (const country of ['FR', 'MA'] as const) {
      const dates = publicHolidays(country, '2026-01-01', '2028-12-31').map((h) => h.date);
      expect(dates).toEqual([...new Set(dates)].sort());
    }
  });

  it('is empty when it ends before it starts, and refuses what is not a local date', () => {
    expect(publicHolidays('FR', '2026-12-31', '2026-01-01')).toEqual([]);
    expect(() => publicHolidays('FR', '2026-1-1', '2026-12-31')).toThrow(RangeError);
  });

  it('gives the dates alone for availability', () => {
    expect(holidayDatesBetween('FR', '2027-03-22', '2027-04-05')).toEqual(new Set(['2027-03-29']));
  });

  it('serves the cached list without letting a caller alter it', () => {
    const [first] = publicHolidays('FR', '2026-01-01', '2026-01-01');
    expect(() => Object.assign(first!, { date: '2026-01-02' })).toThrow(TypeError);
    expect(publicHolidays('FR', '2026-01-01', '2026-01-01')).toEqual([
      { date: '2026-01-01', name: 'Nouvel An', lunar: false },
    ]);
  });
});
