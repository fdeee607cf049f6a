import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { create as createTar } from 'tar';
import type { DataSource, QueryRunner } from 'typeorm';
import type { MediaStore } from '../media/media-store.js';
import { mediaIdOf } from '../services/realisations/realisation-input.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_FOLDER,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  hashingStream,
  type BackupManifest,
  type MediaDump,
  type TableDump,
} from './format.js';
import { columnsOf, ident, primaryKeyOf, tablesInDependencyOrder } from './tables.js';

/** Rows fetched per round trip from the dump cursor. */
const FETCH_ROWS = 1000;

export const isArchivePath = (target: string) => /\.(tar\.gz|tgz)$/i.test(target);

export interface BackupSource {
  dataSource: DataSource;
  databaseKind: 'embedded' | 'server';
  store: MediaStore;
}

/**
 * Writes a backup to `target`: a folder, or a .tar.gz archive when the name says so. The database is read in one
 * REPEATABLE READ transaction (one snapshot for every table); the media files are those the snapshot refers to,
 * copied from the store afterwards. A file that a saved realisation uses but the store lacks stops the backup:
 * a backup that cannot be restored whole is worse than none. Nothing is left at `target` unless it is complete.
 */
export async function createBackup(source: BackupSource, requested: string): Promise<BackupManifest> {
  const target = path.resolve(requested);
  const archive = isArchivePath(target);
  await checkTarget(target, archive);
  const staging = archive
    ? path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.partiel`)
    : `${target}.${process.pid}.partiel`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, DATABASE_FOLDER), { recursive: true });
  await mkdir(path.join(staging, MEDIA_FOLDER));
  try {
    const snapshot = await dumpDatabase(source.dataSource, staging);
    const media = await copyMedia(source.store, snapshot.media, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: snapshot.takenAt,
      source: { database: source.databaseKind, mediaStore: source.store.kind },
      migrations: snapshot.migrations,
      counts: snapshot.counts,
      tables: snapshot.tables,
      media,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    if (archive) {
      const partial = `${target}.${process.pid}.partiel`;
      // The manifest first, so a reader finds what the archive holds without unpacking it all.
      await createTar({ gzip: true, file: partial, cwd: staging, portable: true }, [
        MANIFEST_FILE,
        DATABASE_FOLDER,
        MEDIA_FOLDER,
      ]);
      await rename(partial, target);
      await rm(staging, { recursive: true, force: true });
    } else {
      await rm(target, { recursive: true, force: true }); // an empty folder, checked above
      await rename(staging, target);
    }
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (archive) await rm(`${target}.${process.pid}.partiel`, { force: true });
    throw error;
  }
}

async function checkTarget(target: string, archive: boolean) {
  const existing = await stat(target).catch(() => null);
  if (archive && existing) throw new BackupError(`${target} existe déjà : choisissez un autre nom de fichier.`);
  if (!archive && existing && (!existing.isDirectory() || (await readdir(target)).length > 0))
    throw new BackupError(`${target} existe déjà et n’est pas un dossier vide : choisissez un autre emplacement.`);
  const parent = await stat(path.dirname(path.resolve(target))).catch(() => null);
  if (!parent?.isDirectory()) throw new BackupError(`Le dossier ${path.dirname(target)} n’existe pas.`);
}

interface Snapshot {
  takenAt: string;
  migrations: string[];
  counts: BackupManifest['counts'];
  tables: TableDump[];
  /** Every media file the snapshot refers to; `required` when a realisation uses it. */
  media: { name: string; required: boolean }[];
}

async function dumpDatabase(dataSource: DataSource, staging: string): Promise<Snapshot> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Through the runner (not a raw BEGIN): the embedded session knows it holds a transaction.
    await runner.startTransaction('REPEATABLE READ');
    await runner.query('SET TRANSACTION READ ONLY');
    const [{ now }] = (await runner.query(
      `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now`,
    )) as [{ now: string }];
    const hasSchema = (await runner.query(`SELECT to_regclass('migrations') IS NOT NULL AS ok`)) as [{ ok: boolean }];
    if (!hasSchema[0].ok)
      throw new BackupError('Base vide : le site n’a jamais démarré sur cette base, rien à sauvegarder.');
    const migrations = ((await runner.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[]).map(
      (m) => m.name,
    );
    const tables: TableDump[] = [];
    for (const name of await tablesInDependencyOrder(runner.manager)) {
      tables.push(await dumpTable(runner, name, staging));
    }
    const count = async (table: string) =>
      ((await runner.query(`SELECT count(*)::int AS n FROM ${ident(table)}`)) as [{ n: number }])[0].n;
    const counts = {
      realisations: await count('realisation'),
      admins: await count('admin_user'),
      contactRequests: await count('contact_request'),
      mediaUploads: await count('media_upload'),
    };
    const media = await referencedMedia(runner);
    await runner.commitTransaction();
    return { takenAt: now, migrations, counts, tables, media };
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release();
  }
}

/** One table as JSON lines, read through a cursor so a large table never sits in memory whole. */
async function dumpTable(runner: QueryRunner, table: string, staging: string): Promise<TableDump> {
  const columns = await columnsOf(runner.manager, table);
  const key = await primaryKeyOf(runner.manager, table);
  const order = key.length ? ` ORDER BY ${key.map(ident).join(', ')}` : '';
  const file = `${DATABASE_FOLDER}/${table}.jsonl`;
  const lines = new PassThrough();
  const hashed = hashingStream();
  const written = pipeline(lines, hashed.stream, createWriteStream(path.join(staging, file)));
  let rows = 0;
  try {
    await runner.query(
      `DECLARE dump_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${ident(table)} t${order}`,
    );
    for (;;) {
      const batch = (await runner.query(`FETCH ${FETCH_ROWS} FROM dump_rows`)) as { row: string }[];
      if (!batch.length) break;
      rows += batch.length;
      if (!lines.write(batch.map((r) => `${r.row}\n`).join(''))) await once(lines, 'drain');
    }
    await runner.query('CLOSE dump_rows');
    lines.end();
    await written;
  } catch (error) {
    lines.destroy();
    await written.catch(() => undefined);
    throw error;
  }
  const { size, sha256 } = hashed.digest();
  return { name: table, columns, rows, file, size, sha256 };
}

/**
 * The media files of the snapshot: every file of every recorded upload, plus any /uploads URL a realisation holds
 * (there should be none outside the uploads, but a backup copies what the pages show).
 */
async function referencedMedia(runner: QueryRunner): Promise<{ name: string; required: boolean }[]> {
  const uploads = (await runner.query('SELECT id, files FROM media_upload')) as { id: string; files: string[] }[];
  const urls = (
    (await runner.query(
      `SELECT media_url AS url FROM realisation WHERE media_url IS NOT NULL
       UNION SELECT thumbnail_url FROM realisation WHERE thumbnail_url IS NOT NULL
       UNION SELECT url FROM realisation_gallery_item`,
    )) as { url: string }[]
  )
    .map((r) => r.url)
    .filter((url) => url.startsWith('/uploads/'));
  const usedIds = new Set(urls.map(mediaIdOf));
  const files = new Map<string, boolean>();
  // A set that a realisation uses must be complete; an unused one may be an upload still arriving or abandoned.
  for (const upload of uploads) for (const name of upload.files) files.set(name, usedIds.has(upload.id));
  for (const url of urls) files.set(url.slice('/uploads/'.length), true);
  return [...files]
    .map(([name, required]) => ({ name, required }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

async function copyMedia(
  store: MediaStore,
  wanted: { name: string; required: boolean }[],
  staging: string,
): Promise<BackupManifest['media']> {
  const files: MediaDump[] = [];
  const skipped: string[] = [];
  const missing: string[] = [];
  for (const { name, required } of wanted) {
    const reader = await store.read(name);
    if (!reader) {
      (required ? missing : skipped).push(name);
      continue;
    }
    const hashed = hashingStream();
    await pipeline(reader.body, hashed.stream, createWriteStream(path.join(staging, MEDIA_FOLDER, name)));
    files.push({ name, ...hashed.digest() });
  }
  if (missing.length) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `… (${missing.length} au total)` : '');
    throw new BackupError(
      `Sauvegarde interrompue : ${missing.length} fichier(s) utilisé(s) par des réalisations manquent dans le stockage ` +
        `des médias : ${shown}. Aucune sauvegarde n’a été écrite.`,
    );
  }
  return { files, totalBytes: files.reduce((sum, f) => sum + f.size, 0), skipped };
}
