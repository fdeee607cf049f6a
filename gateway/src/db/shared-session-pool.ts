import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { DataSource, ReplicationMode } from 'typeorm';
import type { IsolationLevel } from 'typeorm/driver/types/IsolationLevel.js';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import { UnavailableError } from '../lib/domain-errors.js';

/*
 * The embedded database's connection pool, handed to TypeORM in place of `pg`'s (decision 024).
 *
 * PGlite is one session, so the gateway used to lend its one connection to one query runner at a time: each
 * statement waited for the answer to the one before to cross the busy event loop before it could be sent, and
 * the database thread sat idle meanwhile. Under load that wait, not the database, set the pace of every write.
 * Here the one connection runs in `pg`'s pipeline mode and is lent to every query runner at once: a statement is
 * sent as soon as it is made, and the database works through them in order while the event loop does other work.
 *
 * What one session cannot share is a transaction. A transaction is known from the query runner's own calls
 * (`startTransaction`, then `commitTransaction` or `rollbackTransaction`: SessionQueryRunner below), never from the
 * text of a statement. From its start to its end, the runner that opened it has the session to itself: the
 * statements of every other runner wait, in the order they were made, and are sent once it ends. That wait is
 * bounded (`maxWaiting`: beyond, a statement is refused as « base occupée », HTTP 503), and so is a transaction that
 * sends nothing (`idleTimeoutMs`, as PostgreSQL's idle_in_transaction_session_timeout): it is rolled back, logged,
 * and its runner's next statements fail. A runner released inside its transaction has it rolled back. Statements
 * outside a transaction are each their own (each carries its own Sync), so one that fails leaves the others alone.
 */

export interface SessionLimits {
  /** Statements that may wait for another runner's transaction; beyond, they are refused. */
  maxWaiting: number;
  /** A transaction that sends nothing for this long is rolled back. */
  idleTimeoutMs: number;
  /** Told when a transaction was rolled back for idling (for the log). */
  onIdleTimeout(details: { idleMs: number; openForMs: number }): void;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxWaiting: 2_000,
  idleTimeoutMs: 30_000,
  onIdleTimeout: () => undefined,
};

/** A raw BEGIN would open a transaction the gate cannot see: refused, so that the mistake shows at once. */
const OPENS_TRANSACTION = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;

type QueryArgs = Parameters<pg.Client['query']>;

/** One statement of a runner: whether it opens the runner's transaction, and how to send it. */
interface Statement {
  lease: SessionLease;
  opens: boolean;
  /** The runner's outermost COMMIT or ROLLBACK: once it is sent, the others' statements may follow it. */
  closes: boolean;
  send: () => Promise<unknown>;
  refuse: (error: Error) => void;
}

/** Who holds the session: nobody (statements go straight out), or the runner inside a transaction. */
class SessionGate {
  private holder: SessionLease | null = null;
  private readonly waiting: Statement[] = [];
  /** The holder's statements sent and not answered yet; at 0 its idle clock runs. */
  private holderInFlight = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private heldSince = 0;

  constructor(private readonly limits: SessionLimits) {}

  submit(statement: Statement): void {
    if (!this.holder || this.holder === statement.lease) return this.dispatch(statement);
    if (this.waiting.length >= this.limits.maxWaiting) {
      statement.refuse(
        new UnavailableError('Base de données occupée : réessayez dans un instant.', { retryAfterSeconds: 1 }),
      );
      return;
    }
    this.waiting.push(statement);
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  holds(lease: SessionLease): boolean {
    return this.holder === lease;
  }

  /** Lets the others go on (the holder's transaction has ended, or its connection is gone). */
  release(lease: SessionLease): void {
    if (this.holder !== lease) return;
    this.holder = null;
    this.stopIdleClock();
    this.holderInFlight = 0;
    for (let i = 0; i < this.waiting.length;) {
      const next = this.waiting[i]!;
      if (this.holder && this.holder !== next.lease) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.dispatch(next);
    }
  }

  private dispatch(statement: Statement): void {
    if (!this.holder && statement.opens) {
      this.holder = statement.lease;
      this.heldSince = Date.now();
    }
    if (this.holder !== statement.lease) {
      statement.send().catch(() => undefined);
      return;
    }
    this.holderInFlight++;
    this.stopIdleClock();
    const holder = this.holder;
    const sent = statement.send();
    // Queued on the connection before anything sent from now on: the session is free for the others.
    if (statement.closes) this.release(holder);
    sent
      .catch(() => undefined)
      .finally(() => {
        if (this.holder !== holder) return;
        this.holderInFlight--;
        if (this.holderInFlight === 0) this.startIdleClock(holder);
      });
  }

  private startIdleClock(holder: SessionLease): void {
    this.idleTimer = setTimeout(() => {
      if (this.holder !== holder) return;
      this.limits.onIdleTimeout({ idleMs: this.limits.idleTimeoutMs, openForMs: Date.now() - this.heldSince });
      // Rolled back before anything that waited is sent: the others' statements run after its end.
      holder.expire(this.limits.idleTimeoutMs);
      this.release(holder);
    }, this.limits.idleTimeoutMs);
    this.idleTimer.unref();
  }

  private stopIdleClock(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}

/** What one query runner holds: the shared connection, through the gate. */
export class SessionLease extends EventEmitter {
  private released = false;
  /** Set by the runner's startTransaction: the next statement opens its transaction. */
  private opening = false;
  /** Set by the runner's outermost commit or rollback: the next statement ends its transaction. */
  private closing = false;
  /** The transaction was rolled back for idling: statements fail until the runner ends it. */
  private expiredAfterMs: number | null = null;

  constructor(
    private readonly client: pg.Client,
    private readonly gate: SessionGate,
    private readonly onRelease: (lease: SessionLease) => void,
  ) {
    super();
  }

  /** The runner starts its transaction: its next statement takes the session. */
  beginTransaction(): void {
    this.opening = true;
  }

  /** The runner ends its transaction: its next statement (COMMIT or ROLLBACK) frees the session once sent. */
  endTransactionWithNextStatement(): void {
    this.closing = true;
  }

  /** The runner's transaction is over (committed, rolled back, or failed to start): the session is free. */
  endTransaction(): void {
    this.opening = false;
    this.closing = false;
    this.expiredAfterMs = null;
    this.gate.release(this);
  }

  /** Rolls its transaction back now (queued on the connection before anything sent after). */
  expire(idleMs: number): void {
    this.expiredAfterMs = idleMs;
    this.client.query('ROLLBACK').catch(() => undefined);
  }

  query(...args: unknown[]): Promise<pg.QueryResult> | undefined {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (e: unknown, r?: unknown) => void) : null;
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const [opens, closes] = [this.opening, this.closing];
    this.opening = this.closing = false;
    const result = new Promise<pg.QueryResult>((resolve, reject) => {
      if (this.released) return reject(new Error('connexion à la base déjà rendue'));
      if (this.expiredAfterMs !== null)
        return reject(
          new Error(`transaction annulée : aucune requête pendant ${this.expiredAfterMs / 1000} s, elle a été annulée`),
        );
      if (!opens && OPENS_TRANSACTION.test(text))
        return reject(new Error('transaction ouverte par BEGIN : passez par startTransaction du query runner'));
      this.gate.submit({
        lease: this,
        opens,
        closes,
        refuse: reject,
        send: () => {
          const sent = (this.client.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...(args as QueryArgs));
          sent.then(resolve, reject);
          return sent;
        },
      });
    });
    if (!callback) return result;
    result.then(
      (r) => callback(null, r),
      (e: unknown) => callback(e),
    );
    return undefined;
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    if (this.gate.holds(this)) {
      // Left inside its transaction (TypeORM rolls back before releasing; this covers a runner that could not).
      this.client.query('ROLLBACK').catch(() => undefined);
      this.gate.release(this);
    }
    this.onRelease(this);
  }
}

/** `pg.Pool`'s surface as TypeORM's PostgreSQL driver uses it: connect, end, and `error` events. */
export class SharedSessionPool extends EventEmitter {
  private readonly gate: SessionGate;
  private readonly leases = new Set<SessionLease>();
  private readonly options: pg.ClientConfig;
  private session: Promise<pg.Client> | null = null;

  /** `session`: the limits of the gate (given through TypeORM's `extra` options). */
  constructor({ session, ...options }: pg.ClientConfig & { session?: Partial<SessionLimits> }) {
    super();
    this.options = options;
    this.gate = new SessionGate({ ...DEFAULT_SESSION_LIMITS, ...session });
  }

  /** Statements waiting for another runner's transaction to end (named as `pg.Pool`'s, for the metrics). */
  get waitingCount(): number {
    return this.gate.waitingCount;
  }

  connect(callback?: (error: Error | undefined, lease?: SessionLease, release?: () => void) => void) {
    const leased = this.connected().then((client) => {
      const lease = new SessionLease(client, this.gate, (l) => this.leases.delete(l));
      this.leases.add(lease);
      return lease;
    });
    if (!callback) return leased;
    leased.then(
      (lease) => callback(undefined, lease, () => lease.release()),
      (error: Error) => callback(error),
    );
    return undefined;
  }

  async end(callback?: (error?: Error) => void): Promise<void> {
    const session = this.session;
    this.session = null;
    try {
      if (session) await (await session).end();
      callback?.();
    } catch (error) {
      if (!callback) throw error;
      callback(error as Error);
    }
  }

  private connected(): Promise<pg.Client> {
    if (!this.session) {
      const client = new pg.Client({ ...this.options, pipeline: true } as pg.ClientConfig);
      client.on('error', (error: Error) => {
        // The session is gone (the database thread stopped): the next lease opens a new one.
        if (this.session === opening) this.session = null;
        for (const lease of this.leases) if (lease.listenerCount('error')) lease.emit('error', error);
        this.emit('error', error);
      });
      const opening = client.connect().then(() => client);
      opening.catch(() => {
        if (this.session === opening) this.session = null;
      });
      this.session = opening;
    }
    return this.session;
  }
}

/**
 * TypeORM's PostgreSQL query runner, telling the shared session where its transactions start and end: the outermost
 * start takes the session, the outermost commit or rollback (even a failed one) gives it back. Savepoints (nested
 * transactions) stay inside the one transaction.
 */
export class SessionQueryRunner extends PostgresQueryRunner {
  override async startTransaction(isolationLevel?: IsolationLevel): Promise<void> {
    const lease = this.transactionDepth === 0 ? ((await this.connect()) as SessionLease) : null;
    lease?.beginTransaction();
    try {
      await super.startTransaction(isolationLevel);
    } catch (error) {
      lease?.endTransaction();
      throw error;
    }
  }

  override async commitTransaction(): Promise<void> {
    await this.ending(() => super.commitTransaction());
  }

  override async rollbackTransaction(): Promise<void> {
    await this.ending(() => super.rollbackTransaction());
  }

  private async ending(end: () => Promise<void>): Promise<void> {
    const lease = this.transactionDepth === 1 ? (this.databaseConnection as SessionLease | undefined) : undefined;
    // The session is freed as soon as the COMMIT or ROLLBACK is sent, not once its answer is back through the busy
    // event loop: the statement TypeORM sends next is that one, unless a subscriber queries first (none is
    // registered; if one ever is, the session is freed when the transaction has ended).
    if (this.connection.subscribers.length === 0) lease?.endTransactionWithNextStatement();
    try {
      await end();
    } finally {
      lease?.endTransaction();
    }
  }
}

/** The `driver` option of TypeORM's PostgreSQL data source for the embedded database. */
export const sharedSessionDriver = { Pool: SharedSessionPool, defaults: pg.defaults, types: pg.types };

/** Makes the data source's query runners SessionQueryRunners (TypeORM has no option for its runner class). */
export function useSessionQueryRunners(dataSource: DataSource): void {
  const driver = dataSource.driver as PostgresDriver;
  driver.createQueryRunner = (mode: ReplicationMode) => new SessionQueryRunner(driver, mode);
}
