import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Random secrets of the site (the key of device tokens), made on first use and shared by every gateway process. */
export class ServerSecret1795000800000 implements MigrationInterface {
  name = 'ServerSecret1795000800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE server_secret (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE server_secret');
  }
}
