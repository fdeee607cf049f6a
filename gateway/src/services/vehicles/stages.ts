import type { Aspiration, Fuel, VehicleTypeId } from '../../content/vehicle-types.js';

/**
 * Stage figures. A figure measured or curated by the garage (CSV stage columns) is shown as it is; otherwise the
 * figure is computed from the rule below and always marked as an estimate.
 *
 * The rule, by what the engine breathes and burns (gains on stock power and torque, rounded to 5):
 * | engine                                   | stage 1         | stage 2 (hardware)  | stage 3 (turbo)     |
 * | turbo diesel (cars, motorcycles)         | +25 % / +30 %   | +35 % / +40 %       | —                   |
 * | turbo diesel (trucks and vans)           | +15 % / +15 %   | +25 % / +25 %       | —                   |
 * | turbo petrol or flex-fuel, 1.8 l or more | +20 % / +25 %   | +35 % / +40 %       | +55 % / +55 %       |
 * | turbo petrol or flex-fuel, below 1.8 l   | +20 % / +25 %   | +30 % / +35 %       | —                   |
 * | supercharged petrol                      | +12 % / +12 %   | +20 % / +20 %       | —                   |
 * | hybrid (petrol engine plus motor)        | +8 % / +8 %     | —                   | —                   |
 * | naturally aspirated petrol               | +5 % / +5 %     | —                   | —                   |
 * | electric                                 | not remappable  |                     |                     |
 * Stage 2 assumes intake, exhaust and intercooler parts; stage 3 a larger turbocharger. Naturally aspirated
 * engines gain little from software alone, which is why they get stage 1 only.
 */
type Gains = [power: number, torque: number];

export interface EngineForStages {
  vehicleType: VehicleTypeId;
  fuel: Fuel;
  aspiration: Aspiration;
  displacementCc: number;
  powerHp: number;
  torqueNm: number;
  remappable: boolean;
  /** Curated figures, per stage (index 0 = stage 1); null where none. */
  curated: ({ powerHp: number; torqueNm: number } | null)[];
}

export interface StageFigures {
  stage: 1 | 2 | 3;
  powerHp: number;
  torqueNm: number;
  powerGainHp: number;
  torqueGainNm: number;
  powerGainPercent: number;
  torqueGainPercent: number;
  /** True when computed by the rule, false when curated or measured. */
  estimated: boolean;
}

export function stageGains(
  engine: Pick<EngineForStages, 'vehicleType' | 'fuel' | 'aspiration' | 'displacementCc'>,
): Gains[] {
  const { vehicleType, fuel, aspiration, displacementCc } = engine;
  if (fuel === 'electrique' || aspiration === 'electrique') return [];
  if (fuel === 'hybride') return [[0.08, 0.08]];
  if (fuel === 'diesel') {
    if (aspiration !== 'turbo') return [[0.05, 0.05]];
    return vehicleType === 'camion'
      ? [
          [0.15, 0.15],
          [0.25, 0.25],
        ]
      : [
          [0.25, 0.3],
          [0.35, 0.4],
        ];
  }
  // essence and flexfuel
  if (aspiration === 'turbo') {
    return displacementCc >= 1800
      ? [
          [0.2, 0.25],
          [0.35, 0.4],
          [0.55, 0.55],
        ]
      : [
          [0.2, 0.25],
          [0.3, 0.35],
        ];
  }
  if (aspiration === 'compresseur') {
    return [
      [0.12, 0.12],
      [0.2, 0.2],
    ];
  }
  return [[0.05, 0.05]];
}

const roundTo5 = (value: number) => Math.round(value / 5) * 5;
const percent = (gain: number, stock: number) => Math.round((gain / stock) * 1000) / 10;

/** Stages of an engine: curated figures where the garage has them, the rule's estimates elsewhere. */
export function engineStages(engine: EngineForStages): StageFigures[] {
  if (!engine.remappable) return [];
  const gains = stageGains(engine);
  const stages: StageFigures[] = [];
  const count = Math.max(gains.length, engine.curated.filter(Boolean).length);
  for (let index = 0; index < count; index++) {
    const curated = engine.curated[index];
    const gain = gains[index];
    let powerHp: number;
    let torqueNm: number;
    if (curated) {
      ({ powerHp, torqueNm } = curated);
    } else if (gain) {
      // Never below stock + 5: a stage that gains nothing would not be offered.
      powerHp = Math.max(engine.powerHp + 5, roundTo5(engine.powerHp * (1 + gain[0])));
      torqueNm = Math.max(engine.torqueNm + 5, roundTo5(engine.torqueNm * (1 + gain[1])));
    } else {
      continue;
    }
    stages.push({
      stage: (index + 1) as 1 | 2 | 3,
      powerHp,
      torqueNm,
      powerGainHp: powerHp - engine.powerHp,
      torqueGainNm: torqueNm - engine.torqueNm,
      powerGainPercent: percent(powerHp - engine.powerHp, engine.powerHp),
      torqueGainPercent: percent(torqueNm - engine.torqueNm, engine.torqueNm),
      estimated: !curated,
    });
  }
  return stages;
}
