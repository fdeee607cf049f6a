import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import type { HeicPool } from './heic-pool.js';
import { MAX_INPUT_PIXELS, deriveImages, storeDerivatives } from './images.js';
import { registerMedia, unregisterMedia, type MediaRecord } from './media-library.js';
import { MediaError, storageFailure } from './media-error.js';
import { newMediaId, type MediaStore } from './media-store.js';
import { identifyMedia } from './sniff.js';
import { processAlive } from '../lib/processes.js';
import type { Ffmpeg } from './ffmpeg.js';
import { prepareVideo } from './video.js';

export interface UploadLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

/** What the upload pipeline needs besides the database and the store, made once at start-up. */
export interface UploadSettings {
  limits: UploadLimits;
  /** Work folder of files being received (DATA_DIR/tmp/uploads). */
  tmpDir: string;
  /** null: no usable ffmpeg here, videos are refused. */
  ffmpeg: Ffmpeg | null;
  /** HEIC photos are decoded in its worker thread. */
  heic: HeicPool;
}

/** What the admin form gets back for one file: spec section 7's `data { url, thumbnailUrl }`, plus the type. */
export interface UploadedMedia {
  url: string;
  thumbnailUrl: string | null;
  type: 'photo' | 'video';
}

/** `image`: the REST image field (images only); `media`: anything we accept (the REST media field, GraphQL). */
export type UploadField = 'image' | 'media';

export const UPLOAD_MESSAGES = {
  unsupported: 'Type de fichier non pris en charge : images JPEG, PNG, WebP, AVIF ou HEIC, vidéos MP4, MOV ou WebM',
  imageExpected: 'Ce champ attend une image (JPEG, PNG, WebP, AVIF ou HEIC)',
  unreadableImage: 'Image illisible ou incomplète',
  tooManyPixels: `Image trop grande : ${MAX_INPUT_PIXELS / 1_000_000} mégapixels au plus`,
  videoWithoutFfmpeg:
    'Les vidéos ne peuvent pas être traitées sur ce serveur pour le moment (ffmpeg manquant) : envoyez des photos',
} as const;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;
const tooLarge = (kind: 'image' | 'vidéo', limit: number) =>
  new MediaError(413, `Fichier trop volumineux : ${megabytes(limit)} au plus pour une ${kind}`);

/**
 * One uploaded file, from the request stream to stored derivatives:
 * 1. streamed to a temporary file under DATA_DIR/tmp, cut off at the size limit (nothing kept in memory);
 * 2. identified by its bytes, never by its name or declared type;
 * 3. images re-encoded (HEIC decoded first) without metadata, videos remuxed without metadata plus a poster;
 * 4. recorded as a media upload with its sender, so it is deleted with the last realisation that uses it.
 * Any failure removes everything written so far: the temporary file always, and derivatives already stored. A disk
 * that cannot take the files (full, read-only, failing) is the server's fault: 507 or 503, once the request is read.
 */
export async function ingestUpload(
  deps: { db: DataSource; store: MediaStore } & UploadSettings,
  source: Readable,
  field: UploadField,
  /** The signed-in account sending it: a centre manager may then place it in their centres' realisations. */
  uploadedBy: number,
): Promise<UploadedMedia> {
  const streamLimit =
    field === 'image' ? deps.limits.maxImageBytes : Math.max(deps.limits.maxImageBytes, deps.limits.maxVideoBytes);
  const id = newMediaId();
  const work = path.join(deps.tmpDir, `${id}-${process.pid}`);
  // Crash safety: the media row is written before the files, so a file in the store always has its row; a row whose
  // files never arrived belongs to no realisation and goes with the sweep of abandoned uploads.
  let record: MediaRecord | undefined;
  const written: string[] = [];
  const register = async (media: MediaRecord) => {
    await registerMedia(deps.db, media, uploadedBy);
    record = media;
  };
  try {
    await mkdir(work, { recursive: true });
    const received = path.join(work, 'upload');
    const size = await receive(source, received, streamLimit, field === 'image' ? 'image' : 'vidéo');
    if (size === 0) throw new MediaError(400, 'Fichier vide');
    const kind = await identifyMedia(received);
    if (!kind) throw new MediaError(415, UPLOAD_MESSAGES.unsupported);
    if (kind.family === 'image') {
      if (size > deps.limits.maxImageBytes) throw tooLarge('image', deps.limits.maxImageBytes);
      const decoded = kind.format === 'heic' ? await deps.heic.decode(received) : await readFile(received);
      const image = await deriveImages(decoded, id).catch((error: unknown) => {
        throw imageFailure(error);
      });
      await register({ id, kind: 'image', files: image.files.map((f) => f.name) });
      await storeDerivatives(deps.store, image.files);
      return { url: image.url, thumbnailUrl: image.thumbnailUrl, type: 'photo' };
    }
    if (field === 'image') throw new MediaError(415, UPLOAD_MESSAGES.imageExpected);
    if (size > deps.limits.maxVideoBytes) throw tooLarge('vidéo', deps.limits.maxVideoBytes);
    // Never stored as sent: a video's metadata may hold the place where it was filmed.
    if (!deps.ffmpeg) throw new MediaError(415, UPLOAD_MESSAGES.videoWithoutFfmpeg);
    const video = await prepareVideo(deps.ffmpeg, received, kind.format, work);
    const poster = video.posterPng ? await deriveImages(video.posterPng, id) : null;
    const name = `${id}.${video.extension}`;
    await register({ id, kind: 'video', files: [name, ...(poster?.files.map((f) => f.name) ?? [])] });
    const url = await deps.store.saveFile(name, video.videoPath);
    written.push(name);
    if (poster) await storeDerivatives(deps.store, poster.files);
    return { url, thumbnailUrl: poster?.thumbnailUrl ?? null, type: 'video' };
  } catch (error) {
    await Promise.all(written.map((name) => deps.store.remove(name).catch(() => undefined)));
    if (record) await unregisterMedia(deps.db, record.id).catch(() => undefined);
    // A failure before the file was read (no room for the work folder): it is read and dropped first, as in receive.
    source.resume();
    await finished(source, { writable: false }).catch(() => undefined);
    throw storageFailure(error) ?? error;
  } finally {
    // A disk failing here too must not hide the answer: the start-up sweep removes what stays.
    await rm(work, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * Copies the stream to `target`. Past `limit` bytes, or once the disk refused a write, it stops writing but keeps
 * reading to the end, so the multipart parser finishes the request cleanly and the client gets the answer (413, or
 * the disk's 507/503) instead of a reset connection.
 */
async function receive(source: Readable, target: string, limit: number, kind: 'image' | 'vidéo'): Promise<number> {
  const file = createWriteStream(target);
  // A write fails after write() has returned (ENOSPC…): the stream then errors and closes on its own. Without this
  // listener that error would end the process; without checking it, the upload would wait for that stream forever.
  let writeError: unknown;
  file.on('error', (error) => (writeError ??= error));
  let size = 0;
  let over = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over && !file.destroyed && !file.write(chunk)) await drained(file);
    }
    // Multipart parsers cut a file at their own limit and flag it on the stream.
    if ((source as Readable & { truncated?: boolean }).truncated) over = true;
  } catch (error) {
    if (/truncat|limit|too large|exceeds/i.test(String((error as Error)?.message))) over = true;
    else throw new MediaError(400, 'Envoi du fichier interrompu');
  } finally {
    file.end();
    // Resolves at once for a stream already closed by its error (waiting for its 'close' event never ended).
    await finished(file).catch(() => undefined);
  }
  if (writeError) throw writeError; // said as the disk's failure by the caller
  if (over) throw tooLarge(kind, limit);
  return size;
}

/** Room in the stream's buffer again, or the stream closed (a write failed): either way, reading goes on. */
function drained(file: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      file.off('drain', done).off('close', done);
      resolve();
    };
    file.on('drain', done).on('close', done);
  });
}

/** sharp's decoding errors are the file's fault (400, or 413 for the pixel limit); file-system errors are ours. */
function imageFailure(error: unknown): unknown {
  if (error instanceof MediaError || (error as NodeJS.ErrnoException)?.code) return error;
  if (/pixel limit/i.test(String((error as Error)?.message))) return new MediaError(413, UPLOAD_MESSAGES.tooManyPixels);
  return new MediaError(400, UPLOAD_MESSAGES.unreadableImage);
}

/**
 * At start-up: removes what uploads cut off by a crash left under `tmpDir`. An upload's folder (`<id>-<pid>`) goes
 * when its gateway is gone, or carries our own pid (a restarted container often gets its pid back, and this process
 * has received nothing yet); any other entry once it is old. Another live gateway sharing this data folder (on a
 * PostgreSQL server) may be receiving a file right now: its folders stay.
 */
export async function removeUploadLeftovers(tmpDir: string, olderThanMs = 3_600_000): Promise<void> {
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const full = path.join(tmpDir, entry);
    const owner = /-(\d+)$/.exec(entry);
    const ownerGone = owner !== null && (Number(owner[1]) === process.pid || !processAlive(Number(owner[1])));
    const info = ownerGone ? null : await stat(full).catch(() => null);
    if (ownerGone || (info && Date.now() - info.mtimeMs > olderThanMs))
      await rm(full, { recursive: true, force: true });
  }
}
