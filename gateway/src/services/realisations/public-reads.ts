import type { DataSource } from 'typeorm';
import { badRequest } from '../../lib/http-error.js';

/** A realisation as the public pages see it (only active ones are ever read here). */
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
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  featured: boolean;
  sortOrder: number;
  createdAt: Date;
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

const COLUMNS = `r.id, r.centre_id AS "centreId", r.type, r.title, r.slug, r.description, to_char(r.date, 'YYYY-MM-DD') AS date,
  r.vehicle_brand, r.vehicle_model, r.vehicle_year, r.vehicle_engine, r.modifications,
  r.power_before AS "powerBefore", r.power_after AS "powerAfter", r.torque_before AS "torqueBefore",
  r.torque_after AS "torqueAfter", r.media_url AS "mediaUrl", r.thumbnail_url AS "thumbnailUrl", r.featured,
  r.sort_order AS "sortOrder", r.created_at AS "createdAt"`;

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

function decodeCursor(cursor: string): Cursor {
  try {
    const [featured, sortOrder, date, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof featured === 'boolean' &&
      Number.isInteger(sortOrder) &&
      typeof date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      Number.isInteger(id)
    ) {
      return { featured, sortOrder: sortOrder as number, date, id: id as number };
    }
  } catch {
    // falls through
  }
  throw badRequest('Curseur de pagination invalide');
}

export interface PublicQuery {
  centre?: string | null;
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

/** Active realisations in gallery order, with their galleries (two queries, whatever the page size). */
export async function listPublicRealisations(db: DataSource, query: PublicQuery): Promise<RealisationPage> {
  const where = ["r.status = 'active'"];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.centre) where.push(`r.centre_id = ${param(query.centre)}`);
  if (query.type) where.push(`r.type = ${param(query.type)}`);
  if (query.brand) where.push(`lower(r.vehicle_brand) = lower(${param(query.brand)})`);
  if (query.model) where.push(`lower(r.vehicle_model) = lower(${param(query.model)})`);
  if (query.after) {
    const c = decodeCursor(query.after);
    const [f, s, d, i] = [param(c.featured), param(c.sortOrder), param(c.date), param(c.id)];
    where.push(`(r.featured < ${f} OR (r.featured = ${f} AND (r.sort_order > ${s} OR (r.sort_order = ${s} AND
      (r.date < ${d}::date OR (r.date = ${d}::date AND r.id < ${i}))))))`);
  }
  const limit = query.limit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE))
    throw badRequest(`limit doit être un entier entre 1 et ${MAX_PAGE_SIZE}`);
  const offset = query.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('offset doit être un entier positif ou nul');
  const page = limit === null ? '' : ` LIMIT ${param(limit + 1)}`;
  const skip = offset ? ` OFFSET ${param(offset)}` : '';
  const rows = await db.query(
    `SELECT ${COLUMNS} FROM realisation r WHERE ${where.join(' AND ')} ORDER BY ${ORDER}${page}${skip}`,
    params,
  );
  const hasNextPage = limit !== null && rows.length > limit;
  const items = await withGalleries(db, (hasNextPage ? rows.slice(0, limit!) : rows).map(toView));
  return { items, hasNextPage, endCursor: items.length ? encodeCursor(items[items.length - 1]!) : null };
}

export async function findPublicRealisation(db: DataSource, id: number): Promise<RealisationView | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db.query(`SELECT ${COLUMNS} FROM realisation r WHERE r.id = $1 AND r.status = 'active'`, [id]);
  if (!row) return null;
  const [view] = await withGalleries(db, [toView(row)]);
  return view!;
}

async function withGalleries(db: DataSource, items: RealisationView[]): Promise<RealisationView[]> {
  if (!items.length) return items;
  const rows: (GalleryItemView & { realisationId: number })[] = await db.query(
    `SELECT realisation_id AS "realisationId", url, type, alt, is_primary AS "isPrimary", sort_order AS "sortOrder"
       FROM realisation_gallery_item WHERE realisation_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [items.map((i) => i.id)],
  );
  const byRealisation = new Map<number, GalleryItemView[]>();
  for (const { realisationId, ...item } of rows) {
    byRealisation.set(realisationId, [...(byRealisation.get(realisationId) ?? []), item]);
  }
  return items.map((item) => ({ ...item, gallery: byRealisation.get(item.id) ?? [] }));
}

function toView(row: Record<string, unknown>): RealisationView {
  const { vehicle_brand, vehicle_model, vehicle_year, vehicle_engine, ...rest } = row;
  return {
    ...(rest as Omit<RealisationView, 'vehicle' | 'gallery'>),
    vehicle: {
      brand: vehicle_brand as string,
      model: vehicle_model as string,
      year: vehicle_year as number | null,
      engine: vehicle_engine as string,
    },
    gallery: [],
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
