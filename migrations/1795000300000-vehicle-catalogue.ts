import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The vehicle catalogue of the configurator: manufacturers per type, models, engines with stock figures. */
export class VehicleCatalogue1795000300000 implements MigrationInterface {
  name = 'VehicleCatalogue1795000300000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vehicle_manufacturer (
        id serial PRIMARY KEY,
        vehicle_type text NOT NULL CHECK (vehicle_type IN ('car', 'motorcycle', 'camion')),
        slug text NOT NULL,
        name text NOT NULL,
        UNIQUE (vehicle_type, slug)
      )`);
    await db.query(`
      CREATE TABLE vehicle_model (
        id serial PRIMARY KEY,
        manufacturer_id integer NOT NULL REFERENCES vehicle_manufacturer (id) ON DELETE CASCADE,
        slug text NOT NULL,
        name text NOT NULL,
        UNIQUE (manufacturer_id, slug)
      )`);
    await db.query(`
      CREATE TABLE vehicle_engine (
        id serial PRIMARY KEY,
        model_id integer NOT NULL REFERENCES vehicle_model (id) ON DELETE CASCADE,
        slug text NOT NULL,
        generation text NOT NULL DEFAULT '',
        name text NOT NULL,
        fuel text NOT NULL CHECK (fuel IN ('essence', 'diesel', 'hybride', 'electrique', 'flexfuel')),
        aspiration text NOT NULL CHECK (aspiration IN ('turbo', 'atmospherique', 'compresseur', 'electrique')),
        engine_code text NOT NULL DEFAULT '',
        displacement_cc integer NOT NULL CHECK (displacement_cc >= 0),
        cylinders integer NOT NULL CHECK (cylinders >= 0),
        power_hp integer NOT NULL CHECK (power_hp > 0),
        torque_nm integer NOT NULL CHECK (torque_nm > 0),
        year_from integer NOT NULL,
        year_to integer,
        remappable boolean NOT NULL,
        stage1_power_hp integer, stage1_torque_nm integer,
        stage2_power_hp integer, stage2_torque_nm integer,
        stage3_power_hp integer, stage3_torque_nm integer,
        natural_key text NOT NULL UNIQUE,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (model_id, slug),
        CHECK (year_to IS NULL OR year_to >= year_from)
      )`);
    // Engines of a model available in a given year.
    await db.query('CREATE INDEX vehicle_engine_model_years ON vehicle_engine (model_id, year_from, year_to)');
    await db.query(`
      CREATE TABLE catalogue_seed (
        id smallint PRIMARY KEY CHECK (id = 1),
        content_hash text NOT NULL,
        loaded_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE catalogue_seed');
    await db.query('DROP TABLE vehicle_engine');
    await db.query('DROP TABLE vehicle_model');
    await db.query('DROP TABLE vehicle_manufacturer');
  }
}
