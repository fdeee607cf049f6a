import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform, Writable, type Readable } from 'node:stream';

/**
 * The backup format (version 1), a folder or the same folder as a .tar.gz:
 *   manifest.json            what is inside, with counts, sizes and SHA-256 of every file
 *   database/<table>.jsonl   one row per line, as PostgreSQL's to_jsonb() writes it (exact types, no rounding)
 *   media/<name>             every media file the database refers to
 */
export const BACKUP_FORMAT = 'ecuvia-sauvegarde';
export const BACKUP_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const MEDIA_FOLDER = 'media';

export interface TableDump {
  name: string;
  /** Columns in the order of the table when it was dumped. */
  columns: string[];
  rows: number;
  /** Relative to the backup root. */
  file: string;
  size: number;
  sha256: string;
}

export interface MediaDump {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: { database: 'embedded' | 'server'; mediaStore: 'local' | 's3' };
  /** Names of the migrations applied to the dumped database, oldest first. */
  migrations: string[];
  /** Row counts a person checks first. */
  counts: { realisations: number; admins: number; contactRequests: number; mediaUploads: number };
  /** In foreign-key order: a table comes after every table it refers to. */
  tables: TableDump[];
  media: { files: MediaDump[]; totalBytes: number; skipped: string[] };
}

/** A backup cannot be written or restored; the message is for the person running the command. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** A pass-through stream that counts and hashes (SHA-256) what flows through it. */
export function hashingStream() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ size, sha256: hash.digest('hex') }) };
}

/** Byte count and SHA-256 of a readable stream (a file, an object in the store). */
export async function hashReadable(source: Readable): Promise<{ size: number; sha256: string }> {
  const { stream, digest } = hashingStream();
  await pipeline(source, stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  return digest();
}

export const hashFile = (file: string) => hashReadable(createReadStream(file));

/** Checks the shape of a manifest read from disk, so a wrong or damaged file gets a clear answer. */
export function parseManifest(text: string): BackupManifest {
  let value: Partial<BackupManifest>;
  try {
    value = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('Sauvegarde illisible : manifest.json n’est pas du JSON valide.');
  }
  if (value.format !== BACKUP_FORMAT)
    throw new BackupError('Ce dossier ou cette archive n’est pas une sauvegarde du site.');
  if (value.version !== BACKUP_VERSION) {
    throw new BackupError(
      `Sauvegarde au format ${String(value.version)} : cette version du site lit le format ${BACKUP_VERSION}.`,
    );
  }
  const ok =
    Array.isArray(value.migrations) &&
    Array.isArray(value.tables) &&
    value.tables.every((t) => typeof t?.name === 'string' && Array.isArray(t.columns) && typeof t.file === 'string') &&
    Array.isArray(value.media?.files) &&
    value.media.files.every((f) => typeof f?.name === 'string' && typeof f.sha256 === 'string');
  if (!ok) throw new BackupError('Sauvegarde incomplète : manifest.json ne décrit pas les tables et les médias.');
  return value as BackupManifest;
}
