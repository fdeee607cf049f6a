import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online booking (issue 27). A centre's bookable units (each workshop bay, its bench, or for the mobile centre its
 * van) and the bookings and holds taken on them. The database itself refuses two live bookings of one unit at the
 * same moment: an exclusion constraint over the unit and the booked period (`btree_gist` lets a GiST index compare
 * the unit's text id with `=`). A hold carries its expiry; a hold past it is set aside by the next booking of its
 * place, in that booking's transaction, so no sweep is needed for correctness. Closures are days a centre, or one
 * of its units, takes no booking beyond the fixed public holidays shipped with the code. A booking keeps what the
 * visitor gave once confirmed (name, phone, e-mail, and the plate and mileage if given) and the request it came
 * from, if any.
 */
export class Booking1795001900000 implements MigrationInterface {
  name = 'Booking1795001900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await db.query(`
      CREATE TABLE booking_unit (
        id text PRIMARY KEY,
        centre_id text NOT NULL CONSTRAINT booking_unit_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        resource text NOT NULL CONSTRAINT booking_unit_resource_check CHECK (resource IN ('bay', 'bench', 'mobile')),
        label text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE booking_closure (
        id serial PRIMARY KEY,
        centre_id text NOT NULL CONSTRAINT booking_closure_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        unit_id text CONSTRAINT booking_closure_unit_id_fkey REFERENCES booking_unit (id) ON DELETE CASCADE,
        starts_on date NOT NULL,
        ends_on date NOT NULL,
        reason text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_closure_dates_check CHECK (ends_on >= starts_on)
      )`);
    await db.query(`
      CREATE TABLE booking (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        centre_id text NOT NULL CONSTRAINT booking_centre_id_fkey REFERENCES centre (id),
        unit_id text NOT NULL CONSTRAINT booking_unit_id_fkey REFERENCES booking_unit (id),
        service_slug text NOT NULL,
        during tstzrange NOT NULL,
        status text NOT NULL CONSTRAINT booking_status_check
          CHECK (status IN ('held', 'expired', 'confirmed', 'cancelled', 'honoured', 'missed')),
        hold_expires_at timestamptz,
        client_hash text NOT NULL,
        vehicle text,
        work text,
        customer_name text,
        phone text,
        email text,
        plate text,
        mileage_km integer,
        contact_request_id uuid CONSTRAINT booking_contact_request_id_fkey
          REFERENCES contact_request (id) ON DELETE SET NULL,
        confirmed_at timestamptz,
        reminded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_hold_expiry_check CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
        CONSTRAINT booking_confirmed_details_check CHECK (
          status IN ('held', 'expired') OR (customer_name IS NOT NULL AND phone IS NOT NULL AND email IS NOT NULL)),
        CONSTRAINT booking_no_overlap EXCLUDE USING gist (unit_id WITH =, during WITH &&)
          WHERE (status NOT IN ('expired', 'cancelled'))
      )`);
    // Holds are counted per client over the last minutes (the rate limit of holds).
    await db.query('CREATE INDEX booking_client_recent ON booking (client_hash, created_at)');
    // An e-mail may carry a calendar invitation (RFC 5545), sent as its text/calendar part; a visitor is reminded of
    // their appointment the day before.
    await db.query('ALTER TABLE outbox_message ADD COLUMN calendar text');
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation', 'visitor-reminder'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM outbox_message WHERE kind = 'visitor-reminder'`);
    await db.query('ALTER TABLE outbox_message DROP CONSTRAINT outbox_message_kind_check');
    await db.query(`ALTER TABLE outbox_message ADD CONSTRAINT outbox_message_kind_check
      CHECK (kind IN ('centre-notification', 'visitor-confirmation'))`);
    await db.query('ALTER TABLE outbox_message DROP COLUMN calendar');
    await db.query('DROP TABLE booking');
    await db.query('DROP TABLE booking_closure');
    await db.query('DROP TABLE booking_unit');
  }
}
