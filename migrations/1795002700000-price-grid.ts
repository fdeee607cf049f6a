import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The remap's price grid (decision 052): a price per stage and per option for each market, vehicle type and power
 * band. Empty here: the gateway seeds it from gateway/src/content/price-grid.csv at start-up while it is empty, then
 * it is the garage's (CSV import and export). Its content version tells every process when an import changed it.
 * A booking keeps the price of the stage it was made for.
 */
export class PriceGrid1795002700000 implements MigrationInterface {
  name = 'PriceGrid1795002700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE price_band (
      id serial PRIMARY KEY,
      market text NOT NULL,
      vehicle_type text NOT NULL,
      power_max_hp integer,
      stage1 integer NOT NULL,
      stage2 integer,
      e85 integer,
      gearbox integer,
      pops_bangs integer,
      CONSTRAINT price_band_market_check CHECK (market IN ('FR', 'MA')),
      CONSTRAINT price_band_vehicle_type_check CHECK (vehicle_type IN ('car', 'van', 'truck', 'motorcycle'))
    )`);
    // The open band (no upper bound) counts once per market and type, as a bounded one does.
    await db.query(
      'CREATE UNIQUE INDEX price_band_key ON price_band (market, vehicle_type, coalesce(power_max_hp, 0))',
    );
    await db.query(`INSERT INTO content_version (scope, version) VALUES ('prices', 0) ON CONFLICT DO NOTHING`);
    // A booking made from an engine page keeps the stage's price as the visitor saw it, for its e-mails.
    await db.query('ALTER TABLE booking ADD COLUMN quoted_price integer, ADD COLUMN quoted_currency text');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE booking DROP COLUMN quoted_price, DROP COLUMN quoted_currency');
    await db.query(`DELETE FROM content_version WHERE scope = 'prices'`);
    await db.query('DROP TABLE price_band');
  }
}
