import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';

/*
 * The migrations make the schema; the entities describe it to TypeORM. If they disagree (a column renamed in one
 * and not the other, a nullable flag, a default, a foreign key), a query type-checks and fails at run time.
 * TypeORM's schema builder compares the two: on a migrated database it must find nothing to change.
 */
describe.each(backends)('entities and migrations on %s', (backend) => {
  let db: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), createLogger('error'));
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  it('the migrated schema is what the entities describe', async () => {
    expect(await database.dataSource.showMigrations()).toBe(false); // the template is fully migrated
    const pending = await database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });
});
