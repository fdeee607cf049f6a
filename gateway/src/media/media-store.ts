import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

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
 * Implementations: `LocalMediaStore` (local-store.ts, a folder) and `S3MediaStore` (s3-store.ts, an S3-compatible
 * bucket); `createMediaStore` (create-media-store.ts) picks one. This module imports neither, so neither imports back.
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
