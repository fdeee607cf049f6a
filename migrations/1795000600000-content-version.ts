import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version number per kind of content, raised in the same transaction as every change of that content, so that
 * each gateway process can tell whether what it keeps in memory is still current (see PublicRealisationCache).
 */
export class ContentVersion1795000600000 implements MigrationInterface {
  name = 'ContentVersion1795000600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE content_version (scope text PRIMARY KEY, version bigint NOT NULL DEFAULT 0)`);
    await db.query(`INSERT INTO content_version (scope, version) VALUES ('realisations', 0)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE content_version');
  }
}
