import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a quote asks for (stage 1 or 2, E85, gearbox), and the vehicle's mileage and number plate, all optional. */
export class QuoteDetails1795001700000 implements MigrationInterface {
  name = 'QuoteDetails1795001700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE contact_request ADD COLUMN quote_work text');
    await db.query('ALTER TABLE contact_request ADD COLUMN mileage_km integer');
    await db.query('ALTER TABLE contact_request ADD COLUMN plate text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE contact_request DROP COLUMN plate');
    await db.query('ALTER TABLE contact_request DROP COLUMN mileage_km');
    await db.query('ALTER TABLE contact_request DROP COLUMN quote_work');
  }
}
