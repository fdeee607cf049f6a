import type { Aspiration, Fuel } from '../../content/vehicle-types.js';

/**
 * Stage figures. A figure measured or curated by the garage (CSV stage columns) is shown as it is; otherwise the
 * figure is computed from the rule below and always marked as an estimate. The rule goes by the engine family, not
 * by the vehicle it sits in (a Kangoo's 1.5 dCi is a Clio's), and is written down with its sources in decision 025.
 *
 * Gains on stock power and torque, rounded to 5:
 * | engine family                                          | stage 1        | stage 2 (hardware) | stage 3           |
 * | turbo diesel below 4 l (cars, vans, pickups)            | +20 % / +22 %  | +30 % / +30 %      | —                 |
 * | turbo diesel of 4 l or more (heavy trucks)              | +15 % / +15 %  | +25 % / +25 %      | —                 |
 * | turbo petrol, flex-fuel or LPG, below 100 ch per litre  | +22 % / +25 %  | +32 % / +35 %      | on quote (≥ 1.8 l) |
 * | the same, 100 to 140 ch per litre                       | +16 % / +20 %  | +26 % / +28 %      | on quote (≥ 1.8 l) |
 * | the same, 140 ch per litre or more                      | +13 % / +20 %  | +22 % / +25 %      | on quote (≥ 1.8 l) |
 * | supercharged petrol                                     | +12 % / +12 %  | +20 % / +20 %      | —                 |
 * | naturally aspirated (petrol, flex-fuel or diesel)       | no estimate: measured on the bench, quote on request |
 * | full or plug-in hybrid (fuel `hybride`)                 | no estimate: the hybrid controller limits the gain   |
 * | electric                                                | not remappable                                        |
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
  /**
   * Why an estimate differs from what the network measured on this engine at that stage (index 0 = stage 1), where
   * the garage wrote it (content/vehicles/estimate-reasons.ts); kept on estimated stages only.
   */
  estimateReasons?: (string | null)[];
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
  /** On an estimate: why it differs from the network's measured gain on this engine and stage; null without. */
  estimateReason: string | null;
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

/**
 * Turbo petrol gains by specific output (ch per litre). A maker sells one block at several outputs on the same
 * hardware: the milder versions keep the most margin (a 1.4 TSI 125, a BMW 20i 184), the hot-hatch ones the least
 * in power (a 308 GTi 270, a Mercedes-AMG A 35), while torque gains about a fifth on all of them on our bench.
 */
const TURBO_PETROL_GAINS: { belowHpPerLitre: number; gains: Gains[] }[] = [
  {
    belowHpPerLitre: 100,
    gains: [
      [0.22, 0.25],
      [0.32, 0.35],
    ],
  },
  {
    belowHpPerLitre: 140,
    gains: [
      [0.16, 0.2],
      [0.26, 0.28],
    ],
  },
  {
    belowHpPerLitre: Infinity,
    gains: [
      [0.13, 0.2],
      [0.22, 0.25],
    ],
  },
];

/** The rule's gains for stages 1 and 2, whether a stage 3 exists, or why there is no estimate. */
export function stageRule(engine: Pick<EngineForStages, 'fuel' | 'aspiration' | 'displacementCc' | 'powerHp'>): {
  gains: Gains[];
  stageThree: boolean;
  noEstimate: NoEstimateReason | null;
} {
  const { fuel, aspiration, displacementCc, powerHp } = engine;
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
          [0.2, 0.22],
          [0.3, 0.3],
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
  // Turbo petrol, flex-fuel or LPG bi-fuel (the petrol map drives both fuels). From 1.8 l, larger turbochargers
  // exist for a stage 3.
  const hpPerLitre = displacementCc > 0 ? powerHp / (displacementCc / 1000) : Infinity;
  const { gains } = TURBO_PETROL_GAINS.find((band) => hpPerLitre < band.belowHpPerLitre)!;
  return { gains, stageThree: displacementCc >= 1800, noEstimate: null };
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
      estimateReason: curated ? null : (engine.estimateReasons?.[index] ?? null),
    });
  }
  return {
    stages,
    // A garage that has measured a stage 3 still quotes it: its parts vary from one car to the next.
    stageThreeOnQuote: rule.stageThree || Boolean(engine.curated[2]),
    noEstimateReason: stages.length ? null : rule.noEstimate,
  };
}
