import type { DataSource, EntityManager } from 'typeorm';
import {
  countActiveRealisationsOf,
  findPublicRealisation,
  measuredResultsByEngine,
  listPublicRealisations,
  pageOfActive,
  withChanges,
  type PublicQuery,
  type MeasuredResults,
  type RealisationPage,
  type RealisationView,
} from './reads.js';

/** Distinct reads kept at once; beyond, the oldest is dropped (filters and ids come from visitors' URLs). */
const MAX_ENTRIES = 500;

/**
 * Where a process learns that the realisations changed:
 * - `process`: the embedded database serves one gateway process only (its lock file sees to it), so that process
 *   made every change and knows at once which realisations it touched;
 * - `database`: with a PostgreSQL server, any process may have made the change; each read asks the database for
 *   the realisations' content version (a one-row read, far cheaper than the reads it saves) so that an admin who
 *   saves through one process sees the change through every other one at once.
 */
export type VersionSource = 'process' | 'database';

/**
 * What a cached read depends on: every list (any change may enter, leave or reorder one), or one realisation.
 * With the `database` source every scope follows the one content version.
 */
export type ReadScope = 'lists' | `realisation:${number}`;
export const realisationScope = (id: number): ReadScope => `realisation:${id}`;

interface Entry {
  scope: ReadScope;
  version: number;
  value: Promise<unknown>;
  /** The value once read. */
  settled?: { value: unknown };
}

/** Every active realisation in gallery order (the `process` source's lists are taken from it). */
const ACTIVE = 'list:active';

/**
 * The public reads of realisations (gallery pages, one job), kept in memory while what they show is unchanged.
 * Every admin write raises the `realisations` content version in its own transaction (`recordRealisationChange`)
 * and then calls `changed()` with the realisations it touched. An entry is served only under the version of its
 * scope it was read with; a read is tagged with the version known before its query, so a write that commits
 * meanwhile makes it stale rather than wrong. The values are shared between requests: callers map them to new
 * objects and never change them.
 */
export class PublicRealisationCache {
  private readonly processVersions = new Map<ReadScope, number>();
  private readonly entries = new Map<string, Entry>();
  /** Told the scope of each read before it is made (see `seenBy`); none on the shared instance. */
  private readonly observer?: (scope: ReadScope) => Promise<void>;

  constructor(
    private readonly db: DataSource,
    private readonly versionSource: VersionSource,
  ) {}

  /**
   * A gallery page. With the `process` source, after a change the lists are read again with one query of every
   * active realisation, from which each page is taken in memory (`pageOfActive`): the mixed load's admin writes
   * otherwise made every list of the gallery a query of its own on the one embedded connection. Brand and model
   * filters stay queries (the database's `lower()` decides what they match), and so does every list with the
   * `database` source, whose version read is a query anyway.
   */
  list(query: PublicQuery): Promise<RealisationPage> {
    const key = `list:${JSON.stringify(query)}`;
    if (this.versionSource === 'process' && !query.brand && !query.model && !query.status)
      return this.read(key, 'lists', async () => pageOfActive((await this.allActive()).items, query));
    return this.read(key, 'lists', () => listPublicRealisations(this.db, query));
  }

  /** Active realisations of one vehicle in the whole network (see countActiveRealisationsOf). */
  countOfVehicle(vehicle: { brand: string; model: string }): Promise<number> {
    const key = `count:${JSON.stringify([vehicle.brand, vehicle.model])}`;
    return this.read(key, 'lists', () => countActiveRealisationsOf(this.db, vehicle));
  }

  /**
   * What the network's jobs measured on one catalogue engine (see measuredResultsByEngine): every engine's at once,
   * so that the engine pages of a crawl, most of them without any job, do not each cost a query.
   */
  async measuredOfEngine(engineId: number): Promise<MeasuredResults[]> {
    const measured = await this.read('measured', 'lists', () => measuredResultsByEngine(this.db));
    return measured.get(engineId) ?? [];
  }

  private allActive(): Promise<RealisationPage> {
    return this.read(ACTIVE, 'lists', () => listPublicRealisations(this.db, {}));
  }

  find(id: number): Promise<RealisationView | null> {
    return this.read(`find:${id}`, realisationScope(id), () => findPublicRealisation(this.db, id));
  }

  /**
   * After a committed change made by this process to these realisations. `current`, when the change returned them,
   * is their state after it (the status and featured toggles): with the `process` source, the list of active
   * realisations read under the version before this change is then brought up to date in memory rather than read
   * again. Changes reach this method in the order they committed (the embedded database has one connection); a
   * realisation the list holds in a newer state than `current` (changed again meanwhile, that change still to be
   * reported) keeps it.
   */
  changed(ids: readonly number[], current?: readonly RealisationView[]): void {
    const active = this.entries.get(ACTIVE);
    const listsVersion = this.processVersions.get('lists') ?? 0;
    const scopes: ReadScope[] = ['lists', ...ids.map(realisationScope)];
    for (const scope of scopes) this.processVersions.set(scope, (this.processVersions.get(scope) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (scopes.includes(entry.scope)) this.entries.delete(key);
    if (this.versionSource === 'process' && current && active?.settled && active.version === listsVersion) {
      const page = withChanges(active.settled.value as RealisationPage, current);
      this.store(ACTIVE, {
        scope: 'lists',
        version: listsVersion + 1,
        value: Promise.resolve(page),
        settled: { value: page },
      });
    }
  }

  /**
   * The same reads, as one page render makes them: each first tells `dependsOn` its scope, so that the page is
   * rendered again when, and only when, something it read changes (http/render/page-cache.ts). A view: entries and
   * versions stay this cache's.
   */
  seenBy(dependsOn: (scope: ReadScope) => Promise<void>): PublicRealisationCache {
    return Object.create(this, { observer: { value: dependsOn } }) as PublicRealisationCache;
  }

  /** The version of a scope as this process can know it (see VersionSource). */
  async version(scope: ReadScope): Promise<number> {
    if (this.versionSource === 'process') return this.processVersions.get(scope) ?? 0;
    return readRealisationsVersion(this.db);
  }

  private async read<T>(key: string, scope: ReadScope, load: () => Promise<T>): Promise<T> {
    await this.observer?.(scope);
    const version = await this.version(scope);
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value as Promise<T>;
    const value = load();
    const created: Entry = { scope, version, value };
    this.store(key, created);
    value.then(
      (read) => (created.settled = { value: read }),
      // A failed read is not kept: the next request tries again.
      () => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      },
    );
    return value;
  }

  private store(key: string, entry: Entry) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** The realisations' row in content_version. */
export const REALISATIONS_SCOPE = 'realisations';

/** The realisations' content version in the database (0 before the first change). */
export async function readRealisationsVersion(db: Pick<EntityManager, 'query'>): Promise<number> {
  const [row] = (await db.query(
    `SELECT coalesce((SELECT version FROM content_version WHERE scope = $1), 0)::text AS version`,
    [REALISATIONS_SCOPE],
  )) as [{ version: string }];
  return Number(row.version);
}

/**
 * The statement that raises the realisations' version, fed by `rowSource` (VALUES, or a SELECT inside a larger
 * statement) with the row ('realisations', 1). An upsert: a database restored from a backup older than this table
 * has no row yet.
 */
export const realisationChangeSql = (rowSource: string) =>
  `INSERT INTO content_version (scope, version) ${rowSource}
   ON CONFLICT (scope) DO UPDATE SET version = content_version.version + 1`;

/** Raises the realisations' version; call it inside the transaction that changes them. */
export async function recordRealisationChange(manager: Pick<EntityManager, 'query'>): Promise<void> {
  await manager.query(realisationChangeSql(`VALUES ('realisations', 1)`));
}
