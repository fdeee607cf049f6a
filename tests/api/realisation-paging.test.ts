import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import {
  listPublicRealisations,
  pageOfActive,
  withChanges,
  type PublicQuery,
  type RealisationPage,
} from '../../gateway/src/services/realisations/reads.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/*
 * The embedded database pages the public gallery in memory, from one read of every active realisation
 * (PublicRealisationCache, `pageOfActive`), and brings that read up to date after a toggle without reading again
 * (`withChanges`); PostgreSQL pages it in SQL (`listPublicRealisations`). Both must give the same pages, in the same
 * order, with the same cursors, whatever the data: ties on every sort key, featured or not, trashed and inactive
 * rows, centres and types, page sizes, offsets, cursors from either path.
 */
const CENTRES = ['nice', 'montpellier', 'beziers'];

const realisationRow = fc.record({
  centre: fc.constantFrom(...CENTRES),
  type: fc.constantFrom('photo', 'video'),
  featured: fc.boolean(),
  // Few values: ties on every key, down to the id.
  sortOrder: fc.integer({ min: -1, max: 2 }),
  date: fc.constantFrom('2024-01-01', '2024-06-15', '2025-03-03'),
  status: fc.constantFrom('active', 'active', 'active', 'inactive'),
  trashed: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});

type Row = typeof realisationRow extends fc.Arbitrary<infer T> ? T : never;

const galleryQuery = fc.record({
  centre: fc.option(fc.constantFrom(...CENTRES), { nil: null }),
  type: fc.option(fc.constantFrom<'photo' | 'video'>('photo', 'video'), { nil: null }),
  limit: fc.option(fc.integer({ min: 1, max: 7 }), { nil: null }),
  offset: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
});

/** What a page shows, in order, and where the next one starts. */
const shape = (page: RealisationPage) => ({
  ids: page.items.map((r) => r.id),
  hasNextPage: page.hasNextPage,
  endCursor: page.endCursor,
});

describe('the gallery’s two paging paths', () => {
  let db: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    db = await createTestDatabase('server');
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), createLogger('error'));
    for (const id of CENTRES)
      await database.dataSource.query(
        `INSERT INTO centre (id, name, address) VALUES ($1, $1, 'adresse') ON CONFLICT (id) DO NOTHING`,
        [id],
      );
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  /** Replaces every realisation with `rows`. */
  async function store(rows: Row[]) {
    await database.dataSource.query('DELETE FROM realisation_gallery_item');
    await database.dataSource.query('DELETE FROM realisation');
    for (const [i, r] of rows.entries())
      await database.dataSource.query(
        `INSERT INTO realisation (centre_id, type, title, slug, date, featured, sort_order, status, deleted_at)
         VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
        [r.centre, r.type, `r${i}`, r.date, r.featured, r.sortOrder, r.status, r.trashed ? new Date() : null],
      );
  }
  const allActive = async () => (await listPublicRealisations(database.dataSource, {})).items;

  it('gives the same pages, by offset or by cursor, on random galleries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(realisationRow, { maxLength: 30 }),
        fc.array(galleryQuery, { minLength: 1, maxLength: 5 }),
        async (rows, queries) => {
          await store(rows);
          const active = await allActive();
          for (const query of queries) {
            const sql = await listPublicRealisations(database.dataSource, query);
            expect(shape(pageOfActive(active, query))).toEqual(shape(sql));
            // Walked on by cursor (no offset: GraphQL pages by cursor only), each next page agrees too.
            let after = sql.endCursor;
            for (let guard = 0; after && query.limit && guard < 10; guard++) {
              const next: PublicQuery = { centre: query.centre, type: query.type, limit: query.limit, after };
              const [fromSql, fromMemory] = [
                await listPublicRealisations(database.dataSource, next),
                pageOfActive(active, next),
              ];
              expect(shape(fromMemory)).toEqual(shape(fromSql));
              after = fromSql.hasNextPage ? fromSql.endCursor : null;
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps the in-memory gallery equal to a fresh read after status, featured and order changes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(realisationRow, { minLength: 1, maxLength: 20 }),
        fc.array(
          fc.record({
            pick: fc.nat(),
            status: fc.constantFrom('active', 'inactive'),
            featured: fc.boolean(),
            sortOrder: fc.integer({ min: -1, max: 2 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (rows, changes) => {
          await store(rows);
          let held: RealisationPage = { items: await allActive(), hasNextPage: false, endCursor: null };
          const ids = (
            (await database.dataSource.query('SELECT id FROM realisation WHERE deleted_at IS NULL')) as {
              id: number;
            }[]
          ).map((r) => r.id);
          for (const change of changes) {
            const id = ids[change.pick % ids.length];
            if (id === undefined) continue;
            await database.dataSource.query(
              `UPDATE realisation SET status = $2, featured = $3, sort_order = $4, updated_at = clock_timestamp()
               WHERE id = $1`,
              [id, change.status, change.featured, change.sortOrder],
            );
            const current = await listPublicRealisations(database.dataSource, { status: 'any' });
            held = withChanges(
              held,
              current.items.filter((r) => r.id === id),
            );
          }
          expect(held.items.map((r) => r.id)).toEqual((await allActive()).map((r) => r.id));
        },
      ),
      { numRuns: 30 },
    );
  });
});
