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
 * Anchors: the stage 1 figures tuning specialists publish for common engines (software only, on their own dynos),
 * the careful end of what they claim, one or more per engine family of decision 025. An estimate must never promise
 * more than they claim, and should give at least half of their gain: it is a cautious figure that the bench then
 * measures, not a sales pitch. (That it stays near what our own bench measured is estimates-vs-measured.test.ts.)
 */
const anchor = (name: string, e: EngineForStages, powerHp: number, torqueNm: number) => ({
  name,
  engine: e,
  published: { powerHp, torqueNm },
});
const anchors = [
  // Diesel
  anchor('VW 2.0 TDI 150 (EA288)', engine('diesel', 'turbo', 1968, 150, 320), 190, 400),
  anchor('Renault 1.5 dCi 90 (K9K)', engine('diesel', 'turbo', 1461, 90, 220), 115, 270),
  anchor('Renault 1.5 Blue dCi 115 (K9K)', engine('diesel', 'turbo', 1461, 115, 260), 140, 320),
  anchor('Mercedes C 220 d 194 (OM654)', engine('diesel', 'turbo', 1950, 194, 400), 240, 500),
  anchor('Mercedes OM471 449 (Actros)', engine('diesel', 'turbo', 12809, 449, 2200), 520, 2550),
  // Turbo petrol below 100 ch per litre
  anchor('VW 1.4 TSI 125 (EA211)', engine('essence', 'turbo', 1395, 125, 200), 155, 250),
  anchor('Peugeot 1.6 THP 156', engine('essence', 'turbo', 1598, 156, 240), 195, 300),
  anchor('BMW 320i 184 (B48)', engine('essence', 'turbo', 1998, 184, 300), 250, 400),
  anchor('Mercedes C 200 184 (M274)', engine('essence', 'turbo', 1991, 184, 300), 235, 380),
  // 100 to 140 ch per litre
  anchor('Peugeot 1.2 PureTech 130', engine('essence', 'turbo', 1199, 130, 230), 160, 290),
  anchor('VW 1.5 TSI 150 (EA211 evo)', engine('essence', 'turbo', 1498, 150, 250), 180, 300),
  anchor('Renault 1.3 TCe 140 (H5H)', engine('essence', 'turbo', 1332, 140, 240), 170, 300),
  anchor('Ford 1.0 EcoBoost 125', engine('essence', 'turbo', 999, 125, 170), 150, 230),
  anchor('Hyundai Tucson 1.6 T-GDi 177', engine('essence', 'turbo', 1591, 177, 265), 210, 320),
  anchor('VW Golf 7 GTI 220 (EA888)', engine('essence', 'turbo', 1984, 220, 350), 280, 420),
  anchor('VW Golf 7 GTI 230 (EA888)', engine('essence', 'turbo', 1984, 230, 350), 280, 420),
  anchor('Mercedes A 250 224 (M260)', engine('essence', 'turbo', 1991, 224, 350), 270, 420),
  anchor('BMW 330i 258 (B48)', engine('essence', 'turbo', 1998, 258, 400), 305, 480),
  anchor('BMW M340i 374 (B58)', engine('essence', 'turbo', 2998, 374, 500), 440, 600),
  anchor('Ford Focus ST 2.0 EcoBoost 250', engine('essence', 'turbo', 1999, 250, 360), 290, 440),
  // 140 ch per litre or more
  anchor('Peugeot 308 GTi 1.6 THP 270', engine('essence', 'turbo', 1598, 270, 330), 305, 400),
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
          powerHp: 180,
          torqueNm: 390,
          powerGainHp: 30,
          torqueGainNm: 70,
          powerGainPercent: 20,
          torqueGainPercent: 21.9,
          estimated: true,
          estimateReason: null,
        },
        {
          stage: 2,
          powerHp: 195,
          torqueNm: 415,
          powerGainHp: 45,
          torqueGainNm: 95,
          powerGainPercent: 30,
          torqueGainPercent: 29.7,
          estimated: true,
          estimateReason: null,
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

  it('gives turbo petrol engines a share that falls with their output per litre, and quotes a large one’s stage 3', () => {
    const gain = (e: EngineForStages) => stage1(e).powerGainPercent;
    const mild = engine('essence', 'turbo', 1395, 125, 200); // 1.4 TSI 125: 90 ch per litre
    const gti = engine('essence', 'turbo', 1984, 220, 350); // Golf 7 GTI 220: 111 ch per litre
    const hot = engine('essence', 'turbo', 1598, 270, 330); // 308 GTi 270: 169 ch per litre
    expect(gain(mild)).toBeGreaterThan(gain(gti));
    expect(gain(gti)).toBeGreaterThan(gain(hot));
    // Issue 43: the GTI 220 showed +25 ch, half of what the field publishes for its EA888.
    expect(stage1(gti).powerGainHp).toBeGreaterThanOrEqual(35);
    expect(stage1(engine('essence', 'turbo', 1999, 250, 360)).powerHp).toBeLessThan(300); // Focus ST 250, never 300
    expect(engineStages(gti).stages.map((s) => s.stage)).toEqual([1, 2]);
    expect(engineStages(gti).stageThreeOnQuote).toBe(true);
    expect(engineStages(hot).stageThreeOnQuote).toBe(false);
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
    // A written reason goes with an estimate only: a curated figure is the garage's own.
    const reasoned = engineStages({
      ...engine('diesel', 'turbo', 1968, 150, 320),
      curated: [{ powerHp: 185, torqueNm: 390 }],
      estimateReasons: ['Mesuré au superéthanol.', 'Mesuré avec une ligne complète.'],
    });
    expect(reasoned.stages.map((s) => s.estimateReason)).toEqual([null, 'Mesuré avec une ligne complète.']);
    expect(plan.stageThreeOnQuote).toBe(true);
    // A garage's measured stage 1 on a naturally aspirated engine is shown; then there is no « why not ».
    const measured = engineStages({
      ...engine('essence', 'atmospherique', 1690, 83, 129),
      curated: [{ powerHp: 90, torqueNm: 135 }],
    });
    expect(measured).toMatchObject({ stages: [{ stage: 1, powerHp: 90, estimated: false }], noEstimateReason: null });
  });
});
