import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { createLogger } from '../../gateway/src/lib/logger.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/*
 * The embedded database is one PGlite session shared by every query runner through one pipelined connection
 * (db/shared-session-pool.ts). Statements from many runners are sent at once and each answer must reach its own
 * statement; a transaction must have the session to itself, whatever other runners send meanwhile.
 */
describe('the embedded database’s shared session', () => {
  let db: TestDatabase;
  let database: Database;
  const rows = async () =>
    ((await database.dataSource.query('SELECT n FROM probe ORDER BY n')) as { n: number }[]).map((r) => r.n);

  beforeAll(async () => {
    db = await createTestDatabase('embedded', { empty: true });
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), createLogger('error'));
    expect(database.kind).toBe('embedded');
    await database.dataSource.query('CREATE TABLE probe (n integer PRIMARY KEY)');
  });
  afterAll(async () => {
    await database?.close();
    await db?.drop();
  });

  it('answers each of many statements sent at once, and a failing one fails alone', async () => {
    const sent = Array.from({ length: 200 }, (_, i) =>
      i === 57 ? database.dataSource.query('SELECT 1 / 0 AS n') : database.dataSource.query('SELECT $1::int AS n', [i]),
    );
    const settled = await Promise.allSettled(sent);
    settled.forEach((outcome, i) => {
      if (i === 57) {
        expect(outcome.status).toBe('rejected');
        expect(String((outcome as PromiseRejectedResult).reason)).toMatch(/division by zero/);
      } else {
        expect(outcome).toEqual({ status: 'fulfilled', value: [{ n: i }] });
      }
    });
  });

  it('keeps a transaction whole: what others send meanwhile waits for its end and stays out of it', async () => {
    const events: string[] = [];
    let outside: Promise<unknown>[] = [];
    const transaction = database.dataSource
      .transaction(async (manager) => {
        await manager.query('INSERT INTO probe VALUES (1)');
        // Sent while the transaction is open: neither may run inside it.
        outside = [
          database.dataSource.query('INSERT INTO probe VALUES (99)').then(() => events.push('insert 99')),
          database.dataSource
            .query('SELECT count(*)::int AS c FROM probe')
            .then((result: { c: number }[]) => events.push(`count ${result[0]!.c}`)),
        ];
        await new Promise((resolve) => setTimeout(resolve, 50));
        await manager.query('INSERT INTO probe VALUES (2)');
        events.push('transaction body done');
        throw new Error('annulée');
      })
      .catch((error: Error) => events.push(`rolled back: ${error.message}`));
    await transaction;
    await Promise.all(outside);
    // Nothing sent from outside ran before the transaction's end (its rollback and their answers may come back
    // in either order); they ran in the order they were sent, and the rollback removed 1 and 2 only.
    expect(events[0]).toBe('transaction body done');
    expect(events.filter((e) => !e.startsWith('rolled back'))).toEqual([
      'transaction body done',
      'insert 99',
      'count 1',
    ]);
    expect(events).toContain('rolled back: annulée');
    expect(await rows()).toEqual([99]);
  });

  it('rolls back the transaction of a runner released inside it, and lets the others go on', async () => {
    const runner = database.dataSource.createQueryRunner();
    await runner.connect();
    await runner.query('BEGIN');
    await runner.query('INSERT INTO probe VALUES (5)');
    const waiting = database.dataSource.query('INSERT INTO probe VALUES (6)');
    await runner.release();
    await waiting;
    expect(await rows()).toEqual([6, 99]);
    await expect(runner.query('SELECT 1')).rejects.toThrow();
  });
});
