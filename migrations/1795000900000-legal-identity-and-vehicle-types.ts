import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The legal facts of the publishing company, one column each and nullable (unset in production until the operator
 * sets them), the market of the centres (country, currency), and the vehicle types of each service. The free-text
 * `registration_number` and `host` give way to their parts; the row is rewritten at every start-up.
 */
export class LegalIdentityAndVehicleTypes1795000900000 implements MigrationInterface {
  name = 'LegalIdentityAndVehicleTypes1795000900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE site_identity
        DROP COLUMN registration_number,
        DROP COLUMN host,
        ALTER COLUMN legal_form DROP NOT NULL,
        ALTER COLUMN registered_office DROP NOT NULL,
        ALTER COLUMN publication_director DROP NOT NULL,
        ADD COLUMN share_capital text,
        ADD COLUMN rcs_number text,
        ADD COLUMN rcs_city text,
        ADD COLUMN vat_number text,
        ADD COLUMN host_name text,
        ADD COLUMN host_address text,
        ADD COLUMN host_phone text,
        ADD COLUMN mediator_name text,
        ADD COLUMN mediator_website text,
        ADD COLUMN mediator_address text,
        ADD COLUMN demo boolean NOT NULL DEFAULT true,
        ADD COLUMN country text NOT NULL DEFAULT 'FR',
        ADD COLUMN currency text NOT NULL DEFAULT 'EUR'`);
    await db.query(`ALTER TABLE garage_service ADD COLUMN vehicles jsonb NOT NULL DEFAULT '[]'`);
    // The defaults only fill the existing row; start-up writes every value.
    await db.query(`
      ALTER TABLE site_identity
        ALTER COLUMN demo DROP DEFAULT,
        ALTER COLUMN country DROP DEFAULT,
        ALTER COLUMN currency DROP DEFAULT`);
    await db.query('ALTER TABLE garage_service ALTER COLUMN vehicles DROP DEFAULT');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE garage_service DROP COLUMN vehicles');
    await db.query(`
      ALTER TABLE site_identity
        DROP COLUMN share_capital,
        DROP COLUMN rcs_number,
        DROP COLUMN rcs_city,
        DROP COLUMN vat_number,
        DROP COLUMN host_name,
        DROP COLUMN host_address,
        DROP COLUMN host_phone,
        DROP COLUMN mediator_name,
        DROP COLUMN mediator_website,
        DROP COLUMN mediator_address,
        DROP COLUMN demo,
        DROP COLUMN country,
        DROP COLUMN currency,
        ADD COLUMN registration_number text NOT NULL DEFAULT '',
        ADD COLUMN host text NOT NULL DEFAULT ''`);
    await db.query(`UPDATE site_identity SET legal_form = coalesce(legal_form, ''),
      registered_office = coalesce(registered_office, ''), publication_director = coalesce(publication_director, '')`);
    await db.query(`ALTER TABLE site_identity ALTER COLUMN legal_form SET NOT NULL,
      ALTER COLUMN registered_office SET NOT NULL, ALTER COLUMN publication_director SET NOT NULL`);
  }
}
