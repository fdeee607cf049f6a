import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The type of the vehicle a booking is for (car, van, truck, motorcycle, boat), when known: a service's work time
 * may differ by type (a truck's remap takes the day), and a move keeps the time the booking was made for. Null: a
 * car's time, as before.
 */
export class BookingVehicleType1795003000000 implements MigrationInterface {
  name = 'BookingVehicleType1795003000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking ADD COLUMN vehicle_type text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking DROP COLUMN vehicle_type');
  }
}
