/**
 * Why the estimate of an engine's stage differs from what the network's jobs measured on that engine and stage,
 * shown beside the estimate on the engine page. Keyed by the engine's catalogue key (`rowKey`: type, brand, model,
 * generation and engine slugs, as the CSV import matches rows) and the stage.
 *
 * A sentence here says what made the measured car differ (fuel, options, the car itself): an estimate that is simply
 * too low is fixed in the rule (services/vehicles/stages.ts), not explained away. estimates-vs-measured.test.ts
 * lists the engines whose estimate is more than 30 % below the median measured gain and fails on any without one.
 */
export interface EstimateReason {
  engine: string;
  stage: 1 | 2;
  reason: string;
}

const GEARBOX_ALSO_REMAPPED =
  'La voiture mesurée avait aussi sa boîte DSG reprogrammée, qui laisse passer plus de couple ; l’estimation porte ' +
  'sur la reprogrammation du moteur seul.';

export const ESTIMATE_REASONS: EstimateReason[] = [
  {
    engine: 'car/volkswagen/golf/golf-7/2-0-tsi-230-gti-performance',
    stage: 2,
    reason:
      'La mesure vient d’une seule GTI, équipée d’un downpipe avec catalyseur sport, d’une admission directe, d’un ' +
      'échangeur renforcé et d’une boîte DSG reprogrammée. L’estimation vaut pour toutes les GTI de cette puissance ' +
      'et reste prudente tant que nos centres n’en ont pas mesuré davantage.',
  },
  {
    engine: 'car/skoda/octavia/iv/2-0-tsi-245-rs',
    stage: 1,
    reason: GEARBOX_ALSO_REMAPPED,
  },
  {
    engine: 'car/cupra/formentor//2-0-tsi-310-vz',
    stage: 1,
    reason: GEARBOX_ALSO_REMAPPED,
  },
];

const byEngineAndStage = new Map(ESTIMATE_REASONS.map((r) => [`${r.engine}#${r.stage}`, r.reason]));

/** The written reasons of an engine, stage 1 then stage 2 (null where none). */
export const estimateReasonsOf = (engineKey: string): (string | null)[] =>
  [1, 2].map((stage) => byEngineAndStage.get(`${engineKey}#${stage}`) ?? null);
