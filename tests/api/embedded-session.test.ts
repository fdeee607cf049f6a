import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/src/config.js';
import { openDatabase, type Database } from '../../gateway/src/db/database.js';
import { toDomainError } from '../../gateway/src/lib/domain-errors.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/*
 * The embedded database is one PGlite session shared by every query runner through one pipelined connection
 * (db/shared-session-pool.ts). Statements from many runners are sent at once and each answer must reach its own
 * statement; a transaction must have the session to itself, whatever other runners send meanwhile.
 */
describe('the embedded database’s shared session', () => {
  let db: TestDatabase;
  let database: Database;
  const WAITING_BOUND = 40;
  const IDLE_TIMEOUT_MS = 500;
  /** What the gateway logs, as pino writes it. */
  const logged: { level: number; msg: string; idleMs?: number }[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  const rows = async () =>
    ((await database.dataSource.query('SELECT n FROM probe ORDER BY n')) as { n: number }[]).map((r) => r.n);

  beforeAll(async () => {
    db = await createTestDatabase('embedded', { empty: true });
    database = await openDatabase(loadConfig({ ...db.env, LOG_LEVEL: 'error' }), logger, {
      session: { maxWaiting: WAITING_BOUND, idleTimeoutMs: IDLE_TIMEOUT_MS },
    });
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
    await runner.startTransaction();
    await runner.query('INSERT INTO probe VALUES (5)');
    const waiting = database.dataSource.query('INSERT INTO probe VALUES (6)');
    await runner.release();
    await waiting;
    expect(await rows()).toEqual([6, 99]);
    await expect(runner.query('SELECT 1')).rejects.toThrow();
  });

  it('knows a transaction from the runner’s calls: a raw BEGIN is refused, savepoints stay inside', async () => {
    await expect(database.dataSource.query('BEGIN')).rejects.toThrow(/startTransaction/);
    await expect(database.dataSource.query('  start transaction')).rejects.toThrow(/startTransaction/);
    const runner = database.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('INSERT INTO probe VALUES (20)');
    await runner.startTransaction(); // a savepoint
    await runner.query('INSERT INTO probe VALUES (21)');
    await runner.rollbackTransaction(); // back to the savepoint: still inside the transaction
    const outside = database.dataSource.query('SELECT count(*)::int AS c FROM probe WHERE n BETWEEN 20 AND 29');
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    await runner.commitTransaction();
    expect(await outside).toEqual([{ c: 1 }]);
    await runner.release();
    await database.dataSource.query('DELETE FROM probe WHERE n BETWEEN 20 AND 29');
  });

  it('refuses, as busy, the statements past the bound that wait for a transaction, and runs the others', async () => {
    const runner = database.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('INSERT INTO probe VALUES (30)');
    const waiting = Array.from({ length: WAITING_BOUND + 5 }, (_, i) =>
      database.dataSource.query('SELECT $1::int AS n', [i]),
    );
    const refused = await Promise.allSettled(waiting.slice(WAITING_BOUND));
    for (const outcome of refused) {
      expect(outcome.status).toBe('rejected');
      // TypeORM wraps it; the transports unwrap it (toDomainError) and answer 503 with its message.
      const reason = toDomainError((outcome as PromiseRejectedResult).reason);
      expect(reason?.kind).toBe('unavailable');
      expect(reason?.message).toBe('Base de données occupée : réessayez dans un instant.');
      expect(reason?.retryAfterSeconds).toBe(1);
    }
    await runner.commitTransaction();
    await runner.release();
    expect(await Promise.all(waiting.slice(0, WAITING_BOUND))).toEqual(
      Array.from({ length: WAITING_BOUND }, (_, i) => [{ n: i }]),
    );
    await database.dataSource.query('DELETE FROM probe WHERE n = 30');
  });

  it('rolls back a transaction that sends nothing past the timeout, logs it, and lets the others go on', async () => {
    const runner = database.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('INSERT INTO probe VALUES (40)');
    // The runner now waits on something else (a slow service, a forgotten await) while holding the session.
    const started = Date.now();
    const other = await database.dataSource.query('SELECT count(*)::int AS c FROM probe WHERE n = 40');
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 50);
    expect(other).toEqual([{ c: 0 }]);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        idleMs: IDLE_TIMEOUT_MS,
        msg: 'transaction de la base embarquée annulée : aucune requête pendant trop longtemps',
      }),
    );
    // Its runner learns it at its next statement; once it has ended the transaction, it may go on.
    await expect(runner.query('INSERT INTO probe VALUES (41)')).rejects.toThrow(/transaction annulée/);
    await expect(runner.commitTransaction()).rejects.toThrow(/transaction annulée/);
    expect(await runner.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await runner.release();
    expect(await rows()).not.toContain(40);
  });
});
