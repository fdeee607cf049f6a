import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking may take more than one unit, in turn: a remap measured on the bench before and after takes the bench,
 * then a bay, then the bench again. Every unit a booking takes, and when, is a row of `booking_unit_use`, and the
 * database refuses two live uses of one unit at once (`booking_unit_use_no_overlap`), whichever bookings they belong
 * to: a bench run of a remap and a bench-run booking never overlap.
 *
 * A booking's own unit and period (`booking.unit_id`, `booking.during`: its `main` use) are copied there by a trigger
 * when the booking is written or moved, and every use follows the booking's status (`live` while it takes time), so
 * no write of a booking can forget them. A restore writes the uses it saved itself: the trigger stands aside while
 * `garage.restoring` is set in its transaction. Its other uses (`bench-before`, `bench-after`) are written with the
 * booking by the service that books it.
 */
export class BookingUnitUses1795003100000 implements MigrationInterface {
  name = 'BookingUnitUses1795003100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE booking_unit_use (
        booking_id uuid NOT NULL,
        part text NOT NULL,
        unit_id text NOT NULL,
        during tstzrange NOT NULL,
        live boolean NOT NULL,
        CONSTRAINT booking_unit_use_pkey PRIMARY KEY (booking_id, part),
        CONSTRAINT booking_unit_use_part_check CHECK (part IN ('main', 'bench-before', 'bench-after')),
        CONSTRAINT booking_unit_use_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES booking (id) ON DELETE CASCADE,
        CONSTRAINT booking_unit_use_unit_id_fkey FOREIGN KEY (unit_id) REFERENCES booking_unit (id),
        CONSTRAINT booking_unit_use_no_overlap EXCLUDE USING gist (unit_id WITH =, during WITH &&) WHERE (live)
      )`);
    await db.query(`
      INSERT INTO booking_unit_use (booking_id, part, unit_id, during, live)
      SELECT id, 'main', unit_id, during, status NOT IN ('expired', 'cancelled') FROM booking`);
    await db.query(`
      CREATE FUNCTION booking_unit_use_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF current_setting('garage.restoring', true) = 'on' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO booking_unit_use (booking_id, part, unit_id, during, live)
          VALUES (NEW.id, 'main', NEW.unit_id, NEW.during, NEW.status NOT IN ('expired', 'cancelled'));
          RETURN NULL;
        END IF;
        IF NEW.status IS DISTINCT FROM OLD.status THEN
          UPDATE booking_unit_use SET live = NEW.status NOT IN ('expired', 'cancelled') WHERE booking_id = NEW.id;
        END IF;
        IF NEW.unit_id IS DISTINCT FROM OLD.unit_id OR NEW.during IS DISTINCT FROM OLD.during THEN
          UPDATE booking_unit_use SET unit_id = NEW.unit_id, during = NEW.during
           WHERE booking_id = NEW.id AND part = 'main';
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER booking_unit_use_follow AFTER INSERT OR UPDATE OF status, unit_id, during ON booking
        FOR EACH ROW EXECUTE FUNCTION booking_unit_use_follow()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER booking_unit_use_follow ON booking');
    await db.query('DROP FUNCTION booking_unit_use_follow()');
    await db.query('DROP TABLE booking_unit_use');
  }
}
