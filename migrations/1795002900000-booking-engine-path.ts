import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The engine page a booking was made for (its configurator path: type, brand, model, year, engine), when the
 * catalogue knows it: its vehicle is then named in the catalogue's words, which the visitor's e-mails may repeat
 * (decision 031: an e-mail to an address a visitor typed carries only the site's words).
 */
export class BookingEnginePath1795002900000 implements MigrationInterface {
  name = 'BookingEnginePath1795002900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking ADD COLUMN engine_path text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking DROP COLUMN engine_path');
  }
}
