import { describe, expect, it } from 'vitest';
import { standardHours, TUESDAY_TO_SATURDAY } from '../../content/centres/opening-hours.js';
import { answerTime } from './answer-time.js';

const PARIS = 'Europe/Paris';
const hours = [standardHours(TUESDAY_TO_SATURDAY)];
// 2026-11-24 is a Tuesday; Paris is UTC+1 in November.
const at = (iso: string) => new Date(iso);

describe('when a centre answers a request', () => {
  it('says « today, before closing » while it is open', () => {
    const closing = hours[0]!
      .filter((s) => s.day === 'tuesday')
      .map((s) => s.closes)
      .sort()
      .at(-1)!;
    const lastClosing = `aujourd’hui, avant ${closing.replace(/^0/, '').replace(':00', 'h').replace(':', 'h')}`;
    // In the morning slot: the day's last closing, not the lunch break's.
    expect(answerTime(hours, at('2026-11-24T09:30:00Z'), PARIS)).toBe(lastClosing);
  });

  it('names the next opening: later today, tomorrow, or the day', () => {
    expect(answerTime(hours, at('2026-11-24T05:00:00Z'), PARIS)).toMatch(/^aujourd’hui à partir de \d+h/);
    expect(answerTime(hours, at('2026-11-24T21:00:00Z'), PARIS)).toMatch(/^demain à partir de \d+h/);
    // Saturday evening: Sunday and Monday are closed.
    expect(answerTime(hours, at('2026-11-28T20:00:00Z'), PARIS)).toMatch(/^mardi à partir de \d+h/);
  });

  it('takes the first centre to open when the visitor has no preference, and null for hours that never open', () => {
    const mondays = [[{ day: 'monday' as const, opens: '08:00', closes: '12:00' }], ...hours];
    expect(answerTime(mondays, at('2026-11-28T20:00:00Z'), PARIS)).toBe('lundi à partir de 8h');
    expect(answerTime([[]], at('2026-11-28T20:00:00Z'), PARIS)).toBeNull();
  });
});
