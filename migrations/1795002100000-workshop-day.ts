import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Booking that fits a garage's day. Each service says how it takes the workshop's time: by a drop-off time or by an
 * exact start, and its working minutes counted in opening hours (the content loaded at start-up fills it; the default
 * only carries existing rows until then: a two-hour appointment, what every service was booked as). Public holidays
 * now come from a library, lunar ones at a computed date: a centre may open on one, or confirm it closed, one row per
 * centre and day. A centre may keep other hours for a season (Ramadan, summer). A hold given back by its visitor (« Changer ») says so (`released_at`): it no longer counts among
 * the client's recent holds, since it takes nothing from anyone.
 */
export class WorkshopDay1795002100000 implements MigrationInterface {
  name = 'WorkshopDay1795002100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      `ALTER TABLE garage_service ADD COLUMN booking jsonb NOT NULL DEFAULT '{"mode":"appointment","workMinutes":120}'`,
    );
    await db.query('ALTER TABLE garage_service ALTER COLUMN booking DROP DEFAULT');
    await db.query(`
      CREATE TABLE booking_holiday_decision (
        centre_id text NOT NULL CONSTRAINT booking_holiday_decision_centre_id_fkey REFERENCES centre (id) ON DELETE CASCADE,
        day date NOT NULL,
        open boolean NOT NULL,
        decided_by text NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (centre_id, day)
      )`);
    await db.query('ALTER TABLE booking ADD COLUMN released_at timestamptz');
    // A centre's seasons with other hours (Ramadan, summer), from its content like its usual hours.
    await db.query(`ALTER TABLE centre ADD COLUMN seasonal_hours jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE centre DROP COLUMN seasonal_hours');
    await db.query('ALTER TABLE booking DROP COLUMN released_at');
    await db.query('DROP TABLE booking_holiday_decision');
    await db.query('ALTER TABLE garage_service DROP COLUMN booking');
  }
}
