import { describe, expect, it } from 'vitest';
import { onFirstFreeUnit } from './holds.js';

/** An error as TypeORM's PostgreSQL driver raises it: the SQLSTATE on `driverError`. */
const failure = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { driverError: { code } });
const EXCLUSION = '23P01';
const DEADLOCK = '40P01';

/** An attempt that fails with the given states in turn, then takes the unit; the units it was run on, in order. */
function scripted(failures: Record<string, string[]>) {
  const calls: string[] = [];
  const attempt = async (unit: string) => {
    calls.push(unit);
    const next = failures[unit]?.shift();
    if (next) throw failure(next);
    return `pris sur ${unit}`;
  };
  return { calls, attempt };
}

describe('onFirstFreeUnit', () => {
  it('gives the first unit the exclusion constraint accepts', async () => {
    const { calls, attempt } = scripted({ 'baie-1': [EXCLUSION] });
    expect(await onFirstFreeUnit(['baie-1', 'baie-2'], attempt)).toEqual({
      unitId: 'baie-2',
      result: 'pris sur baie-2',
    });
    expect(calls).toEqual(['baie-1', 'baie-2']);
  });

  it('tries the same unit again when the database cancelled its transaction as a deadlock', async () => {
    const { calls, attempt } = scripted({ 'baie-1': [DEADLOCK] });
    expect(await onFirstFreeUnit(['baie-1', 'baie-2'], attempt)).toEqual({
      unitId: 'baie-1',
      result: 'pris sur baie-1',
    });
    expect(calls).toEqual(['baie-1', 'baie-1']);
  });

  it('moves on after a deadlock then a refusal, and after three deadlocks in a row', async () => {
    const { calls, attempt } = scripted({
      'baie-1': [DEADLOCK, EXCLUSION],
      'baie-2': [DEADLOCK, DEADLOCK, DEADLOCK],
      'baie-3': [EXCLUSION],
    });
    expect(await onFirstFreeUnit(['baie-1', 'baie-2', 'baie-3'], attempt)).toBeUndefined();
    expect(calls).toEqual(['baie-1', 'baie-1', 'baie-2', 'baie-2', 'baie-2', 'baie-3']);
  });

  it('lets any other failure through, without trying another unit', async () => {
    const { calls, attempt } = scripted({ 'baie-1': ['53300'] });
    await expect(onFirstFreeUnit(['baie-1', 'baie-2'], attempt)).rejects.toThrow('SQLSTATE 53300');
    expect(calls).toEqual(['baie-1']);
  });
});
