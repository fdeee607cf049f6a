import { EventEmitter } from 'node:events';
import pg from 'pg';

/*
 * The embedded database's connection pool, handed to TypeORM in place of `pg`'s (decision 024).
 *
 * PGlite is one session, so the gateway used to lend its one connection to one query runner at a time: each
 * statement waited for the answer to the one before to cross the busy event loop before it could be sent, and
 * the database thread sat idle meanwhile. Under load that wait, not the database, set the pace of every write.
 * Here the one connection runs in `pg`'s pipeline mode and is lent to every query runner at once: a statement is
 * sent as soon as it is made, and the database works through them in order while the event loop does other work.
 *
 * What one session cannot share is a transaction. From the statement that opens one (`BEGIN`, `START TRANSACTION`)
 * to the one that ends it (`COMMIT`, `ROLLBACK`), the runner that opened it has the session to itself: the
 * statements of every other runner wait, in the order they were made, and are sent once it ends. A runner released
 * inside its transaction has it rolled back. Statements outside a transaction are each their own (each carries its
 * own Sync), so one that fails leaves the others alone.
 */

const OPENS_TRANSACTION = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
const ENDS_TRANSACTION = /^\s*(COMMIT|END|ABORT|ROLLBACK(?!\s+TO\b))\b/i;

type QueryArgs = Parameters<pg.Client['query']>;

/** Statements waiting while another runner's transaction holds the session, in the order they were made. */
interface Waiting {
  lease: SessionLease;
  text: string;
  send: () => void;
}

/** Who holds the session: nobody (statements go straight out), or the runner inside a transaction. */
class SessionGate {
  private holder: SessionLease | null = null;
  private readonly waiting: Waiting[] = [];

  submit(lease: SessionLease, text: string, send: () => void): void {
    if (this.holder && this.holder !== lease) this.waiting.push({ lease, text, send });
    else this.dispatch(lease, text, send);
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
    for (let i = 0; i < this.waiting.length;) {
      const next = this.waiting[i]!;
      if (this.holder && this.holder !== next.lease) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.dispatch(next.lease, next.text, next.send);
    }
  }

  private dispatch(lease: SessionLease, text: string, send: () => void): void {
    if (!this.holder && OPENS_TRANSACTION.test(text)) this.holder = lease;
    send();
    // Sent after every statement already on the wire and before any sent from now on: the session is free for them.
    if (this.holder === lease && ENDS_TRANSACTION.test(text)) this.release(lease);
  }
}

/** What one query runner holds: the shared connection, through the gate. */
class SessionLease extends EventEmitter {
  private released = false;

  constructor(
    private readonly client: pg.Client,
    private readonly gate: SessionGate,
    private readonly onRelease: (lease: SessionLease) => void,
  ) {
    super();
  }

  query(...args: unknown[]): Promise<pg.QueryResult> | undefined {
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as (e: unknown, r?: unknown) => void) : null;
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const result = new Promise<pg.QueryResult>((resolve, reject) => {
      if (this.released) return reject(new Error('connexion à la base déjà rendue'));
      this.gate.submit(this, text, () => {
        (this.client.query as (...a: QueryArgs) => Promise<pg.QueryResult>)(...(args as QueryArgs)).then(
          resolve,
          reject,
        );
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
  private readonly gate = new SessionGate();
  private readonly leases = new Set<SessionLease>();
  private session: Promise<pg.Client> | null = null;

  constructor(private readonly options: pg.ClientConfig) {
    super();
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

/** The `driver` option of TypeORM's PostgreSQL data source for the embedded database. */
export const sharedSessionDriver = { Pool: SharedSessionPool, defaults: pg.defaults, types: pg.types };
