import type { BenchPoint, BenchRun } from '../../entities/realisation.js';

/** ch = Nm × tr/min ÷ 7023.5 (1 ch = 735.5 W). */
const HP_FACTOR = 7023.5;

/** Where each kind of engine makes its torque and its power, for a curve of the usual shape. */
const SHAPES = {
  diesel: { start: 1250, plateauFrom: 1750, plateauTo: 2500, powerAt: 3750, redline: 4750, step: 250 },
  petrol: { start: 1500, plateauFrom: 2000, plateauTo: 4500, powerAt: 5750, redline: 6750, step: 250 },
  motorcycle: { start: 3000, plateauFrom: 6000, plateauTo: 8000, powerAt: 10000, redline: 11500, step: 500 },
} as const;

export type EngineKind = keyof typeof SHAPES;

/** The kind of a demo job's engine, from its name (« 1.5 BlueHDi 130 », « 890 cc 119 ch », « 2.0 TSI 245 RS »). */
export function engineKindOf(engineName: string): EngineKind {
  if (/\bcc\b/i.test(engineName)) return 'motorcycle';
  if (/(hdi|dci|tdi|d-4d|multijet|cdi|crdi|tdci|\d{3}d\b)/i.test(engineName)) return 'diesel';
  return 'petrol';
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * One bench curve whose peaks are exactly `peakHp` and `peakNm`: torque rises to a plateau, then power climbs to its
 * peak and eases off towards the redline, with power = torque × rpm ÷ 7023.5 at every point.
 */
export function curveWithPeaks(kind: EngineKind, peakHp: number, peakNm: number): BenchPoint[] {
  const shape = SHAPES[kind];
  const ceilStep = (rpm: number) => Math.ceil(rpm / shape.step) * shape.step;
  // Power cannot peak before torque × rpm reaches it: the plateau ends, and the power peak comes, after that speed.
  const reach = (peakHp * HP_FACTOR) / peakNm;
  const plateauTo = Math.max(
    shape.plateauFrom,
    Math.min(shape.plateauTo, Math.floor((reach * 0.95) / shape.step) * shape.step),
  );
  const powerAt = Math.max(shape.powerAt, ceilStep(reach * 1.05));
  const redline = Math.max(shape.redline, powerAt + 2 * shape.step);
  const plateauHp = (peakNm * plateauTo) / HP_FACTOR;
  const points: BenchPoint[] = [];
  for (let rpm = shape.start; rpm <= redline; rpm += shape.step) {
    let powerHp: number;
    if (rpm <= plateauTo) {
      const rise = rpm < shape.plateauFrom ? 0.6 + (0.4 * (rpm - shape.start)) / (shape.plateauFrom - shape.start) : 1;
      powerHp = (peakNm * rise * rpm) / HP_FACTOR;
    } else if (rpm <= powerAt) {
      powerHp = plateauHp + ((peakHp - plateauHp) * (rpm - plateauTo)) / (powerAt - plateauTo);
    } else {
      powerHp = peakHp * (1 - 0.07 * ((rpm - powerAt) / (redline - powerAt)) ** 2);
    }
    points.push({ rpm, powerHp: round1(powerHp), torqueNm: round1((powerHp * HP_FACTOR) / rpm) });
  }
  // Rounding can move a peak by a tenth: the named figures are the measured ones.
  points.find((p) => p.rpm === powerAt)!.powerHp = peakHp;
  for (const p of points)
    if (p.torqueNm > peakNm || (p.rpm >= shape.plateauFrom && p.rpm <= plateauTo)) p.torqueNm = peakNm;
  return points;
}

/** Demo curves for a demo job with its four bench figures, consistent with them (null without them). */
export function demoBenchRun(
  engineName: string,
  gains: { powerBefore: number; powerAfter: number; torqueBefore: number; torqueAfter: number } | null,
): BenchRun | null {
  if (!gains) return null;
  const kind = engineKindOf(engineName);
  return {
    before: curveWithPeaks(kind, gains.powerBefore, gains.torqueBefore),
    after: curveWithPeaks(kind, gains.powerAfter, gains.torqueAfter),
  };
}
