import { In, IsNull, LessThanOrEqual, Not, type DataSource, type EntityManager } from 'typeorm';
import { Realisation } from '../../entities/realisation.js';
import { notFound } from '../../lib/domain-errors.js';
import { mediaIdsOfRealisation } from '../../media/media-library.js';
import type { MediaStore } from '../../media/media-store.js';
import { recordAudit } from '../admin/audit.js';
import { centreScope, requireCentre, type Actor } from '../admin/permissions.js';
import { write, type AdminWriteContext } from './admin-writes.js';
import type { PublicRealisationCache } from './public-cache.js';
import { findRealisation, type RealisationView } from './reads.js';

/*
 * The trash. Deleting a realisation (admin-writes.ts, `deleteRealisation`) only sets its `deleted_at`: every read
 * but this module's leaves it out (reads.ts, NOT_TRASHED), and its media stay, since the row still refers to them.
 * From here it is restored, or purged: the row goes, and the media no other realisation (active, inactive or in the
 * trash) uses go with it, as when a save drops a picture. The periodic purge does the same for realisations
 * trashed more than the retention ago.
 */

const DAY_MS = 86_400_000;

/** How often the gateway looks for expired realisations in the trash. */
export const TRASH_PURGE_INTERVAL_MS = 3_600_000;

/** The audit trail's name for the periodic purge (a space: no account can be called that). */
export const PURGE_ACTOR = 'purge automatique';

/** Realisations removed in one transaction of the periodic purge (the next batch follows at once). */
const PURGE_BATCH = 100;

export interface TrashedRealisation {
  id: number;
  title: string;
  centreId: string;
  type: 'photo' | 'video';
  thumbnailUrl: string | null;
  deletedAt: Date;
  /** When the periodic purge removes it. */
  purgeAt: Date;
  /** Whole days before `purgeAt`, counted up (0: at the next purge). */
  daysLeft: number;
}

const purgeDateOf = (deletedAt: Date, retentionDays: number) => new Date(deletedAt.getTime() + retentionDays * DAY_MS);

/** What is in the trash, most recently deleted first: all of it, or a centre manager's centres' part. */
export async function listTrash(
  db: Pick<DataSource, 'getRepository'>,
  actor: Actor,
  settings: { clock: () => Date; retentionDays: number },
): Promise<TrashedRealisation[]> {
  const centres = centreScope(actor);
  const rows = await db.getRepository(Realisation).find({
    select: { id: true, title: true, centreId: true, type: true, thumbnailUrl: true, deletedAt: true },
    where: { deletedAt: Not(IsNull()), ...(centres && { centreId: In(centres) }) },
    order: { deletedAt: 'DESC', id: 'DESC' },
  });
  const now = settings.clock().getTime();
  return rows.map(({ id, title, centreId, type, thumbnailUrl, deletedAt }) => {
    const purgeAt = purgeDateOf(deletedAt!, settings.retentionDays);
    return {
      id,
      title,
      centreId,
      type,
      thumbnailUrl,
      deletedAt: deletedAt!,
      purgeAt,
      daysLeft: Math.max(0, Math.ceil((purgeAt.getTime() - now) / DAY_MS)),
    };
  });
}

/**
 * A realisation in the trash, locked for the caller's transaction; not found when it is not (or no longer) there,
 * refused when it belongs to a centre the actor does not manage.
 */
async function lockTrashed(manager: EntityManager, actor: Actor, id: number) {
  const trashed = await manager.getRepository(Realisation).findOne({
    select: { id: true, title: true, centreId: true },
    where: { id, deletedAt: Not(IsNull()) },
    lock: { mode: 'pessimistic_write' },
  });
  if (!trashed) throw notFound('Réalisation introuvable dans la corbeille');
  requireCentre(actor, trashed.centreId);
  return trashed;
}

/** Takes a realisation out of the trash as it was (status, flags, order, gallery). */
export async function restoreRealisation(ctx: AdminWriteContext, id: number): Promise<RealisationView> {
  await write(
    ctx,
    async (manager) => {
      const { title, centreId } = await lockTrashed(manager, ctx.admin, id);
      // update() sets updated_at itself (an @UpdateDateColumn).
      await manager.getRepository(Realisation).update({ id }, { deletedAt: null });
      await recordAudit(manager, ctx.admin.username, {
        action: 'restore',
        realisationId: id,
        centreId,
        summary: `Restauration de « ${title} »`,
      });
      return { result: undefined, changedIds: [id] };
    },
    { touchesMedia: false },
  );
  return (await findRealisation(ctx.db, id, { activeOnly: false }))!;
}

/** Removes a realisation of the trash for good, with the media nothing else uses. */
export async function purgeRealisation(ctx: AdminWriteContext, id: number): Promise<void> {
  await write(ctx, async (manager) => {
    const { title, centreId } = await lockTrashed(manager, ctx.admin, id);
    const media = await removeRealisation(manager, id);
    await recordAudit(manager, ctx.admin.username, {
      action: 'purge',
      realisationId: id,
      centreId,
      summary: `Suppression définitive de « ${title} »`,
    });
    return { result: undefined, changedIds: [id], releasedMedia: media };
  });
}

/** Deletes the row (its gallery goes with it, ON DELETE CASCADE) and answers the media it referred to. */
async function removeRealisation(manager: EntityManager, id: number): Promise<string[]> {
  const media = await mediaIdsOfRealisation(manager, id);
  await manager.getRepository(Realisation).delete({ id });
  return media;
}

export interface TrashPurgeContext {
  db: DataSource;
  media: MediaStore;
  publicReads: PublicRealisationCache;
  clock: () => Date;
  retentionDays: number;
}

/**
 * Purges every realisation trashed more than the retention ago, in batches. Safe with several gateways on one
 * database: each batch runs under the media lock (see `write`) and locks its rows, so a realisation is purged once,
 * and one restored meanwhile is not purged.
 */
export async function purgeExpiredRealisations(ctx: TrashPurgeContext): Promise<number> {
  const cutoff = new Date(ctx.clock().getTime() - ctx.retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = await write(ctx, async (manager) => {
      const expired = await manager.getRepository(Realisation).find({
        select: { id: true, title: true, centreId: true },
        where: { deletedAt: LessThanOrEqual(cutoff) },
        order: { deletedAt: 'ASC', id: 'ASC' },
        take: PURGE_BATCH,
        lock: { mode: 'pessimistic_write' },
      });
      const media: string[] = [];
      for (const { id, title, centreId } of expired) {
        media.push(...(await removeRealisation(manager, id)));
        await recordAudit(manager, PURGE_ACTOR, {
          action: 'purge',
          realisationId: id,
          centreId,
          summary: `Suppression définitive de « ${title} » après ${ctx.retentionDays} jours dans la corbeille`,
        });
      }
      const ids = expired.map((r) => r.id);
      return { result: ids.length, changedIds: ids, releasedMedia: [...new Set(media)] };
    });
    purged += batch;
    if (batch < PURGE_BATCH) return purged;
  }
}
