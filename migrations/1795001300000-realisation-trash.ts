import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trash: a deleted realisation keeps its row (and its media) with the time it was deleted, hidden from every
 * read but the trash's own, until it is restored or purged. The public order's partial indexes leave trashed rows
 * out, as the public reads do; the trash and the periodic purge read by deletion time.
 */
export class RealisationTrash1795001300000 implements MigrationInterface {
  name = 'RealisationTrash1795001300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE realisation ADD COLUMN deleted_at timestamptz');
    await db.query('DROP INDEX realisation_public_order');
    await db.query('DROP INDEX realisation_public_by_centre');
    await db.query(
      `CREATE INDEX realisation_public_order ON realisation (featured DESC, sort_order, date DESC, id DESC)
       WHERE status = 'active' AND deleted_at IS NULL`,
    );
    await db.query(
      `CREATE INDEX realisation_public_by_centre ON realisation (centre_id, featured DESC, sort_order, date DESC, id DESC)
       WHERE status = 'active' AND deleted_at IS NULL`,
    );
    await db.query('CREATE INDEX realisation_trash ON realisation (deleted_at) WHERE deleted_at IS NOT NULL');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DELETE FROM realisation WHERE deleted_at IS NOT NULL');
    await db.query('DROP INDEX realisation_trash');
    await db.query('DROP INDEX realisation_public_order');
    await db.query('DROP INDEX realisation_public_by_centre');
    await db.query('ALTER TABLE realisation DROP COLUMN deleted_at');
    await db.query(
      `CREATE INDEX realisation_public_order ON realisation (featured DESC, sort_order, date DESC, id DESC) WHERE status = 'active'`,
    );
    await db.query(
      `CREATE INDEX realisation_public_by_centre ON realisation (centre_id, featured DESC, sort_order, date DESC, id DESC) WHERE status = 'active'`,
    );
  }
}
