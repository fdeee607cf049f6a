import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { E2E_ADMIN } from '../e2e/admin-account.mjs';
import { freePort, repoRoot, spawnGateway, waitHealthy } from './process.js';

/*
 * Databases made once per test run and copied for every API suite and browser worker that needs one.
 *
 * Starting the gateway on an empty database migrates it, loads the reference data and imports the 3,000-engine
 * catalogue; with demo content it also makes the demo pictures. Doing that for each of some fifty gateway starts
 * cost minutes. A template is what the built gateway leaves behind after one such start: a data folder (the
 * embedded database under `pg/`, the media under `uploads/`) and, for the PostgreSQL server, a database that new
 * ones are created from with `CREATE DATABASE … TEMPLATE`.
 *
 * Templates are named by a hash of everything that shapes their content (the built gateway, the content and
 * migrations it ships, the environment it starts with), so a change to any of them makes a new one and an
 * unchanged tree reuses the last. They are built next to their final name, then renamed: a template that exists is
 * complete. Those of other hashes are removed once they are a few hours old (another checkout may still use them).
 */

export const adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const cacheRoot = path.join(repoRoot, 'node_modules', '.cache', 'test-templates');
const STALE_MS = 6 * 3600_000;
/** The prefix of template databases on the server; a test database is never named so. */
const SERVER_PREFIX = 'gwt_';

export interface TemplateSpec {
  /** A short readable name, part of the folder and database names. */
  name: string;
  /** Environment of the gateway start that fills the template (DEMO_CONTENT, CENTRES, ADMIN_…). */
  env: Record<string, string>;
  backend: 'embedded' | 'server';
  /** An embedded template to start from instead of an empty folder (the demo content on top of the catalogue). */
  base?: Template;
}

export interface Template {
  /** The data folder to copy: `pg/` (embedded) and `uploads/`. */
  dataDir: string;
  /** The database to create copies from (server backend). */
  database?: string;
}

/** Hash of the files that decide what a template holds. */
function inputsHash(spec: TemplateSpec): string {
  const hash = createHash('sha256');
  const add = (dir: string, filter: (file: string) => boolean) => {
    if (!existsSync(dir)) throw new Error(`${path.relative(repoRoot, dir)} manque : lancez « npm run build » d'abord`);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && filter(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      .sort()) {
      hash.update(path.relative(repoRoot, entry)).update('\0').update(readFileSync(entry)).update('\0');
    }
  };
  add(path.join(repoRoot, 'gateway', 'dist'), (f) => f.endsWith('.js'));
  add(path.join(repoRoot, 'migrations', 'dist'), (f) => f.endsWith('.js'));
  add(path.join(repoRoot, 'gateway', 'src', 'content'), (f) => !f.endsWith('.ts'));
  hash.update(JSON.stringify([spec.backend, Object.entries(spec.env).sort(), spec.base?.dataDir ?? null]));
  return hash.digest('hex').slice(0, 12);
}

/** Runs the built gateway once on `env` until it is healthy, then stops it gracefully. */
async function runGatewayOnce(env: Record<string, string>): Promise<void> {
  const gateway = spawnGateway({ LOG_LEVEL: 'warn', ...env }, await freePort());
  try {
    await waitHealthy(gateway, 300_000);
  } catch (error) {
    gateway.child.kill('SIGKILL');
    throw error;
  }
  gateway.child.kill('SIGTERM');
  const code = await gateway.exited;
  if (code !== 0) throw new Error(`arrêt de la passerelle du modèle en échec (${code}) :\n${gateway.output()}`);
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function serverUrl(database: string): string {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Removes folders and databases of other hashes once they are STALE_MS old. */
async function pruneStale(spec: TemplateSpec, keep: string, keepDatabase: string | undefined): Promise<void> {
  const prefix = `${spec.backend}-${spec.name}-`;
  for (const entry of existsSync(cacheRoot) ? readdirSync(cacheRoot) : []) {
    const full = path.join(cacheRoot, entry);
    if (entry.startsWith(prefix) && entry !== keep && Date.now() - statSync(full).mtimeMs > STALE_MS)
      rmSync(full, { recursive: true, force: true });
  }
  if (spec.backend !== 'server') return;
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string; made: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE datname LIKE $1`,
      [`${SERVER_PREFIX}${spec.name}_%`],
    );
    for (const { datname, made } of rows) {
      const age = made ? Date.now() - Date.parse(made) : Infinity;
      if (datname !== keepDatabase && age > STALE_MS)
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
    }
  });
}

/** The template for `spec`: reused when one with the same inputs exists, otherwise built now. */
export async function ensureTemplate(spec: TemplateSpec): Promise<Template> {
  const key = `${spec.backend}-${spec.name}-${inputsHash(spec)}`;
  const dataDir = path.join(cacheRoot, key);
  // A server database belongs with its folder: named after this checkout too, so that another checkout on the same
  // server (its folder elsewhere) never finds one without the other.
  const checkout = createHash('sha256').update(cacheRoot).digest('hex').slice(0, 6);
  const database =
    spec.backend === 'server'
      ? `${SERVER_PREFIX}${key.slice('server-'.length).replaceAll('-', '_')}_${checkout}`
      : undefined;
  const databaseExists = async () =>
    !database ||
    (await withAdminClient(
      async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1,
    ));
  const exists = async () => existsSync(dataDir) && (await databaseExists());

  if (!(await exists())) {
    // One half without the other (a cache folder removed with node_modules, say): this checkout's own, start over.
    if (database && (await databaseExists())) await dropServerDatabase(database);
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(cacheRoot, { recursive: true });
    const building = mkdtempSync(path.join(cacheRoot, `.${key}-`));
    if (spec.base) cpSync(spec.base.dataDir, building, { recursive: true });
    const buildingDb = database && `${database}_b${process.pid}`;
    try {
      if (buildingDb)
        await withAdminClient(async (c) => {
          await c.query(`CREATE DATABASE "${buildingDb}"`);
          // Dated from the start, so that another checkout's pruning does not take it for a leftover.
          await c.query(`COMMENT ON DATABASE "${buildingDb}" IS '${new Date().toISOString()}'`);
        });
      await runGatewayOnce({
        ...spec.env,
        DATA_DIR: building,
        DATABASE_URL: buildingDb ? serverUrl(buildingDb) : '',
      });
      // The lock file and the upload work folder belong to the process that made them.
      rmSync(path.join(building, 'tmp'), { recursive: true, force: true });
      rmSync(path.join(building, 'gateway.lock'), { force: true });
      if (buildingDb) {
        await withAdminClient(async (c) => {
          await c.query(`ALTER DATABASE "${buildingDb}" RENAME TO "${database}"`);
        });
      }
      renameSync(building, dataDir);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (buildingDb)
        await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${buildingDb}" WITH (FORCE)`)).catch(
          () => undefined,
        );
      // Another run finished the same template meanwhile: use it.
      if (!(await exists())) throw error;
    }
  }
  // Marks it as in use, so that another checkout does not prune it as stale.
  const now = new Date();
  utimesSync(dataDir, now, now);
  if (database) await withAdminClient((c) => c.query(`COMMENT ON DATABASE "${database}" IS '${now.toISOString()}'`));
  await pruneStale(spec, key, database);
  return { dataDir, database };
}

/**
 * A centre preset's site as a visitor sees it: the catalogue, the demo realisations and their media, and the browser
 * tests' administrator. The browser tests and the HTML check share it, so one run makes it once.
 */
export function demoTemplate(preset: 'fr' | 'ma', catalogue: Template): Promise<Template> {
  return ensureTemplate({
    name: `e2e-${preset}`,
    backend: 'embedded',
    base: catalogue,
    env: {
      CENTRES: preset,
      DEMO_CONTENT: 'true',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  });
}

/** A private copy of a template's data folder, in the system's temporary folder. */
export function copyTemplateFolder(template: Template, prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(template.dataDir, dir, { recursive: true });
  return dir;
}

/** A new database on the server, copied from the template's (or empty without one). */
export async function createServerDatabase(name: string, template?: string): Promise<string> {
  await withAdminClient(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
        return;
      } catch (error) {
        // "source database is being accessed by other users": two copies started at the same instant.
        if (attempt >= 20 || (error as { code?: string }).code !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return serverUrl(name);
}

export async function dropServerDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
