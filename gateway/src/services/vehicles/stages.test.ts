import { describe, expect, it } from 'vitest';
import { engineStages, type EngineForStages } from './stages.js';

const base: EngineForStages = {
  vehicleType: 'car',
  fuel: 'diesel',
  aspiration: 'turbo',
  displacementCc: 1499,
  powerHp: 130,
  torqueNm: 300,
  remappable: true,
  curated: [],
};

describe('stage figures', () => {
  it('estimates two stages for a turbo diesel car, rounded to 5, marked as estimates', () => {
    expect(engineStages(base)).toEqual([
      {
        stage: 1,
        powerHp: 165,
        torqueNm: 390,
        powerGainHp: 35,
        torqueGainNm: 90,
        powerGainPercent: 26.9,
        torqueGainPercent: 30,
        estimated: true,
      },
      {
        stage: 2,
        powerHp: 175,
        torqueNm: 420,
        powerGainHp: 45,
        torqueGainNm: 120,
        powerGainPercent: 34.6,
        torqueGainPercent: 40,
        estimated: true,
      },
    ]);
  });

  it('offers a third stage only for turbo petrol engines of 1.8 l or more', () => {
    const petrol = { ...base, fuel: 'essence' as const, displacementCc: 1984, powerHp: 245, torqueNm: 370 };
    expect(engineStages(petrol).map((s) => s.stage)).toEqual([1, 2, 3]);
    expect(engineStages({ ...petrol, displacementCc: 1199 }).map((s) => s.stage)).toEqual([1, 2]);
  });

  it('gives a naturally aspirated engine a small stage 1 and nothing more', () => {
    const stages = engineStages({ ...base, fuel: 'essence', aspiration: 'atmospherique', powerHp: 73, torqueNm: 95 });
    expect(stages).toHaveLength(1);
    expect(stages[0]!.powerGainHp).toBeGreaterThanOrEqual(5);
    expect(stages[0]!.powerGainPercent).toBeLessThan(10);
  });

  it('never remaps an electric vehicle', () => {
    expect(engineStages({ ...base, fuel: 'electrique', aspiration: 'electrique', remappable: false })).toEqual([]);
  });

  it('shows curated figures as measured, and keeps estimating the stages it lacks', () => {
    const stages = engineStages({ ...base, curated: [{ powerHp: 160, torqueNm: 370 }] });
    expect(stages[0]).toMatchObject({ stage: 1, powerHp: 160, torqueNm: 370, estimated: false });
    expect(stages[1]).toMatchObject({ stage: 2, estimated: true });
  });

  it('is milder for trucks and vans', () => {
    const [stage1] = engineStages({
      ...base,
      vehicleType: 'camion',
      powerHp: 460,
      torqueNm: 2300,
      displacementCc: 12800,
    });
    expect(stage1!.powerGainPercent).toBeLessThanOrEqual(16);
  });
});
