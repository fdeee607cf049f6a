import { describe, expect, it } from 'vitest';
import { demoRealisations } from '../../content/demo-realisations.js';
import { benchPeak } from '../realisations/bench-run.js';
import { curveWithPeaks, demoBenchRun, engineKindOf } from './demo-bench-run.js';

describe('demo bench curves', () => {
  it('every demo job with figures gets curves whose peaks are its figures, before and after', () => {
    const withGains = demoRealisations.filter((demo) => demo.gains);
    expect(withGains.length).toBeGreaterThan(10);
    for (const demo of withGains) {
      const run = demoBenchRun(demo.vehicle.engine, demo.gains)!;
      const before = benchPeak(run.before);
      const after = benchPeak(run.after);
      expect([before.powerHp, before.torqueNm, after.powerHp, after.torqueNm], demo.title).toEqual([
        demo.gains!.powerBefore,
        demo.gains!.torqueBefore,
        demo.gains!.powerAfter,
        demo.gains!.torqueAfter,
      ]);
    }
  });

  it('keeps power and torque tied by the engine speed, and the speeds of its kind of engine', () => {
    const golf = curveWithPeaks('diesel', 150, 340);
    for (const p of golf.slice(1, -1)) expect(Math.abs(p.powerHp - (p.torqueNm * p.rpm) / 7023.5)).toBeLessThan(1);
    const peak = benchPeak(golf);
    expect(peak.torqueRpm).toBeLessThanOrEqual(2500);
    expect(peak.powerRpm).toBeGreaterThanOrEqual(3250);
    expect(benchPeak(curveWithPeaks('petrol', 245, 370)).powerRpm).toBeGreaterThanOrEqual(5000);
    expect(engineKindOf('1.5 BlueHDi 130')).toBe('diesel');
    expect(engineKindOf('330d 286')).toBe('diesel');
    expect(engineKindOf('890 cc 119 ch')).toBe('motorcycle');
    expect(engineKindOf('2.0 TSI 245 RS')).toBe('petrol');
  });

  it('gives no curves to a job without its four figures', () => {
    expect(demoBenchRun('1.5 BlueHDi 130', null)).toBeNull();
  });
});
