import type { EntityManager } from 'typeorm';
import { mediaIdOf } from '../services/realisations/realisation-input.js';
import type { MediaStore } from './media-store.js';

type Query = Pick<EntityManager, 'query'>;

/** One upload and the files made from it (derivatives, poster). */
export interface MediaRecord {
  id: string;
  kind: 'image' | 'video';
  files: string[];
}

export async function registerMedia(db: Query, media: MediaRecord): Promise<void> {
  await db.query('INSERT INTO media_upload (id, kind, files) VALUES ($1, $2, $3)', [media.id, media.kind, media.files]);
}

/** Forgets an upload whose files could not be stored (only ever one that no realisation uses yet). */
export async function unregisterMedia(db: Query, id: string): Promise<void> {
  await db.query('DELETE FROM media_upload WHERE id = $1', [id]);
}

/** The uploads behind these URLs, by media id; ids without a record are absent from the map. */
export async function findMedia(db: Query, urls: string[]): Promise<Map<string, MediaRecord>> {
  const ids = [...new Set(urls.map(mediaIdOf).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = (await db.query('SELECT id, kind, files FROM media_upload WHERE id = ANY($1)', [ids])) as MediaRecord[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every media id a realisation (main media, thumbnail, gallery) points to. */
export async function mediaIdsOfRealisation(db: Query, realisationId: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT media_url AS url FROM realisation WHERE id = $1 AND media_url IS NOT NULL
     UNION ALL SELECT thumbnail_url FROM realisation WHERE id = $1 AND thumbnail_url IS NOT NULL
     UNION ALL SELECT url FROM realisation_gallery_item WHERE realisation_id = $1`,
    [realisationId],
  )) as { url: string }[];
  return [...new Set(rows.map((r) => mediaIdOf(r.url)).filter((id): id is string => id !== null))];
}

/**
 * Forgets the uploads among `ids` that no realisation uses any more and returns their files, to be removed once
 * the transaction has committed (a rolled-back change must still find its files).
 */
export async function releaseUnusedMedia(db: Query, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const prefixes = ids.flatMap((id) => [`/uploads/${id}-%`, `/uploads/${id}.%`]);
  const used = (await db.query(
    `SELECT u FROM (
       SELECT media_url AS u FROM realisation UNION ALL SELECT thumbnail_url FROM realisation
       UNION ALL SELECT url FROM realisation_gallery_item) refs
     WHERE u LIKE ANY($1)`,
    [prefixes],
  )) as { u: string }[];
  const stillUsed = new Set(used.map((r) => mediaIdOf(r.u)));
  const unused = ids.filter((id) => !stillUsed.has(id));
  if (!unused.length) return [];
  const removed = (await db.query('DELETE FROM media_upload WHERE id = ANY($1) RETURNING files', [unused])) as [
    { files: string[] }[],
    number,
  ];
  return removed[0].flatMap((r) => r.files);
}

/** Removes files after a commit; a failure here only leaves an unused file behind, never a broken page. */
export async function removeFiles(store: MediaStore, files: string[]): Promise<void> {
  await Promise.all(files.map((name) => store.remove(name).catch(() => undefined)));
}

/**
 * Uploads that were never saved with a realisation (the form was abandoned) are removed after a grace period,
 * long enough for an admin to finish filling in the form.
 */
export async function sweepAbandonedUploads(
  db: { transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> },
  store: MediaStore,
  olderThanHours = 24,
): Promise<number> {
  const files = await db.transaction(async (manager) => {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [MEDIA_LOCK_KEY]);
    const old = (await manager.query(
      `SELECT id FROM media_upload WHERE created_at < now() - make_interval(hours => $1)`,
      [olderThanHours],
    )) as { id: string }[];
    return releaseUnusedMedia(
      manager,
      old.map((r) => r.id),
    );
  });
  await removeFiles(store, files);
  return files.length;
}

/** Held by every transaction that links or unlinks media, so a file is never released while another save takes it. */
export const MEDIA_LOCK_KEY = 727_003;
