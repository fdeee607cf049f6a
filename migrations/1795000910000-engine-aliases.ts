import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The other commercial names of an engine (decision 009): « 1.4 GTE 218 » and « 1.4 TSI eHybrid 218 » are one
 * engine, one row, and the configurator finds it by either name.
 */
export class EngineAliases1795000910000 implements MigrationInterface {
  name = 'EngineAliases1795000910000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE vehicle_engine ADD COLUMN aliases text[] NOT NULL DEFAULT '{}'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE vehicle_engine DROP COLUMN aliases');
  }
}
