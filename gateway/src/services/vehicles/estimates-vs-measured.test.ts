import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoRealisations } from '../../content/demo-realisations.js';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { ESTIMATE_REASONS, estimateReasonsOf } from '../../content/vehicles/estimate-reasons.js';
import { repoRoot } from '../../lib/paths.js';
import { median } from '../realisations/reads.js';
import { remapStageOf } from '../realisations/remap-stage.js';
import { parseCatalogueCsv, rowKey, slugify, type CatalogueRow } from './catalogue-rows.js';
import { engineStages } from './stages.js';

/*
 * The shipped catalogue against the network's measured jobs (the demo realisations), read from their files: an
 * estimate far below what our own bench measured on the same engine and stage must say why, or the rule is wrong.
 */
const rows = VEHICLE_TYPES.flatMap(
  (t) => parseCatalogueCsv(readFileSync(path.join(repoRoot, 'gateway/src/content/vehicles', t.file), 'utf8')).rows,
);

/** The catalogue row of a job's vehicle, found as `matchCatalogueEngine` finds it in the database. */
const rowOf = (vehicle: { brand: string; model: string; engine: string; year: number }) =>
  rows.find(
    (r) =>
      slugify(r.brand) === slugify(vehicle.brand) &&
      slugify(r.model) === slugify(vehicle.model) &&
      [r.engine, ...r.aliases].some((name) => name.toLowerCase() === vehicle.engine.toLowerCase()) &&
      r.yearFrom <= vehicle.year &&
      (r.yearTo ?? vehicle.year) >= vehicle.year,
  );

/** Jobs with the bench's four figures and one remap stage: what the engine page's « Mesuré dans nos centres » sums up. */
const measuredJobs = demoRealisations.flatMap((job) => {
  const stage = remapStageOf(job);
  return job.gains && stage ? [{ job, gains: job.gains, stage }] : [];
});

/** Median measured gains by engine (its catalogue key) and stage, beside the page's estimate for that stage. */
function estimatesAgainstMeasured() {
  const groups = new Map<string, { row: CatalogueRow; stage: 1 | 2; power: number[]; torque: number[] }>();
  for (const { job, gains, stage } of measuredJobs) {
    const row = rowOf(job.vehicle);
    if (!row) continue;
    const id = `${rowKey(row)}#${stage}`;
    const group = groups.get(id) ?? { row, stage, power: [], torque: [] };
    group.power.push(gains.powerAfter - gains.powerBefore);
    group.torque.push(gains.torqueAfter - gains.torqueBefore);
    groups.set(id, group);
  }
  return [...groups.values()].flatMap(({ row, stage, power, torque }) => {
    const plan = engineStages({ ...row, curated: row.stages, estimateReasons: estimateReasonsOf(rowKey(row)) });
    const estimate = plan.stages.find((s) => s.stage === stage);
    if (!estimate?.estimated) return [];
    return [
      {
        engine: rowKey(row),
        stage,
        estimate: { powerGainHp: estimate.powerGainHp, torqueGainNm: estimate.torqueGainNm },
        measured: { powerGainHp: median(power), torqueGainNm: median(torque) },
        reason: estimate.estimateReason,
      },
    ];
  });
}

/** More than 30 % below the median measured gain, in power or in torque. */
const farBelow = ({ estimate, measured }: ReturnType<typeof estimatesAgainstMeasured>[number]) =>
  estimate.powerGainHp < 0.7 * measured.powerGainHp || estimate.torqueGainNm < 0.7 * measured.torqueGainNm;

describe('estimates against what the network measured', () => {
  it('finds the catalogue engine of every measured job', () => {
    const unmatched = measuredJobs.filter(({ job }) => !rowOf(job.vehicle)).map(({ job }) => job.title);
    expect(unmatched).toEqual([]);
    // The comparison below has something to compare: stage 1 and stage 2 jobs, on estimated engines.
    expect(new Set(estimatesAgainstMeasured().map((e) => e.stage))).toEqual(new Set([1, 2]));
  });

  it('explains every estimate more than 30 % below the median measured gain of its engine and stage', () => {
    const unexplained = estimatesAgainstMeasured().filter((e) => farBelow(e) && !e.reason);
    expect(unexplained).toEqual([]);
  });

  it('keys every written reason to a catalogue engine whose stage is estimated', () => {
    for (const { engine, stage } of ESTIMATE_REASONS) {
      const row = rows.find((r) => rowKey(r) === engine);
      expect(row, engine).toBeDefined();
      const plan = engineStages({ ...row!, curated: row!.stages });
      expect(plan.stages.find((s) => s.stage === stage)?.estimated, `${engine} stage ${stage}`).toBe(true);
    }
  });
});
