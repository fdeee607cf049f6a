import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaStoreConfig } from '../config.js';

/** A byte range of a file: from `start` to `end` included (to the last byte when `end` is missing). */
export interface ByteRange {
  start: number;
  end?: number;
}

/** What a store tells about one of its files. */
export interface MediaInfo {
  size: number;
  /** Changes whenever the bytes change (names are immutable, so in practice never); quoted as in HTTP. */
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** A file being read: its bytes (the requested range only) and what the store knows about the whole file. */
export interface MediaReader extends MediaInfo {
  body: Readable;
  /** The bytes `body` carries, both ends included. */
  start: number;
  end: number;
}

/** The range asked for starts past the end of the file (HTTP 416). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`plage hors du fichier (${size} octets)`);
  }
}

/**
 * Where uploaded and generated media live; files are never modified once written (immutable names).
 * Implementations: `LocalMediaStore` (a folder) and `S3MediaStore` (an S3-compatible bucket).
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `name` and returns the public URL (/uploads/name). */
  save(name: string, data: Buffer): Promise<string>;
  /** Same, from a file on local disk (large videos are never held in memory); the source file is consumed. */
  saveFile(name: string, source: string): Promise<string>;
  remove(name: string): Promise<void>;
  /** Size and validators of a stored file; null when there is none of that name. */
  stat(name: string): Promise<MediaInfo | null>;
  /** Streams a stored file, or a range of it; null when there is none of that name. */
  read(name: string, range?: ByteRange): Promise<MediaReader | null>;
  /** Checks at start-up that the store is usable (folder writable, bucket reachable); throws a French message. */
  check(): Promise<void>;
  /** Releases connections (S3); the store is not used afterwards. */
  close(): Promise<void>;
}

export const UPLOADS_URL = '/uploads';

/** A new file name base: random, so URLs can be cached forever and never guessed. */
export const newMediaId = () => randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');

/** Names the stores accept: what the media pipeline generates, never a path. */
export function checkMediaName(name: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/.test(name) || name.includes('..'))
    throw new Error(`nom de fichier refusé : ${name}`);
  return name;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  png: 'image/png',
};

/** The MIME type of a stored file, from the extension the pipeline gave it. */
export const mediaContentType = (name: string) =>
  CONTENT_TYPES[path.extname(name).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** How media files are cached by browsers and CDNs: their names never point to other bytes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Local disk under DATA_DIR/uploads. Writes go to a temporary name first, so no reader sees half a file. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';

  /** The folder is this store's own business: only the local /uploads route serves from it directly. */
  constructor(readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async save(name: string, data: Buffer): Promise<string> {
    const target = this.target(name);
    const temporary = `${target}.${process.pid}.part`;
    await writeFile(temporary, data);
    await rename(temporary, target);
    return `${UPLOADS_URL}/${name}`;
  }

  async saveFile(name: string, source: string): Promise<string> {
    const target = this.target(name);
    try {
      await rename(source, target);
    } catch (error) {
      // Another file system (EXDEV): copy under a temporary name, then rename, so no reader sees half a file.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const temporary = `${target}.${process.pid}.part`;
      await copyFile(source, temporary);
      await rename(temporary, target);
      await rm(source, { force: true });
    }
    return `${UPLOADS_URL}/${name}`;
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.directory, path.basename(name)), { force: true });
  }

  async stat(name: string): Promise<MediaInfo | null> {
    const info = await stat(this.target(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info?.isFile()) return null;
    return {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async read(name: string, range?: ByteRange): Promise<MediaReader | null> {
    const info = await this.stat(name);
    if (!info) return null;
    const { start, end } = resolveRange(range, info.size);
    // An empty file gives an empty stream (there is no byte 0 to read).
    const body = createReadStream(this.target(name), { start, end: Math.max(start, end) });
    return { ...info, body, start, end };
  }

  /**
   * At start-up: the folder exists, and the temporary files of writers that died mid-write (`<name>.<pid>.part`) are
   * removed. A writer is dead when its process is gone, or when it carries our own pid (a restarted container often
   * gets the same pid back, and this process has written nothing yet). Another live gateway's files are kept.
   */
  async check(): Promise<void> {
    mkdirSync(this.directory, { recursive: true });
    for (const entry of await readdir(this.directory)) {
      const writer = /\.(\d+)\.part$/.exec(entry);
      if (writer && (Number(writer[1]) === process.pid || !processAlive(Number(writer[1]))))
        await rm(path.join(this.directory, entry), { force: true });
    }
  }

  async close(): Promise<void> {}

  private target(name: string): string {
    return path.join(this.directory, checkMediaName(name));
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The bytes a range covers in a file of `size` bytes; throws RangeNotSatisfiableError past the end. */
export function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The store the configuration asks for. The S3 client is loaded only when used. */
export async function createMediaStore(config: MediaStoreConfig): Promise<MediaStore> {
  if (config.kind === 'local') return new LocalMediaStore(config.directory);
  const { S3MediaStore } = await import('./s3-store.js');
  return new S3MediaStore(config);
}
