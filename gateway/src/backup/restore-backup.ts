import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { extract as extractTar } from 'tar';
import type { EntityManager } from 'typeorm';
import { migrations as allMigrations } from '@garage/migrations';
import type { Config } from '../config.js';
import { STARTUP_LOCK_KEY, migrate, openDatabase, type Database } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import { createMediaStore } from '../media/create-media-store.js';
import { checkMediaName, type MediaStore } from '../media/media-store.js';
import {
  BackupError,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  hashFile,
  hashReadable,
  parseManifest,
  type BackupManifest,
  type TableDump,
} from './format.js';
import { REALISATIONS_SCOPE } from '../services/realisations/public-cache.js';
import { PRICES_SCOPE } from '../services/prices/price-grid.js';
import { columnsOf, ident, resetSequences } from './tables.js';

/** Rows sent per INSERT, and the most JSON text one INSERT carries. */
const INSERT_ROWS = 500;
const INSERT_CHARS = 4 * 1024 * 1024;

/** Tables that must be empty for a restore to go ahead, with how to name what was found. */
const CONTENT_TABLES = [
  { table: 'realisation', label: (n: number) => `${n} réalisation${n > 1 ? 's' : ''}` },
  { table: 'admin_user', label: (n: number) => `${n} administrateur${n > 1 ? 's' : ''}` },
  { table: 'contact_request', label: (n: number) => `${n} demande${n > 1 ? 's' : ''} de contact` },
  { table: 'media_upload', label: (n: number) => `${n} média${n > 1 ? 's' : ''}` },
];

export interface RestoreReport {
  manifest: BackupManifest;
  /** Migrations that ran after the rows were back (the backup came from an older version). */
  upgradedWith: string[];
  /** E-mails pending in the backup: now « à vérifier » (`review`), or dropped (`dropPending`). */
  pendingMail: { count: number; dropped: boolean };
}

export interface RestoreOptions {
  /** Drop the e-mails pending in the backup rather than leave them « à vérifier » for an administrator. */
  dropPending?: boolean;
}

/**
 * Restores a backup (folder or .tar.gz) into the configured database and media store, which must hold no content:
 * 1. every file of the backup is checked against the manifest's SHA-256 before anything is written;
 * 2. the schema is brought to the backup's version (its migrations, no more), and the target checked empty;
 * 3. media files go to the store, then every row in one transaction, ids kept and sequences moved past them;
 * 4. later migrations run, as in an upgrade, and every file is read back from the store and checked again.
 * E-mails pending in the backup may have left the original site since: they become « à vérifier », never sent unless
 * an administrator decides so, or are dropped with `dropPending`.
 */
export async function restoreBackup(
  config: Config,
  logger: Logger,
  source: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const dropped = options.dropPending ?? false;
  const info = await stat(source).catch(() => null);
  if (!info) throw new BackupError(`Sauvegarde introuvable : ${source}`);
  const work = path.join(config.dataDir, 'tmp', `restauration-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const fromArchive = info.isFile();
    const root = fromArchive ? await unpack(source, path.join(work, 'sauvegarde')) : source;
    const manifest = await readManifest(root);
    await verifyBackupFiles(root, manifest);
    const migrations = migrationsUpTo(manifest);

    const store = await createMediaStore(config.media.store);
    try {
      await store.check();
      const upgrade = migrations.length < allMigrations.length;
      let database = await openDatabase(config, logger, { migrations });
      let count: number;
      try {
        await prepareSchema(database, manifest);
        await refuseContent(database.dataSource.manager);
        await restoreMedia(store, root, manifest, fromArchive ? null : path.join(work, 'copie'));
        count = await restoreRows(database, root, manifest, dropped);
        if (!upgrade) await reviewHeldMail(database.dataSource.manager);
      } finally {
        await database.close();
      }
      let upgradedWith: string[] = [];
      if (upgrade) {
        database = await openDatabase(config, logger);
        try {
          upgradedWith = await database.withStartupLock(async () => {
            const ran = await migrate(database.dataSource);
            // The backup's schema may not know « à vérifier » yet: the held messages become so once it does.
            await reviewHeldMail(database.dataSource.manager);
            return ran;
          });
        } finally {
          await database.close();
        }
      }
      await verifyStoredMedia(store, manifest);
      return { manifest, upgradedWith, pendingMail: { count, dropped } };
    } finally {
      await store.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks an archive; node-tar refuses absolute paths, `..` and links out of the folder. Only files and folders. */
async function unpack(archive: string, folder: string): Promise<string> {
  await mkdir(folder, { recursive: true });
  try {
    await extractTar({
      file: archive,
      cwd: folder,
      strict: true,
      filter: (_path, entry) => !('type' in entry) || entry.type === 'File' || entry.type === 'Directory',
    });
  } catch (error) {
    throw new BackupError(`Archive illisible : ${archive} (${(error as Error).message})`);
  }
  return folder;
}

async function readManifest(root: string): Promise<BackupManifest> {
  const text = await readFile(path.join(root, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null)
    throw new BackupError(`Pas de ${MANIFEST_FILE} dans ${root} : ce n’est pas une sauvegarde du site.`);
  const manifest = parseManifest(text);
  for (const table of manifest.tables) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table.name) || table.file !== `${DATABASE_FOLDER}/${table.name}.jsonl`)
      throw new BackupError(`Sauvegarde incohérente : table « ${table.name} » mal décrite dans le manifeste.`);
  }
  for (const file of manifest.media.files) {
    try {
      checkMediaName(file.name);
    } catch {
      throw new BackupError(`Sauvegarde incohérente : nom de média refusé « ${file.name} ».`);
    }
  }
  return manifest;
}

/** Every table and media file is there, with the size and SHA-256 the manifest gives. */
async function verifyBackupFiles(root: string, manifest: BackupManifest): Promise<void> {
  const expected = [
    ...manifest.tables.map((t) => ({ file: t.file, size: t.size, sha256: t.sha256 })),
    ...manifest.media.files.map((f) => ({ file: `${MEDIA_FOLDER}/${f.name}`, size: f.size, sha256: f.sha256 })),
  ];
  for (const { file, size, sha256 } of expected) {
    const actual = await hashFile(path.join(root, file)).catch(() => null);
    if (!actual) throw new BackupError(`Sauvegarde incomplète : ${file} manque.`);
    if (actual.size !== size || actual.sha256 !== sha256)
      throw new BackupError(`Sauvegarde altérée : ${file} ne correspond pas au manifeste (taille ou SHA-256).`);
  }
}

/** The migrations of this version up to the backup's last one; a backup from a newer version is refused. */
function migrationsUpTo(manifest: BackupManifest): typeof allMigrations {
  const known = allMigrations.map((m) => new m().name as string);
  const count = manifest.migrations.length;
  if (count > known.length || manifest.migrations.some((name, i) => name !== known[i])) {
    throw new BackupError(
      'Cette sauvegarde vient d’une version plus récente ou différente du site (migrations inconnues) : ' +
        'restaurez-la avec la version qui l’a écrite.',
    );
  }
  return allMigrations.slice(0, count);
}

/** Brings the schema to the backup's version; a target already past it is refused. */
async function prepareSchema(database: Database, manifest: BackupManifest): Promise<void> {
  await database.withStartupLock(async () => {
    const db = database.dataSource;
    const [{ present }] = (await db.query(`SELECT to_regclass('migrations') IS NOT NULL AS present`)) as [
      { present: boolean },
    ];
    if (present) {
      const applied = ((await db.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[]).map(
        (m) => m.name,
      );
      if (applied.length > manifest.migrations.length || applied.some((name, i) => name !== manifest.migrations[i]))
        throw new BackupError(
          'La base cible a déjà un schéma plus récent que la sauvegarde : restaurez dans une base ou un DATA_DIR neufs.',
        );
    }
    await migrate(db);
  });
}

/** Refuses a target that already has content: a restore never mixes two sites nor overwrites one. */
async function refuseContent(db: Pick<EntityManager, 'query'>): Promise<void> {
  const found: string[] = [];
  for (const { table, label } of CONTENT_TABLES) {
    const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM ${ident(table)}`)) as [{ n: number }];
    if (n > 0) found.push(label(n));
  }
  if (found.length) {
    throw new BackupError(
      `Restauration refusée : la base cible n’est pas vide (${found.join(', ')}). ` +
        'Restaurez dans un DATA_DIR neuf ou une base PostgreSQL vide ; rien n’a été modifié.',
    );
  }
}

/**
 * Copies the media into the store. From an unpacked archive the files are moved (they are temporary copies
 * already); from a folder each file is copied first, since `saveFile` consumes its source.
 */
async function restoreMedia(store: MediaStore, root: string, manifest: BackupManifest, copies: string | null) {
  if (copies) await mkdir(copies, { recursive: true });
  for (const file of manifest.media.files) {
    const original = path.join(root, MEDIA_FOLDER, file.name);
    let source = original;
    if (copies) {
      source = path.join(copies, file.name);
      await copyFile(original, source);
    }
    await store.saveFile(file.name, source);
  }
}

/**
 * Every row, in one transaction: all or nothing, and a gateway starting meanwhile waits for the end. The e-mails
 * pending in the backup are held or dropped in it (`holdPendingMail`); answers how many.
 */
async function restoreRows(
  database: Database,
  root: string,
  manifest: BackupManifest,
  dropPending: boolean,
): Promise<number> {
  return database.dataSource.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
    await refuseContent(manager);
    const existing = (
      (await manager.query(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('migrations', 'typeorm_metadata')`,
      )) as { name: string }[]
    ).map((t) => t.name);
    for (const table of manifest.tables) {
      if (!existing.includes(table.name))
        throw new BackupError(`La table « ${table.name} » de la sauvegarde n’existe pas dans la base cible.`);
      const columns = await columnsOf(manager, table.name);
      const unknown = table.columns.filter((c) => !columns.includes(c));
      if (unknown.length) throw new BackupError(`Colonnes inconnues dans « ${table.name} » : ${unknown.join(', ')}.`);
    }
    // Gateways already running on the target keep content in memory under the version they saw (the public
    // realisations, the price grid they may have seeded): each restored version must differ from it, whatever the
    // backup holds. (A backup older than that version table restores into a schema without it, which no running
    // gateway can be using.)
    const versionsBefore = await contentVersions(manager);
    // Reference data a gateway may have loaded into the empty target is replaced by the backup's.
    if (existing.length) await manager.query(`TRUNCATE ${existing.map(ident).join(', ')} RESTART IDENTITY`);
    // The booking's trigger would write each restored booking's unit use before the backup's own rows of them. (A
    // backup from before unit uses restores into the schema of its time; their migration, run after, writes them.)
    await manager.query(`SELECT set_config('garage.restoring', 'on', true)`);
    for (const table of manifest.tables) {
      await insertRows(manager, path.join(root, table.file), table);
      await resetSequences(manager, table.name);
    }
    if (versionsBefore !== null) {
      const scopes = [...new Set([...CONTENT_SCOPES, ...versionsBefore.keys()])];
      await manager.query(
        `INSERT INTO content_version (scope, version)
         SELECT scope, version FROM unnest($1::text[], $2::bigint[]) AS raised (scope, version)
         ON CONFLICT (scope) DO UPDATE SET version = greatest(content_version.version, excluded.version)`,
        [scopes, scopes.map((scope) => (versionsBefore.get(scope) ?? 0) + 1)],
      );
    }
    return existing.includes('outbox_message') ? holdPendingMail(manager, dropPending) : 0;
  });
}

/**
 * The e-mails pending in the backup may have been sent by the original site after it was taken: sending them again
 * would repeat confirmations days later. In the rows' transaction they are dropped, or leased forever, which no sender
 * claims, on any version of the schema; `reviewHeldMail` then makes them « à vérifier » once the schema knows that
 * status. Answers how many.
 */
async function holdPendingMail(manager: EntityManager, drop: boolean): Promise<number> {
  const change = drop
    ? `DELETE FROM outbox_message WHERE status = 'pending'`
    : `UPDATE outbox_message SET locked_until = 'infinity' WHERE status = 'pending'`;
  const [{ count }] = (await manager.query(
    `WITH changed AS (${change} RETURNING 1) SELECT count(*)::int AS count FROM changed`,
  )) as [{ count: number }];
  return count;
}

/** The held e-mails become « à vérifier » (`review`): shown to the administrators, who send or drop them. */
async function reviewHeldMail(manager: EntityManager): Promise<void> {
  await manager.query(
    `UPDATE outbox_message SET status = 'review', locked_until = NULL
      WHERE status = 'pending' AND locked_until = 'infinity'`,
  );
}

/** The kinds of content a gateway keeps in memory by version, whether or not the target has a row for them yet. */
const CONTENT_SCOPES = [REALISATIONS_SCOPE, PRICES_SCOPE];

/** The content versions by scope, or null when the schema has no version table yet. */
async function contentVersions(manager: EntityManager): Promise<Map<string, number> | null> {
  const [{ present }] = (await manager.query(`SELECT to_regclass('content_version') IS NOT NULL AS present`)) as [
    { present: boolean },
  ];
  if (!present) return null;
  const rows = (await manager.query(`SELECT scope, version::text AS version FROM content_version`)) as {
    scope: string;
    version: string;
  }[];
  return new Map(rows.map((row) => [row.scope, Number(row.version)]));
}

/** Streams one table's JSON lines into batched INSERTs; PostgreSQL turns the JSON back into the column types. */
async function insertRows(manager: EntityManager, file: string, table: TableDump): Promise<void> {
  const columns = table.columns.map(ident).join(', ');
  const sql = `INSERT INTO ${ident(table.name)} (${columns})
    SELECT ${columns} FROM jsonb_populate_recordset(NULL::${ident(table.name)}, $1::jsonb)`;
  let batch: string[] = [];
  let chars = 0;
  let inserted = 0;
  const flush = async () => {
    if (!batch.length) return;
    await manager.query(sql, [`[${batch.join(',')}]`]);
    inserted += batch.length;
    batch = [];
    chars = 0;
  };
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= INSERT_ROWS || chars >= INSERT_CHARS) await flush();
  }
  await flush();
  if (inserted !== table.rows)
    throw new BackupError(`Table « ${table.name} » : ${inserted} lignes lues, ${table.rows} attendues.`);
}

/** Reads every restored file back from the store and checks it against the manifest. */
async function verifyStoredMedia(store: MediaStore, manifest: BackupManifest): Promise<void> {
  for (const file of manifest.media.files) {
    const reader = await store.read(file.name);
    const actual = reader ? await hashReadable(reader.body) : null;
    if (!actual || actual.size !== file.size || actual.sha256 !== file.sha256)
      throw new BackupError(
        `Vérification échouée : ${file.name} ${actual ? 'diffère de la sauvegarde' : 'manque'} dans le stockage des médias.`,
      );
  }
}
