import { describe, expect, it } from 'vitest';
import { standardHours, TUESDAY_TO_SATURDAY } from '../../content/centres/opening-hours.js';
import { freeSlots, workingDay, zonedInstant, type AvailabilityQuery } from './availability.js';
import { holidayDatesBetween } from './public-holidays.js';

const PARIS = 'Europe/Paris';
const CASABLANCA = 'Africa/Casablanca';

/** A Tuesday-to-Saturday centre (9h-12h, 14h-18h30) with two bays, asked on Monday 2027-03-22 at noon in Paris. */
const query = (over: Partial<AvailabilityQuery> = {}): AvailabilityQuery => ({
  timeZone: PARIS,
  openingHours: standardHours(TUESDAY_TO_SATURDAY),
  closedDates: new Set(),
  units: [{ id: 'baie-1' }, { id: 'baie-2' }],
  busy: [],
  durationMinutes: 120,
  dropOff: false,
  stepMinutes: 30,
  now: new Date('2027-03-22T11:00:00Z'),
  leadMinutes: 120,
  horizonDays: 14,
  ...over,
});
const startsOn = (days: ReturnType<typeof freeSlots>, date: string) =>
  days.find((d) => d.date === date)?.slots.map((s) => s.start.toISOString());

describe('free slots', () => {
  it('fit each opening period on the step grid, over the horizon, without Sundays and Mondays', () => {
    const days = freeSlots(query());
    expect(days.map((d) => d.date)).toEqual([
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
    ]);
    // Paris is at +01 until the clocks go forward on Sunday 28 March: 9h is 08:00 UTC. A two-hour job starts at
    // 9h, 9h30 or 10h in the morning (it ends by 12h), 14h to 16h30 in the afternoon.
    expect(startsOn(days, '2027-03-23')).toEqual([
      '2027-03-23T08:00:00.000Z',
      '2027-03-23T08:30:00.000Z',
      '2027-03-23T09:00:00.000Z',
      '2027-03-23T13:00:00.000Z',
      '2027-03-23T13:30:00.000Z',
      '2027-03-23T14:00:00.000Z',
      '2027-03-23T14:30:00.000Z',
      '2027-03-23T15:00:00.000Z',
      '2027-03-23T15:30:00.000Z',
    ]);
  });

  it('name each slot by its local time', () => {
    const tuesday = freeSlots(query())[0]!;
    expect(tuesday.slots.map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });

  it('follow the clocks on the days after a change: 9h in Paris is 07:00 UTC once summer time has begun', () => {
    const days = freeSlots(query());
    expect(startsOn(days, '2027-03-27')?.[0]).toBe('2027-03-27T08:00:00.000Z');
    expect(startsOn(days, '2027-03-30')?.[0]).toBe('2027-03-30T07:00:00.000Z');
    // Back to winter time on Sunday 31 October 2027.
    const autumn = freeSlots(query({ now: new Date('2027-10-25T11:00:00Z'), horizonDays: 7 }));
    expect(startsOn(autumn, '2027-10-30')?.[0]).toBe('2027-10-30T07:00:00.000Z');
    expect(startsOn(autumn, '2027-10-26')?.[0]).toBe('2027-10-26T07:00:00.000Z');
    const after = freeSlots(query({ now: new Date('2027-10-31T11:00:00Z'), horizonDays: 3 }));
    expect(startsOn(after, '2027-11-02')?.[0]).toBe('2027-11-02T08:00:00.000Z');
  });

  it('follow Morocco’s hour around Ramadan as the time zone database has it', () => {
    // In 2026 Morocco's clocks went back to UTC for Ramadan (from 15 February) and forward again after it.
    const ramadan = freeSlots(
      query({ timeZone: CASABLANCA, now: new Date('2026-02-16T12:00:00Z'), horizonDays: 7, leadMinutes: 0 }),
    );
    expect(startsOn(ramadan, '2026-02-20')?.[0]).toBe('2026-02-20T09:00:00.000Z');
    const spring = freeSlots(
      query({ timeZone: CASABLANCA, now: new Date('2026-04-13T12:00:00Z'), horizonDays: 7, leadMinutes: 0 }),
    );
    expect(startsOn(spring, '2026-04-17')?.[0]).toBe('2026-04-17T08:00:00.000Z');
  });

  it('need a unit free for the whole job: a second bay takes the slot, two busy bays leave none', () => {
    const tuesdayMorning = (unitId: string) => ({
      unitId,
      start: new Date('2027-03-23T08:00:00Z'),
      end: new Date('2027-03-23T10:00:00Z'),
    });
    const oneBusy = freeSlots(query({ busy: [tuesdayMorning('baie-1')] }));
    expect(oneBusy[0]!.slots[0]).toMatchObject({ unitId: 'baie-2', start: new Date('2027-03-23T08:00:00Z') });
    const bothBusy = freeSlots(query({ busy: [tuesdayMorning('baie-1'), tuesdayMorning('baie-2')] }));
    // 9h, 9h30 and 10h overlap the two bookings (which end at 11h local); the afternoon is free.
    expect(startsOn(bothBusy, '2027-03-23')?.[0]).toBe('2027-03-23T13:00:00.000Z');
  });

  it('leave out a job longer than any opening period, and keep a full day as a day with no slot', () => {
    expect(freeSlots(query({ durationMinutes: 300 })).every((d) => d.slots.length === 0)).toBe(true);
    const full = freeSlots(
      query({
        units: [{ id: 'banc' }],
        busy: [{ unitId: 'banc', start: new Date('2027-03-23T00:00:00Z'), end: new Date('2027-03-24T00:00:00Z') }],
      }),
    );
    expect(full[0]).toEqual({ date: '2027-03-23', slots: [] });
  });

  it('skip closed days: public holidays, the centre’s closures, a unit out of service', () => {
    const closed = freeSlots(
      query({
        now: new Date('2027-07-12T11:00:00Z'),
        horizonDays: 7,
        closedDates: new Set([...holidayDatesBetween('FR', '2027-07-12', '2027-07-19'), '2027-07-15']),
      }),
    );
    expect(closed.map((d) => d.date)).toEqual(['2027-07-13', '2027-07-16', '2027-07-17']);
    const benchUnderRepair = freeSlots(query({ units: [{ id: 'banc', closedDates: new Set(['2027-03-23']) }] }));
    expect(benchUnderRepair[0]!.date).toBe('2027-03-24');
  });

  it('start no sooner than the lead time, and no later than the horizon', () => {
    // Tuesday 8:30 local with two hours' notice: the first slot is at 10h30… which a two-hour job cannot take
    // before 12h, so the afternoon.
    const soon = freeSlots(query({ now: new Date('2027-03-23T07:30:00Z'), horizonDays: 1 }));
    expect(startsOn(soon, '2027-03-23')?.[0]).toBe('2027-03-23T13:00:00.000Z');
    expect(freeSlots(query({ horizonDays: 1 }))).toEqual([]); // Monday: closed
  });
});

describe('drop-off jobs', () => {
  /** A six-hour job (an E85 conversion) left at the garage, asked on Monday 2027-03-22 at noon in Paris. */
  const dropOff = (over: Partial<AvailabilityQuery> = {}) =>
    freeSlots(query({ durationMinutes: 360, dropOff: true, ...over }));
  const slotsOn = (days: ReturnType<typeof freeSlots>, date: string) =>
    days.find((d) => d.date === date)?.slots.map((s) => `${s.time}→${s.endDate} ${s.endTime} ${s.unitId}`);

  it('start at each opening or within its first hour, and work over the lunch break and into the next open day', () => {
    // 9h + 3 h of morning + 3 h from 14h: collected at 17h. Dropped at 14h, 4 h 30 that afternoon and 1 h 30 the
    // next morning.
    expect(slotsOn(dropOff(), '2027-03-23')).toEqual([
      '09:00→2027-03-23 17:00 baie-1',
      '09:30→2027-03-23 17:30 baie-1',
      '14:00→2027-03-24 10:30 baie-1',
      '14:30→2027-03-24 11:00 baie-1',
    ]);
  });

  it('skip the days the centre is closed: dropped on Saturday afternoon, ready on Tuesday, or Wednesday after a holiday', () => {
    expect(slotsOn(dropOff(), '2027-03-27')?.[2]).toBe('14:00→2027-03-30 10:30 baie-1');
    expect(slotsOn(dropOff({ closedDates: new Set(['2027-03-30']) }), '2027-03-27')?.[2]).toBe(
      '14:00→2027-03-31 10:30 baie-1',
    );
  });

  it('keep the bay for the whole span: a booking that afternoon on the first bay sends the morning job to the second', () => {
    const afternoon = {
      unitId: 'baie-1',
      start: new Date('2027-03-23T15:00:00Z'),
      end: new Date('2027-03-23T16:00:00Z'),
    };
    expect(slotsOn(dropOff({ busy: [afternoon] }), '2027-03-23')?.[0]).toBe('09:00→2027-03-23 17:00 baie-2');
    const both = [afternoon, { ...afternoon, unitId: 'baie-2' }];
    expect(slotsOn(dropOff({ busy: both }), '2027-03-23')).toEqual([]);
  });

  it('need the bay open on every day the job spans', () => {
    const days = dropOff({ units: [{ id: 'baie-1', closedDates: new Set(['2027-03-24']) }, { id: 'baie-2' }] });
    expect(slotsOn(days, '2027-03-23')).toEqual([
      '09:00→2027-03-23 17:00 baie-1',
      '09:30→2027-03-23 17:30 baie-1',
      '14:00→2027-03-24 10:30 baie-2',
      '14:30→2027-03-24 11:00 baie-2',
    ]);
  });

  it('give a short appointment its exact end, within its opening period', () => {
    expect(slotsOn(freeSlots(query()), '2027-03-23')?.[0]).toBe('09:00→2027-03-23 11:00 baie-1');
  });
});

describe('seasonal hours', () => {
  // Ramadan hours on Wednesday 24 March only: one continuous day, 9h to 15h.
  const ramadan = [
    {
      from: '2027-03-24',
      to: '2027-03-24',
      openingHours: [{ day: 'wednesday' as const, opens: '09:00', closes: '15:00' }],
    },
  ];

  it('replace the usual hours on their dates: starts through what was the lunch break, none after 13h', () => {
    const days = freeSlots(query({ seasons: ramadan }));
    expect(days.find((d) => d.date === '2027-03-24')!.slots.map((s) => s.time)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
    ]);
    expect(days.find((d) => d.date === '2027-03-25')!.slots.map((s) => s.time)).toContain('14:00');
  });

  it('count a drop-off job’s work in the season’s hours: six hours from 9h end at 15h', () => {
    const day = freeSlots(query({ seasons: ramadan, durationMinutes: 360, dropOff: true })).find(
      (d) => d.date === '2027-03-24',
    )!;
    expect(day.slots[0]).toMatchObject({ time: '09:00', endDate: '2027-03-24', endTime: '15:00' });
    // Dropped off on Tuesday afternoon: 4 h 30 that day, then 1 h 30 of Wednesday's continuous day.
    const tuesday = freeSlots(query({ seasons: ramadan, durationMinutes: 360, dropOff: true })).find(
      (d) => d.date === '2027-03-23',
    )!;
    expect(tuesday.slots.find((s) => s.time === '14:00')).toMatchObject({ endDate: '2027-03-24', endTime: '10:30' });
  });
});

describe('local times', () => {
  it('do not exist in the hour skipped in spring, and exist once in autumn', () => {
    expect(zonedInstant('2027-03-28', 2 * 60 + 30, PARIS)).toBeNull();
    expect(zonedInstant('2027-03-28', 3 * 60, PARIS)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(zonedInstant('2027-10-31', 9 * 60, PARIS)?.toISOString()).toBe('2027-10-31T08:00:00.000Z');
  });
});

describe('a centre’s working day', () => {
  it('runs from the first opening to the last closing, lunch inside, in the centre’s zone', () => {
    const hours = standardHours(TUESDAY_TO_SATURDAY);
    const tuesday = workingDay(hours, '2027-03-23', 'Europe/Paris')!;
    expect(tuesday.start.toISOString()).toBe(zonedInstant('2027-03-23', 9 * 60, 'Europe/Paris')!.toISOString());
    expect(tuesday.end.toISOString()).toBe('2027-03-23T17:30:00.000Z'); // 18h30 in Paris
    expect(tuesday.minutes).toBe(570);
    expect(workingDay(hours, '2027-03-22', 'Europe/Paris')).toBeNull(); // a Monday: closed
  });
});

describe('a job measured on the bench before and after', () => {
  const bench = { minutes: 60, units: [{ id: 'banc' }] };
  const local = (at: Date) => new Date(at.getTime() + 3_600_000).toISOString().slice(11, 16); // Paris is +01 here
  const runs = (over: Partial<AvailabilityQuery>, time: string) =>
    freeSlots(query({ dropOff: true, benchRuns: bench, ...over }))[0]!
      .slots.find((slot) => slot.time === time)
      ?.benchRuns?.map((run) => `${run.part} ${local(run.start)}-${local(run.end)} ${run.unitIds.join()}`);

  it('takes the bench for the job’s first hour and its last, a bay between', () => {
    // Four hours of work and two runs, left at 9h on Tuesday: the bench 9h-10h, then 16h-17h.
    expect(runs({ durationMinutes: 360 }, '09:00')).toEqual([
      'bench-before 09:00-10:00 banc',
      'bench-after 16:00-17:00 banc',
    ]);
  });

  it('starts the last run at the next opening when the work ends at noon, not over the lunch break', () => {
    // One hour on the bench and two of work end at noon: the second run is 14h-15h.
    expect(runs({ durationMinutes: 240 }, '09:00')).toEqual([
      'bench-before 09:00-10:00 banc',
      'bench-after 14:00-15:00 banc',
    ]);
  });

  it('offers no start whose runs find the bench taken or closed, though a bay is free', () => {
    const taken = { unitId: 'banc', start: new Date('2027-03-23T15:30:00Z'), end: new Date('2027-03-23T16:30:00Z') };
    const tuesday = (over: Partial<AvailabilityQuery>) =>
      freeSlots(query({ dropOff: true, durationMinutes: 360, ...over }))[0]!.slots.map((slot) => slot.time);
    // 9h needs the bench at 16h-17h, taken at 16h30; 9h30 needs it at 16h30-17h30.
    expect(tuesday({ benchRuns: bench, busy: [taken] })).not.toContain('09:00');
    expect(tuesday({ benchRuns: bench, busy: [taken] })).not.toContain('09:30');
    expect(tuesday({ busy: [taken] })).toContain('09:00');
    const closed = { minutes: 60, units: [{ id: 'banc', closedDates: new Set(['2027-03-23']) }] };
    expect(tuesday({ benchRuns: closed })).toEqual([]);
  });
});
