import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vehicle search's searches that found nothing (decision 051), counted per day: the folded text and how many
 * times, nothing about who searched.
 */
export class VehicleSearchMisses1795002600000 implements MigrationInterface {
  name = 'VehicleSearchMisses1795002600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vehicle_search_miss (
        day date NOT NULL,
        query text NOT NULL,
        searches integer NOT NULL,
        PRIMARY KEY (day, query),
        CONSTRAINT vehicle_search_miss_query_check CHECK (length(query) BETWEEN 1 AND 100),
        CONSTRAINT vehicle_search_miss_searches_check CHECK (searches > 0)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE vehicle_search_miss');
  }
}
