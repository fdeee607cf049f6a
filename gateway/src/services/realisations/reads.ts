import type { DataSource } from 'typeorm';
import { Realisation, type BenchRun } from '../../entities/realisation.js';
import { badRequest } from '../../lib/domain-errors.js';
import { remapStageOf } from './remap-stage.js';

/** A realisation as the public pages and the admin list see it (never one in the trash). */
export interface RealisationView {
  id: number;
  centreId: string;
  type: 'photo' | 'video';
  title: string;
  slug: string;
  description: string;
  date: string;
  vehicle: { brand: string; model: string; year: number | null; engine: string };
  modifications: string[];
  powerBefore: number | null;
  powerAfter: number | null;
  torqueBefore: number | null;
  torqueAfter: number | null;
  /** The power-bench curves, when the garage attached them. */
  benchRun: BenchRun | null;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  featured: boolean;
  status: 'active' | 'inactive';
  sortOrder: number;
  createdAt: Date;
  updatedAt: Date;
  gallery: GalleryItemView[];
}

export interface GalleryItemView {
  url: string;
  type: 'photo' | 'video';
  alt: string;
  isPrimary: boolean;
  sortOrder: number;
}

export interface RealisationPage {
  items: RealisationView[];
  /** Opaque position after the last item, for the next page. */
  endCursor: string | null;
  hasNextPage: boolean;
}

export const MAX_PAGE_SIZE = 100;

/** The columns of a realisation `r` as RealisationView names them (vehicle fields still flat, see `toView`). */
export const REALISATION_COLUMNS = `r.id, r.centre_id AS "centreId", r.type, r.title, r.slug, r.description, to_char(r.date, 'YYYY-MM-DD') AS date,
  r.vehicle_brand, r.vehicle_model, r.vehicle_year, r.vehicle_engine, r.modifications,
  r.power_before AS "powerBefore", r.power_after AS "powerAfter", r.torque_before AS "torqueBefore",
  r.torque_after AS "torqueAfter", r.bench_run AS "benchRun", r.media_url AS "mediaUrl", r.thumbnail_url AS "thumbnailUrl", r.featured,
  r.status, r.sort_order AS "sortOrder", r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

/** The gallery of realisation `r` as one JSON array, for statements that return a realisation whole. */
export const GALLERY_JSON = `(SELECT coalesce(json_agg(json_build_object('url', g.url, 'type', g.type, 'alt', g.alt,
    'isPrimary', g.is_primary, 'sortOrder', g.sort_order) ORDER BY g.sort_order, g.id), '[]')
  FROM realisation_gallery_item g WHERE g.realisation_id = r.id) AS gallery`;

/**
 * Not in the trash: every read here but the trash's own leaves trashed realisations out (services/realisations/trash.ts).
 * A literal in each statement, so the partial indexes (WHERE status = 'active' AND deleted_at IS NULL) apply.
 */
export const NOT_TRASHED = 'r.deleted_at IS NULL';

/** Gallery order: featured first, then the admin's sort order, then the newest job. */
const ORDER = 'r.featured DESC, r.sort_order ASC, r.date DESC, r.id DESC';

interface Cursor {
  featured: boolean;
  sortOrder: number;
  date: string;
  id: number;
}

const encodeCursor = (r: RealisationView): string =>
  Buffer.from(JSON.stringify([r.featured, r.sortOrder, r.date, r.id])).toString('base64url');

/** PostgreSQL `integer` range: larger numbers in a parameter compared with an integer column fail the query. */
const isInt4 = (n: unknown): n is number => Number.isInteger(n) && Math.abs(n as number) <= 2_147_483_647;

/** A real day (not 2024-02-30) of years 1 to 9999 (PostgreSQL has no year 0). */
function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text) || text.startsWith('0000')) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

function decodeCursor(cursor: string): Cursor {
  try {
    const [featured, sortOrder, date, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof featured === 'boolean' && isInt4(sortOrder) && isCalendarDate(date) && isInt4(id)) {
      return { featured, sortOrder: sortOrder as number, date, id: id as number };
    }
  } catch {
    // falls through
  }
  throw badRequest('Curseur de pagination invalide');
}

export interface PublicQuery {
  centre?: string | null;
  /** Only these centres (the admin list of a centre manager); null or absent: every centre. */
  centres?: readonly string[] | null;
  /** Public reads see active realisations only; the admin list asks for `any` or one status. */
  status?: 'active' | 'inactive' | 'any';
  type?: 'photo' | 'video' | null;
  /** Only this vehicle brand (and model), case-insensitive: the configurator's "realisations of this vehicle". */
  brand?: string | null;
  model?: string | null;
  /** Page size; all items when omitted. */
  limit?: number | null;
  /** Keyset pagination (GraphQL)… */
  after?: string | null;
  /** …or offset pagination (REST). */
  offset?: number | null;
}

/**
 * Active realisations in gallery order, with their galleries (one query, whatever the page size); the admin list
 * asks for inactive ones too. Never those in the trash.
 */
export async function listPublicRealisations(db: DataSource, query: PublicQuery): Promise<RealisationPage> {
  const where = [NOT_TRASHED];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const status = query.status ?? 'active';
  // A literal, not a parameter: the partial indexes (WHERE status = 'active') then apply to every plan.
  if (status === 'active' || status === 'inactive') where.push(`r.status = '${status}'`);
  if (query.centre) where.push(`r.centre_id = ${param(query.centre)}`);
  if (query.centres) where.push(`r.centre_id = ANY(${param(query.centres)}::text[])`);
  if (query.type) where.push(`r.type = ${param(query.type)}`);
  if (query.brand) where.push(`lower(r.vehicle_brand) = lower(${param(query.brand)})`);
  if (query.model) where.push(`lower(r.vehicle_model) = lower(${param(query.model)})`);
  if (query.after) {
    const c = decodeCursor(query.after);
    const [f, s, d, i] = [param(c.featured), param(c.sortOrder), param(c.date), param(c.id)];
    where.push(`(r.featured < ${f} OR (r.featured = ${f} AND (r.sort_order > ${s} OR (r.sort_order = ${s} AND
      (r.date < ${d}::date OR (r.date = ${d}::date AND r.id < ${i}))))))`);
  }
  const { limit, offset } = pagingOf(query);
  if (hasNul(query)) return { items: [], hasNextPage: false, endCursor: null };
  const page = limit === null ? '' : ` LIMIT ${param(limit + 1)}`;
  const skip = offset ? ` OFFSET ${param(offset)}` : '';
  // One statement, galleries included: on the embedded database every round trip costs the gateway's own CPU.
  const rows = (await db.query(
    `SELECT ${REALISATION_COLUMNS}, ${GALLERY_JSON} FROM realisation r WHERE ${where.join(' AND ')}
      ORDER BY ${ORDER}${page}${skip}`,
    params,
  )) as RealisationRow[];
  return pageOf(rows.map(realisationFromRow), limit);
}

/**
 * How many active realisations the whole network has of one vehicle (brand and model, matched as the gallery's
 * filter matches them): the configurator shows its « Voir les réalisations de ce véhicule » link only above zero.
 */
export async function countActiveRealisationsOf(
  db: DataSource,
  vehicle: { brand: string; model: string },
): Promise<number> {
  if (!vehicle.brand || !vehicle.model || `${vehicle.brand}${vehicle.model}`.includes('\u0000')) return 0;
  return db
    .getRepository(Realisation)
    .createQueryBuilder('r')
    .where(`r.status = 'active' AND ${NOT_TRASHED}`)
    .andWhere('lower(r.vehicleBrand) = lower(:brand)', { brand: vehicle.brand })
    .andWhere('lower(r.vehicleModel) = lower(:model)', { model: vehicle.model })
    .getCount();
}

/** What the network's jobs of one remap stage on one catalogue engine measured: their number and median gains. */
export interface MeasuredResults {
  stage: 1 | 2;
  jobCount: number;
  medianPowerGainHp: number;
  medianTorqueGainNm: number;
  /** The most recent of these jobs that has its bench run attached, whose curves the engine page draws. */
  curvesOf: number | null;
}

/** The middle value (the mean of the two middle ones, rounded, for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * The active realisations on catalogue engines that carry all four bench figures (before and after, power and
 * torque), summed up by engine and remap stage (`remapStageOf`) for the engine page's « Mesuré dans nos centres »: a
 * stage's line rests only on jobs of that stage. An engine without any such job is absent.
 */
export async function measuredResultsByEngine(db: DataSource): Promise<Map<number, MeasuredResults[]>> {
  const rows = await db
    .getRepository(Realisation)
    .createQueryBuilder('r')
    .select([
      'r.id',
      'r.engineId',
      'r.date',
      'r.title',
      'r.modifications',
      'r.powerBefore',
      'r.powerAfter',
      'r.torqueBefore',
      'r.torqueAfter',
    ])
    .addSelect('r.benchRun IS NOT NULL', 'hasBenchRun')
    .where(`r.status = 'active' AND ${NOT_TRASHED} AND r.engineId IS NOT NULL`)
    .andWhere('r.powerBefore IS NOT NULL AND r.powerAfter IS NOT NULL')
    .andWhere('r.torqueBefore IS NOT NULL AND r.torqueAfter IS NOT NULL')
    .orderBy('r.date', 'DESC')
    .addOrderBy('r.id', 'DESC')
    .getRawAndEntities<{ hasBenchRun: boolean }>();
  const groups = new Map<
    string,
    { engineId: number; stage: 1 | 2; jobs: { job: Realisation; hasBenchRun: boolean }[] }
  >();
  rows.entities.forEach((job, i) => {
    const stage = remapStageOf(job);
    if (stage === null) return;
    const key = `${job.engineId}/${stage}`;
    const group = groups.get(key) ?? { engineId: job.engineId!, stage, jobs: [] };
    group.jobs.push({ job, hasBenchRun: Boolean(rows.raw[i]?.hasBenchRun) });
    groups.set(key, group);
  });
  const measured = new Map<number, MeasuredResults[]>();
  for (const { engineId, stage, jobs } of groups.values()) {
    const entities = jobs.map(({ job }) => job);
    const list = measured.get(engineId) ?? [];
    list.push({
      stage,
      jobCount: entities.length,
      medianPowerGainHp: median(entities.map((r) => r.powerAfter! - r.powerBefore!)),
      medianTorqueGainNm: median(entities.map((r) => r.torqueAfter! - r.torqueBefore!)),
      curvesOf: jobs.find((j) => j.hasBenchRun)?.job.id ?? null,
    });
    measured.set(
      engineId,
      list.sort((a, b) => a.stage - b.stage),
    );
  }
  return measured;
}

/** The page size and offset of a query, checked. */
function pagingOf(query: PublicQuery): { limit: number | null; offset: number } {
  const limit = query.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE))
    throw badRequest(`limit doit être un entier entre 1 et ${MAX_PAGE_SIZE}`);
  const offset = query.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('offset doit être un entier positif ou nul');
  return { limit, offset };
}

/** PostgreSQL text cannot hold NUL: a filter containing one matches nothing (and must not reach the query). */
const hasNul = (query: PublicQuery) =>
  [query.centre, query.type, query.brand, query.model, ...(query.centres ?? [])].some(
    (v) => typeof v === 'string' && v.includes('\u0000'),
  );

/** A page from up to `limit + 1` realisations in gallery order (the one more tells that a next page exists). */
function pageOf(found: RealisationView[], limit: number | null): RealisationPage {
  const hasNextPage = limit !== null && found.length > limit;
  const items = hasNextPage ? found.slice(0, limit!) : found;
  return { items, hasNextPage, endCursor: items.length ? encodeCursor(items[items.length - 1]!) : null };
}

/**
 * The page `listPublicRealisations` answers for `query`, taken in memory from every active realisation in gallery
 * order: the same filters (centre, type), keyset and offset paging, checks and errors. Brand and model filters are
 * not taken here: the database's `lower()` decides what they match.
 */
export function pageOfActive(active: readonly RealisationView[], query: PublicQuery): RealisationPage {
  if (query.brand || query.model || (query.status && query.status !== 'active'))
    throw new Error('pageOfActive : filtre de marque, de modèle ou de statut non pris en charge');
  const cursor = query.after ? decodeCursor(query.after) : null;
  const { limit, offset } = pagingOf(query);
  if (hasNul(query)) return { items: [], hasNextPage: false, endCursor: null };
  const found = active.filter(
    (r) =>
      (!query.centre || r.centreId === query.centre) &&
      (!query.type || r.type === query.type) &&
      (!cursor || comesAfter(r, cursor)),
  );
  return pageOf(found.slice(offset, limit === null ? undefined : offset + limit + 1), limit);
}

/**
 * Every active realisation in gallery order, after changes whose results are `current` (each realisation as the
 * change left it, active or not). A realisation the page holds with a later `updatedAt` than its `current` state
 * keeps the page's state (see PublicRealisationCache.changed).
 */
export function withChanges(active: RealisationPage, current: readonly RealisationView[]): RealisationPage {
  const held = new Map(active.items.map((r) => [r.id, r]));
  const newerHeld = (r: RealisationView) => {
    const mine = held.get(r.id);
    return mine !== undefined && mine.updatedAt.getTime() > r.updatedAt.getTime();
  };
  const replaced = current.filter((r) => !newerHeld(r));
  const ids = new Set(replaced.map((r) => r.id));
  const items = [...active.items.filter((r) => !ids.has(r.id)), ...replaced.filter((r) => r.status === 'active')];
  return pageOf(items.sort(galleryOrder), null);
}

/** ORDER, in memory. */
function galleryOrder(a: RealisationView, b: RealisationView): number {
  if (a.featured !== b.featured) return a.featured ? -1 : 1;
  if (a.sortOrder !== b.sortOrder) return a.sortOrder - b.sortOrder;
  if (a.date !== b.date) return a.date > b.date ? -1 : 1;
  return b.id - a.id;
}

/** ORDER's keyset condition (the WHERE clause built for `after` above). */
function comesAfter(r: RealisationView, c: Cursor): boolean {
  if (r.featured !== c.featured) return c.featured;
  if (r.sortOrder !== c.sortOrder) return r.sortOrder > c.sortOrder;
  if (r.date !== c.date) return r.date < c.date;
  return r.id < c.id;
}

export async function findPublicRealisation(db: DataSource, id: number): Promise<RealisationView | null> {
  return findRealisation(db, id, { activeOnly: true });
}

/** One realisation with its gallery; null when absent or in the trash (or inactive, for public reads). */
export async function findRealisation(
  db: Pick<DataSource, 'query'>,
  id: number,
  options: { activeOnly: boolean },
): Promise<RealisationView | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const onlyActive = options.activeOnly ? ` AND r.status = 'active'` : '';
  const [row] = (await db.query(
    `SELECT ${REALISATION_COLUMNS}, ${GALLERY_JSON} FROM realisation r WHERE r.id = $1 AND ${NOT_TRASHED}${onlyActive}`,
    [id],
  )) as RealisationRow[];
  return row ? realisationFromRow(row) : null;
}

/** A row of REALISATION_COLUMNS and GALLERY_JSON, as the hot-path statements of this feature return it. */
export interface RealisationRow extends Omit<RealisationView, 'vehicle' | 'gallery'> {
  vehicle_brand: string;
  vehicle_model: string;
  vehicle_year: number | null;
  vehicle_engine: string;
  gallery: GalleryItemView[];
}

export function realisationFromRow(row: RealisationRow): RealisationView {
  const { vehicle_brand, vehicle_model, vehicle_year, vehicle_engine, ...rest } = row;
  return {
    ...rest,
    vehicle: { brand: vehicle_brand, model: vehicle_model, year: vehicle_year, engine: vehicle_engine },
  };
}

/** The spec's server form (section 3): snake_case fields, what the REST paths answer. */
export function toServerForm(r: RealisationView) {
  return {
    id: r.id,
    centre: r.centreId,
    type: r.type,
    title: r.title,
    slug: r.slug,
    description: r.description,
    media_url: r.mediaUrl,
    thumbnail_url: r.thumbnailUrl,
    vehicle_brand: r.vehicle.brand,
    vehicle_model: r.vehicle.model,
    vehicle_year: r.vehicle.year,
    vehicle_engine: r.vehicle.engine,
    modifications: r.modifications,
    power_before: r.powerBefore,
    power_after: r.powerAfter,
    torque_before: r.torqueBefore,
    torque_after: r.torqueAfter,
    // Not in the spec's form: an extra field, null when the job has no bench run.
    bench_run: r.benchRun,
    date: r.date,
    created_at: r.createdAt,
    featured: r.featured,
    sort_order: r.sortOrder,
    gallery: r.gallery.map((g) => ({
      url: g.url,
      type: g.type,
      alt: g.alt,
      isPrimary: g.isPrimary,
      sortOrder: g.sortOrder,
    })),
  };
}

/** The server form plus what only the admin sees: the status and the last change. */
export function toAdminServerForm(r: RealisationView) {
  return { ...toServerForm(r), status: r.status, updated_at: r.updatedAt };
}
