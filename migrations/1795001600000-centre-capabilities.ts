import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a centre can do beyond remapping on site: the vehicle types its power bench takes (none for a mobile service)
 * whether it works on boats, and its region (the franchise page counts regions); a service says whether it needs a bench. Pages and services read these instead of assuming every centre has a bench.
 */
export class CentreCapabilities1795001600000 implements MigrationInterface {
  name = 'CentreCapabilities1795001600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE centre ADD COLUMN bench_vehicle_types jsonb NOT NULL DEFAULT '[]'`);
    await db.query('ALTER TABLE centre ADD COLUMN takes_boats boolean NOT NULL DEFAULT false');
    await db.query('ALTER TABLE centre ADD COLUMN region text');
    await db.query('ALTER TABLE garage_service ADD COLUMN needs_bench boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE garage_service DROP COLUMN needs_bench');
    await db.query('ALTER TABLE centre DROP COLUMN region');
    await db.query('ALTER TABLE centre DROP COLUMN takes_boats');
    await db.query('ALTER TABLE centre DROP COLUMN bench_vehicle_types');
  }
}
