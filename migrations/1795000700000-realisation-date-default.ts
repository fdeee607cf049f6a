import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The same default (the day of the insert), written the way TypeORM's schema comparison reads it back. PostgreSQL
 * shows `CURRENT_DATE` as it was typed, while TypeORM expects `('now'::text)::date` for it, so the test that checks
 * entities against the migrated schema saw a difference where there is none.
 */
export class RealisationDateDefault1795000700000 implements MigrationInterface {
  name = 'RealisationDateDefault1795000700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE realisation ALTER COLUMN date SET DEFAULT ('now'::text)::date`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE realisation ALTER COLUMN date SET DEFAULT CURRENT_DATE');
  }
}
