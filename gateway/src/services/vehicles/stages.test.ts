import { describe, expect, it } from 'vitest';
import { engineStages, type EngineForStages } from './stages.js';

/** A catalogue row as the rule sees it (figures from gateway/src/content/vehicles). */
const engine = (
  fuel: EngineForStages['fuel'],
  aspiration: EngineForStages['aspiration'],
  displacementCc: number,
  powerHp: number,
  torqueNm: number,
): EngineForStages => ({ fuel, aspiration, displacementCc, powerHp, torqueNm, remappable: true, curated: [] });

const stage1 = (e: EngineForStages) => engineStages(e).stages[0]!;

/*
 * Anchors: the stage 1 figures tuners publish for common engines (software only, on their own dynos). An estimate
 * must never promise more than they claim, and should give at least half of their gain: it is a cautious figure
 * that the bench then measures, not a sales pitch.
 */
const anchors: { name: string; engine: EngineForStages; published: { powerHp: number; torqueNm: number } }[] = [
  {
    name: 'VW 2.0 TDI 150 (EA288)',
    engine: engine('diesel', 'turbo', 1968, 150, 320),
    published: { powerHp: 190, torqueNm: 400 },
  },
  {
    name: 'Renault 1.5 dCi 90 (K9K)',
    engine: engine('diesel', 'turbo', 1461, 90, 220),
    published: { powerHp: 115, torqueNm: 270 },
  },
  {
    name: 'Peugeot 1.2 PureTech 130',
    engine: engine('essence', 'turbo', 1199, 130, 230),
    published: { powerHp: 160, torqueNm: 290 },
  },
  {
    name: 'Ford Focus ST 2.0 EcoBoost 250',
    engine: engine('essence', 'turbo', 1999, 250, 360),
    published: { powerHp: 290, torqueNm: 420 },
  },
  {
    name: 'VW Golf 7 GTI 230 (EA888)',
    engine: engine('essence', 'turbo', 1984, 230, 350),
    published: { powerHp: 280, torqueNm: 420 },
  },
  {
    name: 'BMW 330i 258 (B48)',
    engine: engine('essence', 'turbo', 1998, 258, 400),
    published: { powerHp: 305, torqueNm: 480 },
  },
  {
    name: 'Mercedes OM471 449 (Actros)',
    engine: engine('diesel', 'turbo', 12809, 449, 2200),
    published: { powerHp: 520, torqueNm: 2550 },
  },
];

describe('stage rules by engine family', () => {
  it.each(anchors)(
    '$name: stage 1 between half the published gain and the published figure',
    ({ engine: e, published }) => {
      const estimate = stage1(e);
      expect(estimate.estimated).toBe(true);
      expect(estimate.powerHp).toBeLessThanOrEqual(published.powerHp);
      expect(estimate.torqueNm).toBeLessThanOrEqual(published.torqueNm);
      expect(estimate.powerGainHp).toBeGreaterThanOrEqual((published.powerHp - e.powerHp) / 2);
      expect(estimate.torqueGainNm).toBeGreaterThanOrEqual((published.torqueNm - e.torqueNm) / 2);
    },
  );

  it('gives stage 1 and 2 figures rounded to 5, marked as estimates', () => {
    expect(engineStages(engine('diesel', 'turbo', 1968, 150, 320))).toEqual({
      stages: [
        {
          stage: 1,
          powerHp: 190,
          torqueNm: 385,
          powerGainHp: 40,
          torqueGainNm: 65,
          powerGainPercent: 26.7,
          torqueGainPercent: 20.3,
          estimated: true,
        },
        {
          stage: 2,
          powerHp: 205,
          torqueNm: 415,
          powerGainHp: 55,
          torqueGainNm: 95,
          powerGainPercent: 36.7,
          torqueGainPercent: 29.7,
          estimated: true,
        },
      ],
      stageThreeOnQuote: false,
      noEstimateReason: null,
    });
  });

  it('gives no estimate to a naturally aspirated engine, and says why (Fiat 500 1.2 69)', () => {
    expect(engineStages(engine('essence', 'atmospherique', 1242, 69, 102))).toEqual({
      stages: [],
      stageThreeOnQuote: false,
      noEstimateReason: 'NATURALLY_ASPIRATED',
    });
    // A naturally aspirated motorcycle (Yamaha MT-09) and an old diesel without a turbo: the same.
    expect(engineStages(engine('essence', 'atmospherique', 847, 115, 88)).noEstimateReason).toBe('NATURALLY_ASPIRATED');
    expect(engineStages(engine('diesel', 'atmospherique', 1905, 70, 125)).noEstimateReason).toBe('NATURALLY_ASPIRATED');
  });

  it('gives no estimate to a full or plug-in hybrid, turbo or not (Yaris Hybrid 116, Golf GTE 245)', () => {
    for (const hybrid of [
      engine('hybride', 'atmospherique', 1490, 116, 120),
      engine('hybride', 'turbo', 1395, 245, 400),
    ])
      expect(engineStages(hybrid)).toEqual({ stages: [], stageThreeOnQuote: false, noEstimateReason: 'HYBRID' });
  });

  it('follows the engine, not the vehicle: a Kangoo’s 1.5 dCi 90 gains what a Clio’s does', () => {
    const kangoo = stage1(engine('diesel', 'turbo', 1461, 90, 200));
    const clio = stage1(engine('diesel', 'turbo', 1461, 90, 220));
    expect(kangoo.powerHp).toBe(clio.powerHp);
    expect(kangoo.powerGainPercent).toBe(clio.powerGainPercent);
    // Heavy-duty engines (4 l and more) stay milder.
    expect(stage1(engine('diesel', 'turbo', 12809, 449, 2200)).powerGainPercent).toBeLessThanOrEqual(16);
  });

  it('caps large turbo petrol engines below small ones, and quotes their stage 3 without a figure', () => {
    const large = engineStages(engine('essence', 'turbo', 1999, 250, 360));
    const small = engineStages(engine('essence', 'turbo', 1199, 130, 230));
    expect(large.stages[0]!.powerGainPercent).toBeLessThan(small.stages[0]!.powerGainPercent);
    expect(large.stages[0]!.powerHp).toBeLessThan(300); // the Focus ST 250 no longer shows 300 ch
    expect(large.stages.map((s) => s.stage)).toEqual([1, 2]);
    expect(large.stageThreeOnQuote).toBe(true);
    expect(small.stageThreeOnQuote).toBe(false);
  });

  it('never remaps an electric vehicle', () => {
    expect(engineStages({ ...engine('electrique', 'electrique', 0, 283, 420), remappable: false })).toEqual({
      stages: [],
      stageThreeOnQuote: false,
      noEstimateReason: null,
    });
  });

  it('shows curated figures as measured, estimates the stage they lack, and keeps a curated stage 3 on quote', () => {
    const plan = engineStages({
      ...engine('diesel', 'turbo', 1968, 150, 320),
      curated: [{ powerHp: 185, torqueNm: 390 }, null, { powerHp: 240, torqueNm: 480 }],
    });
    expect(plan.stages[0]).toMatchObject({ stage: 1, powerHp: 185, torqueNm: 390, estimated: false });
    expect(plan.stages[1]).toMatchObject({ stage: 2, estimated: true });
    expect(plan.stageThreeOnQuote).toBe(true);
    // A garage's measured stage 1 on a naturally aspirated engine is shown; then there is no « why not ».
    const measured = engineStages({
      ...engine('essence', 'atmospherique', 1690, 83, 129),
      curated: [{ powerHp: 90, torqueNm: 135 }],
    });
    expect(measured).toMatchObject({ stages: [{ stage: 1, powerHp: 90, estimated: false }], noEstimateReason: null });
  });
});
