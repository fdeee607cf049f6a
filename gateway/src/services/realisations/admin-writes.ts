import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { AppServices } from '../../app-services.js';
import type { AdminIdentity } from '../../auth/sessions.js';
import { GalleryItem, Realisation } from '../../entities/realisation.js';
import { ForbiddenError, FormInputError, badRequest, notFound } from '../../lib/domain-errors.js';
import {
  MEDIA_LOCK_KEY,
  findMedia,
  mediaIdsOfRealisation,
  mediaOutsideCentres,
  releaseUnusedMedia,
  removeFiles,
  type MediaRecord,
} from '../../media/media-library.js';
import type { MediaStore } from '../../media/media-store.js';
import { AUDIT_SUMMARY_MAX, recordAudit } from '../admin/audit.js';
import {
  canActOnCentre,
  centreScope,
  isNetworkAdmin,
  requireCentre,
  FORBIDDEN_MESSAGES,
} from '../admin/permissions.js';
import { matchCatalogueEngine } from './engine-match.js';
import {
  mediaIdOf,
  parseRealisationInput,
  type RealisationDraft,
  type RealisationFormInput,
} from './realisation-input.js';
import { realisationChangeSql, recordRealisationChange, type PublicRealisationCache } from './public-cache.js';
import {
  GALLERY_JSON,
  NOT_TRASHED,
  REALISATION_COLUMNS,
  findRealisation,
  listPublicRealisations,
  realisationFromRow,
  type RealisationRow,
  type RealisationView,
} from './reads.js';
import { realisationSlug } from './slug.js';

/**
 * What every admin write needs: the database, the media store, who acts (a network administrator, or a centre
 * manager who may only touch the realisations of their centres), and the centres that exist.
 */
export interface AdminWriteContext {
  db: DataSource;
  media: MediaStore;
  /** Told after each committed change, so public reads stop serving the old content. */
  publicReads: PublicRealisationCache;
  admin: AdminIdentity;
  centreIds: readonly string[];
  /** The gateway's clock (tests move it): when a realisation goes to the trash, and how long it has left there. */
  clock: () => Date;
  /** Days a realisation stays in the trash before the periodic purge removes it. */
  trashRetentionDays: number;
}

/** The write context of a signed-in administrator, as both transports build it. */
export async function adminWriteContext(services: AppServices, admin: AdminIdentity): Promise<AdminWriteContext> {
  const { centres } = await services.reference.get();
  return {
    db: services.dataSource,
    media: services.media,
    publicReads: services.realisations,
    admin,
    centreIds: centres.map((c) => c.id),
    clock: services.clock,
    trashRetentionDays: services.trashRetentionDays,
  };
}

/**
 * The admin list: every realisation (or one status) in public order, of one centre or of all those the actor may
 * see (a centre manager: their own). Asking for another centre is refused.
 */
export async function listAdminRealisations(
  db: DataSource,
  actor: AdminIdentity,
  query: { centre?: string | null; status?: string | null },
): Promise<RealisationView[]> {
  const status = query.status?.trim();
  if (status && status !== 'active' && status !== 'inactive') throw badRequest('Statut : active ou inactive', 'status');
  const centres = centreScope(actor, query.centre?.trim() || null);
  const page = await listPublicRealisations(db, {
    centres,
    status: (status as 'active' | 'inactive' | undefined) || 'any',
  });
  return page.items;
}

/** Realisation ids as both transports receive them (GraphQL ID, URL segment). */
export function realisationId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647)
    throw notFound('Réalisation introuvable');
  return Number(text);
}

/**
 * Runs an admin change in one transaction with its audit line, then removes the files that no realisation uses
 * any more. Changes that link or release media run under the media lock (a file is never released while another
 * save links it); the others (a status, a flag, an order) do not wait for it.
 */
export async function write<T>(
  ctx: Pick<AdminWriteContext, 'db' | 'media' | 'publicReads'>,
  work: (manager: EntityManager) => Promise<{ result: T; changedIds: number[]; releasedMedia?: string[] }>,
  options: { touchesMedia: boolean } = { touchesMedia: true },
): Promise<T> {
  let files: string[] = [];
  let changed: number[] = [];
  const result = await ctx.db.transaction(async (manager) => {
    if (options.touchesMedia) await manager.query('SELECT pg_advisory_xact_lock($1)', [MEDIA_LOCK_KEY]);
    const { result, changedIds, releasedMedia } = await work(manager);
    files = await releaseUnusedMedia(manager, releasedMedia ?? []);
    await recordRealisationChange(manager);
    changed = changedIds;
    return result;
  });
  ctx.publicReads.changed(changed);
  await removeFiles(ctx.media, files);
  return result;
}

const mediaError = (message: string, field: string) => FormInputError.of(message, field);

/** Checks that every media URL was uploaded here and fits its place; fills the main media from the gallery. */
function attachMedia(draft: RealisationDraft, media: Map<string, MediaRecord>) {
  const recordOf = (url: string, field: string) => {
    const record = media.get(mediaIdOf(url) ?? '');
    if (!record || !record.files.includes(url.slice('/uploads/'.length)))
      throw mediaError('Média inconnu : envoyez le fichier avant d’enregistrer', field);
    return record;
  };
  const gallery = draft.gallery.map((item, index) => ({
    ...item,
    type: recordOf(item.url, `gallery.${index}.url`).kind === 'video' ? ('video' as const) : ('photo' as const),
  }));
  let { mediaUrl, thumbnailUrl } = draft;
  const wanted = draft.type === 'video' ? 'video' : 'image';
  if (!mediaUrl) {
    const candidates = gallery.filter((g) => (g.type === 'video') === (wanted === 'video'));
    mediaUrl = (candidates.find((g) => g.isPrimary) ?? candidates[0])?.url ?? null;
  }
  const thumbOf = (record: MediaRecord) =>
    record.files.includes(`${record.id}-thumb.webp`) ? `/uploads/${record.id}-thumb.webp` : null;
  if (mediaUrl) {
    const record = recordOf(mediaUrl, 'mediaUrl');
    if (record.kind !== wanted)
      throw mediaError(
        draft.type === 'video' ? 'Le média principal doit être une vidéo' : 'Le média principal doit être une image',
        'mediaUrl',
      );
    thumbnailUrl ??= thumbOf(record);
  }
  if (!thumbnailUrl) {
    const firstPhoto = gallery.find((g) => g.type === 'photo');
    if (firstPhoto) thumbnailUrl = thumbOf(recordOf(firstPhoto.url, 'gallery'));
  }
  // A video's poster belongs to the video's upload: what matters is that the file itself is a picture.
  if (thumbnailUrl) {
    recordOf(thumbnailUrl, 'thumbnailUrl');
    if (!/\.(webp|jpg)$/.test(thumbnailUrl)) throw mediaError('La miniature doit être une image', 'thumbnailUrl');
  }
  return { gallery, mediaUrl, thumbnailUrl };
}

const urlsOf = (d: RealisationDraft) =>
  [d.mediaUrl, d.thumbnailUrl, ...d.gallery.map((g) => g.url)].filter((u): u is string => !!u);

/**
 * What a centre manager's save may not do besides leaving their centres (decision 030): change the featuring, which
 * is the network's (a form without `featured` keeps it), give an order below 0 (ahead of every centre's own list in
 * the network's gallery; one already stored may stay), or use media sent by another centre or the network. Answers
 * the featuring to store.
 */
async function checkCentreManagerSave(
  manager: EntityManager,
  actor: AdminIdentity,
  input: RealisationFormInput,
  draft: RealisationDraft,
  stored: { featured: boolean; sortOrder: number } | null,
  mediaIds: string[],
): Promise<boolean> {
  if (isNetworkAdmin(actor)) return draft.featured;
  const before = stored ?? { featured: false, sortOrder: 0 };
  const kept = input.featured === undefined || input.featured === null;
  if (!kept && draft.featured !== before.featured) throw new ForbiddenError(FORBIDDEN_MESSAGES.featured);
  if (draft.sortOrder < 0 && draft.sortOrder !== before.sortOrder)
    throw new ForbiddenError(FORBIDDEN_MESSAGES.sortOrder);
  if ((await mediaOutsideCentres(manager, mediaIds, actor)).length) throw new ForbiddenError(FORBIDDEN_MESSAGES.media);
  return before.featured;
}

/** Creates (id null) or replaces a realisation and its gallery. */
export async function saveRealisation(
  ctx: AdminWriteContext,
  id: number | null,
  input: RealisationFormInput,
): Promise<RealisationView> {
  const draft = parseRealisationInput(input, { centreIds: ctx.centreIds });
  requireCentre(ctx.admin, draft.centre);
  const savedId = await write(ctx, async (manager) => {
    const { gallery, mediaUrl, thumbnailUrl } = attachMedia(draft, await findMedia(manager, urlsOf(draft)));
    const realisations = manager.getRepository(Realisation);
    let previousMedia: string[] = [];
    let stored: { featured: boolean; sortOrder: number } | null = null;
    if (id !== null) {
      const existing = await realisations.findOne({
        select: { id: true, centreId: true, featured: true, sortOrder: true },
        where: { id, deletedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!existing) throw notFound('Réalisation introuvable');
      // Moving a realisation to another centre takes rights on both.
      requireCentre(ctx.admin, existing.centreId);
      previousMedia = await mediaIdsOfRealisation(manager, id);
      stored = existing;
    }
    const kept = [...new Set(urlsOf({ ...draft, mediaUrl, thumbnailUrl }).map(mediaIdOf))].filter(
      (m): m is string => m !== null,
    );
    const featured = await checkCentreManagerSave(manager, ctx.admin, input, draft, stored, kept);
    const fields: QueryDeepPartialEntity<Realisation> = {
      centreId: draft.centre,
      type: draft.type,
      title: draft.title,
      slug: realisationSlug(draft.title),
      description: draft.description,
      date: draft.date,
      vehicleBrand: draft.vehicle.brand,
      vehicleModel: draft.vehicle.model,
      vehicleYear: draft.vehicle.year,
      vehicleEngine: draft.vehicle.engine,
      engineId: await matchCatalogueEngine(manager, draft.vehicle),
      modifications: draft.modifications,
      powerBefore: draft.gains.powerBefore,
      powerAfter: draft.gains.powerAfter,
      torqueBefore: draft.gains.torqueBefore,
      torqueAfter: draft.gains.torqueAfter,
      mediaUrl,
      thumbnailUrl,
      featured,
      status: draft.status,
      sortOrder: draft.sortOrder,
      ...(draft.benchRun !== undefined && { benchRun: draft.benchRun }),
    };
    let rowId: number;
    if (id === null) {
      const inserted = await realisations.insert(fields);
      rowId = (inserted.identifiers[0] as { id: number }).id;
    } else {
      // update() sets updated_at itself (an @UpdateDateColumn).
      await realisations.update({ id }, fields);
      await manager.getRepository(GalleryItem).delete({ realisationId: id });
      rowId = id;
    }
    if (gallery.length)
      await manager.getRepository(GalleryItem).insert(
        gallery.map((item, index) => ({
          realisationId: rowId,
          url: item.url,
          type: item.type,
          alt: item.alt,
          isPrimary: item.isPrimary,
          sortOrder: index,
        })),
      );
    await recordAudit(manager, ctx.admin.username, {
      action: id === null ? 'create' : 'update',
      realisationId: rowId,
      centreId: draft.centre,
      summary: `${id === null ? 'Création' : 'Modification'} de « ${draft.title} »`,
      details: { centre: draft.centre, status: draft.status, featured, gallery: gallery.length },
    });
    return { result: rowId, changedIds: [rowId], releasedMedia: previousMedia.filter((m) => !kept.includes(m)) };
  });
  return (await findRealisation(ctx.db, savedId, { activeOnly: false }))!;
}

/**
 * Deletes a realisation as both transports ask: it goes to the trash (services/realisations/trash.ts), hidden from
 * every read but the trash's, its gallery and media kept until it is restored or purged.
 */
export async function deleteRealisation(ctx: AdminWriteContext, id: number): Promise<void> {
  await write(
    ctx,
    async (manager) => {
      const realisations = manager.getRepository(Realisation);
      const existing = await realisations.findOne({
        select: { id: true, title: true, centreId: true },
        where: { id, deletedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!existing) throw notFound('Réalisation introuvable');
      requireCentre(ctx.admin, existing.centreId);
      await realisations.update({ id }, { deletedAt: ctx.clock() });
      await recordAudit(manager, ctx.admin.username, {
        action: 'trash',
        realisationId: id,
        centreId: existing.centreId,
        summary: `Mise à la corbeille de « ${existing.title} »`,
      });
      return { result: undefined, changedIds: [id] };
    },
    // Nothing is released: the trash keeps the media.
    { touchesMedia: false },
  );
}

export async function setRealisationStatus(ctx: AdminWriteContext, id: number, status: unknown) {
  if (status !== 'active' && status !== 'inactive') throw badRequest('Statut : active ou inactive');
  return toggle(ctx, id, 'status', status, status === 'active' ? 'Activation' : 'Désactivation');
}

export async function setRealisationFeatured(ctx: AdminWriteContext, id: number, featured: unknown) {
  if (typeof featured !== 'boolean') throw badRequest('featured : true ou false attendu');
  // The network's choice (see checkCentreManagerSave); a realisation that does not exist is still a 404.
  if (!isNetworkAdmin(ctx.admin)) {
    const found = await ctx.db
      .getRepository(Realisation)
      .findOne({ select: { id: true, centreId: true }, where: { id, deletedAt: IsNull() } });
    if (!found) throw notFound('Réalisation introuvable');
    requireCentre(ctx.admin, found.centreId);
    throw new ForbiddenError(FORBIDDEN_MESSAGES.featured);
  }
  return toggle(ctx, id, 'featured', featured, featured ? 'Mise en avant' : 'Fin de mise en avant');
}

/**
 * One statement, so one transaction and one round trip (toggles are the admin screen's most frequent writes):
 * the change, its audit line and the content version, returning the realisation as it now is. A centre manager's
 * statement only matches the realisations of their centres; when it matches nothing, a second read tells a
 * realisation of another centre (refused) from one that does not exist.
 */
async function toggle(
  ctx: AdminWriteContext,
  id: number,
  column: 'status' | 'featured',
  value: string | boolean,
  verb: string,
): Promise<RealisationView> {
  const scope = centreScope(ctx.admin);
  const [row] = (await ctx.db.query(
    `WITH changed AS (
       UPDATE realisation r SET ${column} = $2, updated_at = now()
        WHERE r.id = $1 AND ${NOT_TRASHED} AND ($6::text[] IS NULL OR r.centre_id = ANY($6::text[]))
       RETURNING ${REALISATION_COLUMNS}, ${GALLERY_JSON}
     ), audit AS (
       INSERT INTO admin_audit (username, action, realisation_id, centre_id, summary, details)
       SELECT $3, '${column}', id, "centreId", left($4 || ' de « ' || title || ' »', ${AUDIT_SUMMARY_MAX}), $5::jsonb
         FROM changed
     ), version AS (
       ${realisationChangeSql(`SELECT 'realisations', 1 FROM changed`)}
     )
     SELECT * FROM changed`,
    [id, value, ctx.admin.username, verb, JSON.stringify({ [column]: value }), scope],
  )) as RealisationRow[];
  if (!row) {
    const exists = scope && (await ctx.db.getRepository(Realisation).existsBy({ id, deletedAt: IsNull() }));
    throw exists ? new ForbiddenError(FORBIDDEN_MESSAGES.centre) : notFound('Réalisation introuvable');
  }
  const realisation = realisationFromRow(row);
  ctx.publicReads.changed([id], [realisation]);
  return realisation;
}

/** Gives the listed realisations the sort orders 0, 1, 2… in that order (the others keep theirs). */
export async function reorderRealisations(ctx: AdminWriteContext, ids: number[]): Promise<void> {
  if (!ids.length || ids.length > 1000) throw badRequest('Liste de réalisations à ordonner invalide');
  if (new Set(ids).size !== ids.length) throw badRequest('Une réalisation figure deux fois dans la liste');
  await write(
    ctx,
    async (manager) => {
      const listed = await manager
        .getRepository(Realisation)
        .createQueryBuilder('r')
        .select(['r.id', 'r.centreId'])
        .where('r.id = ANY(:ids)', { ids })
        .setLock('pessimistic_write')
        .getMany();
      if (listed.some((r) => !canActOnCentre(ctx.admin, r.centreId)))
        throw new ForbiddenError(FORBIDDEN_MESSAGES.centre);
      const centres = [...new Set(listed.map((r) => r.centreId))];
      // One statement: each listed realisation takes its position in the list.
      const updated = await manager
        .createQueryBuilder()
        .update(Realisation)
        .set({ sortOrder: () => 'array_position(CAST(:ids AS int[]), id) - 1' })
        .where('id = ANY(:ids) AND deleted_at IS NULL', { ids })
        .execute();
      if (updated.affected !== ids.length) throw notFound('Réalisation introuvable');
      await recordAudit(manager, ctx.admin.username, {
        action: 'reorder',
        summary: `Nouvel ordre de ${ids.length} réalisation${ids.length > 1 ? 's' : ''}`,
        // A list within one centre is that centre's line; a list across centres, the network's.
        centreId: centres.length === 1 ? centres[0] : null,
        details: { ids },
      });
      return { result: undefined, changedIds: ids };
    },
    { touchesMedia: false },
  );
}
