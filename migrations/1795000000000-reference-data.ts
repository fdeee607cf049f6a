import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Centres, site identity and the garage services: the reference data loaded from gateway/src/content. */
export class ReferenceData1795000000000 implements MigrationInterface {
  name = 'ReferenceData1795000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE centre (
        id text PRIMARY KEY,
        name text NOT NULL,
        address text NOT NULL,
        street_address text,
        postal_code text,
        locality text,
        country text,
        phone text,
        instagram text,
        youtube text,
        latitude double precision,
        longitude double precision,
        service_note text,
        opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
        sort_order integer NOT NULL DEFAULT 0,
        in_preset boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT centre_id_format CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
        CONSTRAINT centre_coordinates_pair CHECK ((latitude IS NULL) = (longitude IS NULL))
      )`);
    await db.query(`CREATE INDEX centre_listing ON centre (sort_order, id) WHERE in_preset`);
    await db.query(`
      CREATE TABLE site_identity (
        id smallint PRIMARY KEY CHECK (id = 1),
        brand_name text NOT NULL,
        legal_name text NOT NULL,
        legal_form text NOT NULL,
        registered_office text NOT NULL,
        registration_number text NOT NULL,
        contact_email text NOT NULL,
        contact_phone text NOT NULL,
        subscriber_portal_url text NOT NULL,
        cache_key_prefix text NOT NULL,
        publication_director text NOT NULL,
        host text NOT NULL
      )`);
    await db.query(`
      CREATE TABLE garage_service (
        id integer PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL UNIQUE,
        short_description text NOT NULL,
        long_description text NOT NULL,
        benefits text[] NOT NULL,
        process text[] NOT NULL,
        duration text NOT NULL,
        warranty text NOT NULL,
        price jsonb NOT NULL,
        seo jsonb NOT NULL,
        images jsonb NOT NULL,
        technical_specs jsonb NOT NULL,
        faq jsonb NOT NULL,
        sort_order integer NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE garage_service');
    await db.query('DROP TABLE site_identity');
    await db.query('DROP TABLE centre');
  }
}
