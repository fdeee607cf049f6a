import { In, LessThan, type EntityManager } from 'typeorm';
import { AdminUserCentre } from '../entities/admin.js';
import { MediaUpload } from '../entities/media-upload.js';
import { GalleryItem, Realisation } from '../entities/realisation.js';
import { mediaIdOf } from '../services/realisations/realisation-input.js';
import type { MediaStore } from './media-store.js';

/** A data source or a transaction's manager: both hand out repositories. */
type Db = Pick<EntityManager, 'getRepository'>;

/** One upload and the files made from it (derivatives, poster). */
export interface MediaRecord {
  id: string;
  kind: 'image' | 'video';
  files: string[];
}

/** Records an upload with the account that sent it (null: the network's own, such as the demo media). */
export async function registerMedia(db: Db, media: MediaRecord, uploadedBy: number | null = null): Promise<void> {
  await db.getRepository(MediaUpload).insert({ id: media.id, kind: media.kind, files: media.files, uploadedBy });
}

/** Forgets an upload whose files could not be stored (only ever one that no realisation uses yet). */
export async function unregisterMedia(db: Db, id: string): Promise<void> {
  await db.getRepository(MediaUpload).delete({ id });
}

/** The uploads behind these URLs, by media id; ids without a record are absent from the map. */
export async function findMedia(db: Db, urls: string[]): Promise<Map<string, MediaRecord>> {
  const ids = [...new Set(urls.map(mediaIdOf).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db
    .getRepository(MediaUpload)
    .find({ select: { id: true, kind: true, files: true }, where: { id: In(ids) } });
  return new Map(rows.map((r) => [r.id, { id: r.id, kind: r.kind, files: r.files }]));
}

/** Every URL a realisation (main media, thumbnail, gallery) points to. */
async function urlsOfRealisation(db: Db, realisationId: number): Promise<string[]> {
  const [realisation, gallery] = await Promise.all([
    db.getRepository(Realisation).findOne({
      select: { id: true, mediaUrl: true, thumbnailUrl: true },
      where: { id: realisationId },
    }),
    db.getRepository(GalleryItem).find({ select: { id: true, url: true }, where: { realisationId } }),
  ]);
  return [realisation?.mediaUrl, realisation?.thumbnailUrl, ...gallery.map((g) => g.url)].filter(
    (url): url is string => !!url,
  );
}

/** Every media id a realisation (main media, thumbnail, gallery) points to. */
export async function mediaIdsOfRealisation(db: Db, realisationId: number): Promise<string[]> {
  const urls = await urlsOfRealisation(db, realisationId);
  return [...new Set(urls.map(mediaIdOf).filter((id): id is string => id !== null))];
}

/**
 * The uploads among `ids` that a realisation points to (main media, thumbnail, gallery; trashed ones included), or
 * only a realisation of one of `centres` when given.
 */
async function mediaInUse(db: Db, ids: string[], centres?: readonly string[]): Promise<Set<string>> {
  const prefixes = ids.flatMap((id) => [`/uploads/${id}-%`, `/uploads/${id}.%`]);
  const ofCentres = centres ? ' AND r.centre_id = ANY(:centres)' : '';
  const params = { prefixes, ...(centres && { centres: [...centres] }) };
  const [realisations, galleryItems] = await Promise.all([
    db
      .getRepository(Realisation)
      .createQueryBuilder('r')
      .select(['r.id', 'r.mediaUrl', 'r.thumbnailUrl'])
      .where(`(r.media_url LIKE ANY(:prefixes) OR r.thumbnail_url LIKE ANY(:prefixes))${ofCentres}`, params)
      .getMany(),
    db
      .getRepository(GalleryItem)
      .createQueryBuilder('g')
      .innerJoin('g.realisation', 'r')
      .select(['g.id', 'g.url'])
      .where(`g.url LIKE ANY(:prefixes)${ofCentres}`, params)
      .getMany(),
  ]);
  const usedUrls = [...realisations.flatMap((r) => [r.mediaUrl, r.thumbnailUrl]), ...galleryItems.map((g) => g.url)];
  return new Set(usedUrls.map((url) => (url ? mediaIdOf(url) : null)).filter((id): id is string => id !== null));
}

/**
 * Forgets the uploads among `ids` that no realisation uses any more and returns their files, to be removed once
 * the transaction has committed (a rolled-back change must still find its files).
 */
export async function releaseUnusedMedia(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const stillUsed = await mediaInUse(db, ids);
  const unused = ids.filter((id) => !stillUsed.has(id));
  if (!unused.length) return [];
  const uploads = db.getRepository(MediaUpload);
  const released = await uploads.find({ select: { id: true, files: true }, where: { id: In(unused) } });
  await uploads.delete({ id: In(released.map((r) => r.id)) });
  return released.flatMap((r) => r.files);
}

/**
 * Of these uploads, those a centre manager may not place in a realisation (decision 030). Theirs are the files sent
 * by an account that manages one of their centres (themselves included), and the files a realisation of one of
 * their centres already uses; the others were sent by another centre or are the network's (no sender recorded).
 */
export async function mediaOutsideCentres(
  db: Db,
  ids: string[],
  manager: { id: number; centres: readonly string[] },
): Promise<string[]> {
  if (!ids.length) return [];
  const [uploads, colleagues] = await Promise.all([
    db.getRepository(MediaUpload).find({ select: { id: true, uploadedBy: true }, where: { id: In(ids) } }),
    db
      .getRepository(AdminUserCentre)
      .find({ select: { adminId: true }, where: { centreId: In([...manager.centres]) } }),
  ]);
  const senders = new Set([manager.id, ...colleagues.map((c) => c.adminId)]);
  const foreign = uploads.filter((u) => u.uploadedBy === null || !senders.has(u.uploadedBy)).map((u) => u.id);
  if (!foreign.length) return [];
  const used = await mediaInUse(db, foreign, manager.centres);
  return foreign.filter((id) => !used.has(id));
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
    const old = await manager.getRepository(MediaUpload).find({
      select: { id: true },
      where: { createdAt: LessThan(new Date(Date.now() - olderThanHours * 3_600_000)) },
    });
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
