import type { MigrationInterface, QueryRunner } from 'typeorm';

/** LPG bi-fuel engines (Renault and Dacia « ECO-G ») get their own fuel: no E85 offer, their own label. */
export class LpgFuel1795001800000 implements MigrationInterface {
  name = 'LpgFuel1795001800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE vehicle_engine DROP CONSTRAINT vehicle_engine_fuel_check');
    await db.query(
      `ALTER TABLE vehicle_engine ADD CONSTRAINT vehicle_engine_fuel_check
         CHECK (fuel IN ('essence', 'diesel', 'hybride', 'electrique', 'flexfuel', 'gpl'))`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE vehicle_engine SET fuel = 'essence' WHERE fuel = 'gpl'`);
    await db.query('ALTER TABLE vehicle_engine DROP CONSTRAINT vehicle_engine_fuel_check');
    await db.query(
      `ALTER TABLE vehicle_engine ADD CONSTRAINT vehicle_engine_fuel_check
         CHECK (fuel IN ('essence', 'diesel', 'hybride', 'electrique', 'flexfuel'))`,
    );
  }
}
