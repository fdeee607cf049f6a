import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { HeicPool } from './heic-pool.js';
import { MAX_INPUT_PIXELS, deriveImages, storeDerivatives } from './images.js';
import { registerMedia, unregisterMedia, type MediaRecord } from './media-library.js';
import { MediaError } from './media-error.js';
import { newMediaId, type MediaStore } from './media-store.js';
import { identifyMedia } from './sniff.js';
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
 * Any failure removes everything written so far: the temporary file always, and derivatives already stored.
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
  await mkdir(deps.tmpDir, { recursive: true });
  const id = newMediaId();
  const work = path.join(deps.tmpDir, `${id}-${process.pid}`);
  await mkdir(work);
  // Crash safety: the media row is written before the files, so a file in the store always has its row; a row whose
  // files never arrived belongs to no realisation and goes with the sweep of abandoned uploads.
  let record: MediaRecord | undefined;
  const written: string[] = [];
  const register = async (media: MediaRecord) => {
    await registerMedia(deps.db, media, uploadedBy);
    record = media;
  };
  try {
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
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Copies the stream to `target`. Past `limit` bytes it stops writing but keeps reading to the end, so the multipart
 * parser finishes the request cleanly and the client gets the 413 answer instead of a reset connection.
 */
async function receive(source: Readable, target: string, limit: number, kind: 'image' | 'vidéo'): Promise<number> {
  const file = createWriteStream(target);
  let size = 0;
  let over = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over && !file.write(chunk)) await once(file, 'drain');
    }
    // Multipart parsers cut a file at their own limit and flag it on the stream.
    if ((source as Readable & { truncated?: boolean }).truncated) over = true;
  } catch (error) {
    if (/truncat|limit|too large|exceeds/i.test(String((error as Error)?.message))) over = true;
    else throw new MediaError(400, 'Envoi du fichier interrompu');
  } finally {
    file.end();
    await once(file, 'close').catch(() => undefined);
  }
  if (over) throw tooLarge(kind, limit);
  return size;
}

/** sharp's decoding errors are the file's fault (400, or 413 for the pixel limit); file-system errors are ours. */
function imageFailure(error: unknown): unknown {
  if (error instanceof MediaError || (error as NodeJS.ErrnoException)?.code) return error;
  if (/pixel limit/i.test(String((error as Error)?.message))) return new MediaError(413, UPLOAD_MESSAGES.tooManyPixels);
  return new MediaError(400, UPLOAD_MESSAGES.unreadableImage);
}

/**
 * At start-up: removes work folders of uploads cut off by a crash. Only old ones, since another gateway sharing this
 * data folder may be receiving a file right now.
 */
export async function removeUploadLeftovers(tmpDir: string, olderThanMs = 3_600_000): Promise<void> {
  const entries = await readdir(tmpDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const full = path.join(tmpDir, entry);
    const info = await stat(full).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) await rm(full, { recursive: true, force: true });
  }
}
