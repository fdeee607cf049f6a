import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each upload keeps the account that sent it, so that a centre manager can only place in a realisation the files
 * sent by the accounts of their centres (decision 030). Older uploads, and the demo media, have none: they are the
 * network's.
 */
export class MediaUploader1795001420000 implements MigrationInterface {
  name = 'MediaUploader1795001420000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE media_upload ADD COLUMN uploaded_by integer
         CONSTRAINT media_upload_uploaded_by_fkey REFERENCES admin_user (id) ON DELETE SET NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE media_upload DROP COLUMN uploaded_by');
  }
}
