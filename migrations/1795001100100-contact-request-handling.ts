import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact requests as work: a status, internal notes, and for a quote asked from a configurator engine page, the
 * engine and the estimate the visitor saw (kept as figures: the catalogue may change after). `centre_id` is from now
 * on the centre in charge, first the one the visitor chose.
 */
export class ContactRequestHandling1795001100100 implements MigrationInterface {
  name = 'ContactRequestHandling1795001100100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE contact_request
        ADD COLUMN status text NOT NULL DEFAULT 'new' CONSTRAINT contact_request_status_check
          CHECK (status IN ('new', 'in_progress', 'done', 'archived')),
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN engine_id integer CONSTRAINT contact_request_engine_id_fkey
          REFERENCES vehicle_engine (id) ON DELETE SET NULL,
        ADD COLUMN quote_engine_path text,
        ADD COLUMN quote_vehicle text,
        ADD COLUMN quote_stage smallint,
        ADD COLUMN quote_power_before_hp integer,
        ADD COLUMN quote_power_after_hp integer,
        ADD COLUMN quote_torque_before_nm integer,
        ADD COLUMN quote_torque_after_nm integer,
        ADD COLUMN quote_estimated boolean,
        ADD COLUMN quote_price_from integer,
        ADD COLUMN quote_price_to integer,
        ADD COLUMN quote_currency text`);
    await db.query('CREATE INDEX contact_request_status_created ON contact_request (status, created_at DESC)');
    await db.query(`
      CREATE TABLE contact_request_note (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contact_request_id uuid NOT NULL CONSTRAINT contact_request_note_contact_request_id_fkey
          REFERENCES contact_request (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        username text NOT NULL,
        body text NOT NULL
      )`);
    await db.query(
      'CREATE INDEX contact_request_note_request ON contact_request_note (contact_request_id, created_at)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE contact_request_note');
    await db.query('DROP INDEX contact_request_status_created');
    await db.query(`
      ALTER TABLE contact_request
        DROP COLUMN status, DROP COLUMN updated_at, DROP COLUMN engine_id, DROP COLUMN quote_engine_path,
        DROP COLUMN quote_vehicle, DROP COLUMN quote_stage, DROP COLUMN quote_power_before_hp,
        DROP COLUMN quote_power_after_hp, DROP COLUMN quote_torque_before_nm, DROP COLUMN quote_torque_after_nm,
        DROP COLUMN quote_estimated, DROP COLUMN quote_price_from, DROP COLUMN quote_price_to,
        DROP COLUMN quote_currency`);
  }
}
