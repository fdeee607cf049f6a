import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Realisations (past jobs) and their ordered gallery items. */
export class Realisations1795000400000 implements MigrationInterface {
  name = 'Realisations1795000400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE realisation (
        id serial PRIMARY KEY,
        centre_id text NOT NULL REFERENCES centre (id),
        type text NOT NULL CHECK (type IN ('photo', 'video')),
        title text NOT NULL,
        slug text NOT NULL,
        description text NOT NULL DEFAULT '',
        date date NOT NULL DEFAULT CURRENT_DATE,
        vehicle_brand text NOT NULL DEFAULT '',
        vehicle_model text NOT NULL DEFAULT '',
        vehicle_year integer,
        vehicle_engine text NOT NULL DEFAULT '',
        engine_id integer REFERENCES vehicle_engine (id) ON DELETE SET NULL,
        modifications text[] NOT NULL DEFAULT '{}',
        power_before integer,
        power_after integer,
        torque_before integer,
        torque_after integer,
        media_url text,
        thumbnail_url text,
        featured boolean NOT NULL DEFAULT false,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The public gallery: active only, featured first, then sort order, then newest; per centre or for all.
    await db.query(
      `CREATE INDEX realisation_public_order ON realisation (featured DESC, sort_order, date DESC, id DESC) WHERE status = 'active'`,
    );
    await db.query(
      `CREATE INDEX realisation_public_by_centre ON realisation (centre_id, featured DESC, sort_order, date DESC, id DESC) WHERE status = 'active'`,
    );
    await db.query(`
      CREATE TABLE realisation_gallery_item (
        id serial PRIMARY KEY,
        realisation_id integer NOT NULL REFERENCES realisation (id) ON DELETE CASCADE,
        url text NOT NULL,
        type text NOT NULL CHECK (type IN ('photo', 'video')),
        alt text NOT NULL DEFAULT '',
        is_primary boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0
      )`);
    await db.query(
      'CREATE INDEX realisation_gallery_order ON realisation_gallery_item (realisation_id, sort_order, id)',
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE realisation_gallery_item');
    await db.query('DROP TABLE realisation');
  }
}
