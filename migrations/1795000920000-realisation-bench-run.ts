import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A realisation's power-bench run: the curves measured before and after the work (docs/bench-run-csv.md), kept
 * whole as { before: [{ rpm, powerHp, torqueNm }…], after: […] }. Null when the garage has not attached one.
 */
export class RealisationBenchRun1795000920000 implements MigrationInterface {
  name = 'RealisationBenchRun1795000920000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE realisation ADD COLUMN bench_run jsonb
      CONSTRAINT realisation_bench_run_check CHECK (bench_run IS NULL OR jsonb_typeof(bench_run) = 'object')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE realisation DROP COLUMN bench_run');
  }
}
