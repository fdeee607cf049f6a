import type { Aspiration, Fuel } from '../../content/vehicle-types.js';

/**
 * Stage figures. A figure measured or curated by the garage (CSV stage columns) is shown as it is; otherwise the
 * figure is computed from the rule below and always marked as an estimate. The rule goes by the engine family, not
 * by the vehicle it sits in (a Kangoo's 1.5 dCi is a Clio's), and is written down with its sources in decision 025.
 *
 * Gains on stock power and torque, rounded to 5:
 * | engine family                                     | stage 1        | stage 2 (hardware) | stage 3           |
 * | turbo diesel below 4 l (cars, vans, pickups)       | +25 % / +20 %  | +35 % / +30 %      | —                 |
 * | turbo diesel of 4 l or more (heavy trucks)         | +15 % / +15 %  | +25 % / +25 %      | —                 |
 * | turbo petrol, flex-fuel or LPG below 1.8 l         | +20 % / +25 %  | +30 % / +35 %      | —                 |
 * | turbo petrol, flex-fuel or LPG, 1.8 l or more      | +12 % / +15 %  | +22 % / +25 %      | on quote          |
 * | supercharged petrol                                | +12 % / +12 %  | +20 % / +20 %      | —                 |
 * | naturally aspirated (petrol, flex-fuel or diesel)  | no estimate: measured on the bench, quote on request |
 * | full or plug-in hybrid (fuel `hybride`)            | no estimate: the hybrid controller limits the gain   |
 * | electric                                           | not remappable                                        |
 * Stage 2 assumes intake, exhaust and intercooler parts. Stage 3 (a larger turbocharger, fuel system) depends on
 * the parts chosen: it gets no figure, only « avec modifications matérielles, sur devis ». Mild hybrids are listed
 * under their combustion engine's fuel and follow its rule.
 */
type Gains = [power: number, torque: number];

/** Why an engine that can be remapped gets no estimated figure. */
export type NoEstimateReason = 'NATURALLY_ASPIRATED' | 'HYBRID';

export interface EngineForStages {
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
  stage: 1 | 2;
  powerHp: number;
  torqueNm: number;
  powerGainHp: number;
  torqueGainNm: number;
  powerGainPercent: number;
  torqueGainPercent: number;
  /** True when computed by the rule, false when curated or measured. */
  estimated: boolean;
}

/** What the engine page can say about each stage. */
export interface EngineStagePlan {
  /** Stages 1 and 2 with figures (curated, or estimated by the rule). */
  stages: StageFigures[];
  /** A stage 3 exists for this engine, with hardware, priced on quote (never with a figure). */
  stageThreeOnQuote: boolean;
  /** Set when the engine can be remapped but no figure is shown: why. */
  noEstimateReason: NoEstimateReason | null;
}

/** The rule's gains for stages 1 and 2, whether a stage 3 exists, or why there is no estimate. */
export function stageRule(engine: Pick<EngineForStages, 'fuel' | 'aspiration' | 'displacementCc'>): {
  gains: Gains[];
  stageThree: boolean;
  noEstimate: NoEstimateReason | null;
} {
  const { fuel, aspiration, displacementCc } = engine;
  const none = (noEstimate: NoEstimateReason | null) => ({ gains: [], stageThree: false, noEstimate });
  if (fuel === 'electrique' || aspiration === 'electrique') return none(null);
  if (fuel === 'hybride') return none('HYBRID');
  if (aspiration === 'atmospherique') return none('NATURALLY_ASPIRATED');
  if (fuel === 'diesel') {
    const heavyDuty = displacementCc >= 4000;
    const gains: Gains[] = heavyDuty
      ? [
          [0.15, 0.15],
          [0.25, 0.25],
        ]
      : [
          [0.25, 0.2],
          [0.35, 0.3],
        ];
    return { gains, stageThree: false, noEstimate: null };
  }
  if (aspiration === 'compresseur') {
    const gains: Gains[] = [
      [0.12, 0.12],
      [0.2, 0.2],
    ];
    return { gains, stageThree: false, noEstimate: null };
  }
  // Turbo petrol, flex-fuel or LPG bi-fuel (the petrol map drives both fuels): the larger engines already run high specific outputs and gain less in proportion.
  if (displacementCc >= 1800) {
    const gains: Gains[] = [
      [0.12, 0.15],
      [0.22, 0.25],
    ];
    return { gains, stageThree: true, noEstimate: null };
  }
  const gains: Gains[] = [
    [0.2, 0.25],
    [0.3, 0.35],
  ];
  return { gains, stageThree: false, noEstimate: null };
}

const roundTo5 = (value: number) => Math.round(value / 5) * 5;
const percent = (gain: number, stock: number) => Math.round((gain / stock) * 1000) / 10;

/** Stages of an engine: curated figures where the garage has them, the rule's estimates elsewhere. */
export function engineStages(engine: EngineForStages): EngineStagePlan {
  if (!engine.remappable) return { stages: [], stageThreeOnQuote: false, noEstimateReason: null };
  const rule = stageRule(engine);
  const stages: StageFigures[] = [];
  for (const index of [0, 1]) {
    const curated = engine.curated[index];
    const gain = rule.gains[index];
    let powerHp: number;
    let torqueNm: number;
    if (curated) {
      ({ powerHp, torqueNm } = curated);
    } else if (gain) {
      powerHp = roundTo5(engine.powerHp * (1 + gain[0]));
      torqueNm = roundTo5(engine.torqueNm * (1 + gain[1]));
    } else {
      continue;
    }
    stages.push({
      stage: (index + 1) as 1 | 2,
      powerHp,
      torqueNm,
      powerGainHp: powerHp - engine.powerHp,
      torqueGainNm: torqueNm - engine.torqueNm,
      powerGainPercent: percent(powerHp - engine.powerHp, engine.powerHp),
      torqueGainPercent: percent(torqueNm - engine.torqueNm, engine.torqueNm),
      estimated: !curated,
    });
  }
  return {
    stages,
    // A garage that has measured a stage 3 still quotes it: its parts vary from one car to the next.
    stageThreeOnQuote: rule.stageThree || Boolean(engine.curated[2]),
    noEstimateReason: stages.length ? null : rule.noEstimate,
  };
}
