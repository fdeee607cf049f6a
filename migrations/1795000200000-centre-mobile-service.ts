import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Centres that come to the customer (cars and boats), e.g. the Nice mobile service. */
export class CentreMobileService1795000200000 implements MigrationInterface {
  name = 'CentreMobileService1795000200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE centre ADD COLUMN mobile_service boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE centre DROP COLUMN mobile_service');
  }
}
