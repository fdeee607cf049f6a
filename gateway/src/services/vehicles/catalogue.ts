import type { DataSource } from 'typeorm';
import {
  ASPIRATION_LABELS,
  FUEL_LABELS,
  VEHICLE_TYPES,
  type Aspiration,
  type Fuel,
  type VehicleTypeId,
} from '../../content/vehicle-types.js';
import { memoizeWithTtl } from '../../lib/ttl-cache.js';
import { engineStages, type StageFigures } from './stages.js';

/**
 * Reads of the vehicle catalogue, one level at a time: type -> manufacturer -> model -> year -> engine.
 * Every list is bounded by the level above it (at most a few dozen rows), so none needs paging.
 * Each function answers null when a segment of the path does not exist.
 */

export interface ManufacturerView {
  slug: string;
  name: string;
  modelCount: number;
}
export interface ModelView {
  slug: string;
  name: string;
  yearFrom: number;
  yearTo: number;
  engineCount: number;
}
export interface EngineView {
  slug: string;
  name: string;
  generation: string;
  fuel: Fuel;
  fuelLabel: string;
  aspiration: Aspiration;
  aspirationLabel: string;
  engineCode: string;
  displacementCc: number;
  cylinders: number;
  powerHp: number;
  torqueNm: number;
  yearFrom: number;
  yearTo: number | null;
  remappable: boolean;
  stages: StageFigures[];
}

export const isVehicleType = (type: string): type is VehicleTypeId => VEHICLE_TYPES.some((t) => t.id === type);
/**
 * Every slug of the catalogue is made by `slugify` (lowercase letters, digits, dashes): anything else cannot exist
 * and never reaches the database (PostgreSQL refuses NUL characters in text, for one).
 */
const isSlug = (text: string | undefined) => typeof text === 'string' && /^[a-z0-9-]{1,200}$/.test(text);
const lastYear = () => new Date().getFullYear();

export async function listManufacturers(db: DataSource, type: string): Promise<ManufacturerView[] | null> {
  if (!isVehicleType(type)) return null;
  return db.query(
    `SELECT m.slug, m.name, count(mo.id)::int AS "modelCount"
       FROM vehicle_manufacturer m JOIN vehicle_model mo ON mo.manufacturer_id = m.id
      WHERE m.vehicle_type = $1
      GROUP BY m.id ORDER BY m.name`,
    [type],
  );
}

async function manufacturerId(db: DataSource, type: string, brand: string): Promise<number | null> {
  if (!isVehicleType(type) || !isSlug(brand)) return null;
  const [row] = await db.query('SELECT id FROM vehicle_manufacturer WHERE vehicle_type = $1 AND slug = $2', [
    type,
    brand,
  ]);
  return row?.id ?? null;
}

async function modelId(db: DataSource, type: string, brand: string, model: string): Promise<number | null> {
  if (!isVehicleType(type) || !isSlug(brand) || !isSlug(model)) return null;
  const [row] = await db.query(
    `SELECT mo.id FROM vehicle_model mo JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
      WHERE m.vehicle_type = $1 AND m.slug = $2 AND mo.slug = $3`,
    [type, brand, model],
  );
  return row?.id ?? null;
}

export async function listModels(db: DataSource, type: string, brand: string): Promise<ModelView[] | null> {
  const id = await manufacturerId(db, type, brand);
  if (id === null) return null;
  return db.query(
    `SELECT mo.slug, mo.name, min(e.year_from)::int AS "yearFrom",
            max(coalesce(e.year_to, $2))::int AS "yearTo", count(e.id)::int AS "engineCount"
       FROM vehicle_model mo JOIN vehicle_engine e ON e.model_id = mo.id
      WHERE mo.manufacturer_id = $1
      GROUP BY mo.id ORDER BY mo.name`,
    [id, lastYear()],
  );
}

/** Years in which the model had at least one engine, newest first. */
export async function listYears(db: DataSource, type: string, brand: string, model: string): Promise<number[] | null> {
  const id = await modelId(db, type, brand, model);
  if (id === null) return null;
  const rows: { year: number }[] = await db.query(
    `SELECT DISTINCT y::int AS year
       FROM vehicle_engine e, generate_series(e.year_from, coalesce(e.year_to, $2)) AS y
      WHERE e.model_id = $1
      ORDER BY year DESC`,
    [id, lastYear()],
  );
  return rows.map((r) => r.year);
}

const ENGINE_COLUMNS = `e.slug, e.name, e.generation, e.fuel, e.aspiration, e.engine_code AS "engineCode",
  e.displacement_cc AS "displacementCc", e.cylinders, e.power_hp AS "powerHp", e.torque_nm AS "torqueNm",
  e.year_from AS "yearFrom", e.year_to AS "yearTo", e.remappable,
  e.stage1_power_hp AS s1p, e.stage1_torque_nm AS s1t, e.stage2_power_hp AS s2p, e.stage2_torque_nm AS s2t,
  e.stage3_power_hp AS s3p, e.stage3_torque_nm AS s3t`;

type EngineRow = Omit<EngineView, 'stages' | 'fuelLabel' | 'aspirationLabel'> &
  Record<`s${1 | 2 | 3}${'p' | 't'}`, number | null>;

function toEngineView(type: VehicleTypeId, row: EngineRow): EngineView {
  const { s1p, s1t, s2p, s2t, s3p, s3t, ...engine } = row;
  const curated = [
    [s1p, s1t],
    [s2p, s2t],
    [s3p, s3t],
  ].map(([powerHp, torqueNm]) => (powerHp && torqueNm ? { powerHp, torqueNm } : null));
  return {
    ...engine,
    fuelLabel: FUEL_LABELS[engine.fuel],
    aspirationLabel: ASPIRATION_LABELS[engine.aspiration],
    stages: engineStages({ ...engine, vehicleType: type, curated }),
  };
}

/** Engines of the model available in that year, petrol before diesel, then by power. */
export async function listEngines(
  db: DataSource,
  type: string,
  brand: string,
  model: string,
  year: number,
): Promise<EngineView[] | null> {
  const id = await modelId(db, type, brand, model);
  if (id === null || !Number.isInteger(year)) return null;
  const rows: EngineRow[] = await db.query(
    `SELECT ${ENGINE_COLUMNS} FROM vehicle_engine e
      WHERE e.model_id = $1 AND e.year_from <= $2 AND coalesce(e.year_to, $3) >= $2
      ORDER BY e.fuel, e.power_hp, e.name`,
    [id, year, lastYear()],
  );
  return rows.length ? rows.map((r) => toEngineView(type as VehicleTypeId, r)) : null;
}

export async function findEngine(
  db: DataSource,
  type: string,
  brand: string,
  model: string,
  year: number,
  engine: string,
): Promise<EngineView | null> {
  const id = await modelId(db, type, brand, model);
  if (id === null || !Number.isInteger(year) || !isSlug(engine)) return null;
  const [row]: EngineRow[] = await db.query(
    `SELECT ${ENGINE_COLUMNS} FROM vehicle_engine e
      WHERE e.model_id = $1 AND e.slug = $2 AND e.year_from <= $3 AND coalesce(e.year_to, $4) >= $3`,
    [id, engine, year, lastYear()],
  );
  return row ? toEngineView(type as VehicleTypeId, row) : null;
}

/** Names of the levels of a path, as far as it is valid (for breadcrumbs and "nearest valid level"). */
export interface VehicleTrail {
  type: { id: string; label: string } | null;
  manufacturer: { slug: string; name: string } | null;
  model: { slug: string; name: string } | null;
  year: number | null;
  engine: EngineView | null;
  /** The first segment that does not exist, if any. */
  invalid: 'type' | 'manufacturer' | 'model' | 'year' | 'engine' | null;
}

export async function resolveTrail(
  db: DataSource,
  path: { type?: string; manufacturer?: string; model?: string; year?: string; engine?: string },
): Promise<VehicleTrail> {
  const trail: VehicleTrail = { type: null, manufacturer: null, model: null, year: null, engine: null, invalid: null };
  if (path.type === undefined) return trail;
  const type = VEHICLE_TYPES.find((t) => t.id === path.type);
  if (!type) return { ...trail, invalid: 'type' };
  trail.type = { id: type.id, label: type.label };
  if (path.manufacturer === undefined) return trail;
  if (!isSlug(path.manufacturer)) return { ...trail, invalid: 'manufacturer' };
  const [manufacturer] = await db.query(
    'SELECT slug, name FROM vehicle_manufacturer WHERE vehicle_type = $1 AND slug = $2',
    [type.id, path.manufacturer],
  );
  if (!manufacturer) return { ...trail, invalid: 'manufacturer' };
  trail.manufacturer = manufacturer;
  if (path.model === undefined) return trail;
  if (!isSlug(path.model)) return { ...trail, invalid: 'model' };
  const [model] = await db.query(
    `SELECT mo.slug, mo.name FROM vehicle_model mo JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
      WHERE m.vehicle_type = $1 AND m.slug = $2 AND mo.slug = $3`,
    [type.id, path.manufacturer, path.model],
  );
  if (!model) return { ...trail, invalid: 'model' };
  trail.model = model;
  if (path.year === undefined) return trail;
  const year = /^\d{4}$/.test(path.year) ? Number(path.year) : NaN;
  const years = await listYears(db, type.id, path.manufacturer, path.model);
  if (!years?.includes(year)) return { ...trail, invalid: 'year' };
  trail.year = year;
  if (path.engine === undefined) return trail;
  const engine = await findEngine(db, type.id, path.manufacturer, path.model, year, path.engine);
  if (!engine) return { ...trail, invalid: 'engine' };
  trail.engine = engine;
  return trail;
}

/** Canonical configurator paths of the whole catalogue (an engine's canonical year is its first one). */
export async function catalogueSitemapPaths(db: DataSource): Promise<string[]> {
  const rows: { type: string; brand: string; model: string | null; year: number | null; engine: string | null }[] =
    await db.query(
      `SELECT m.vehicle_type AS type, m.slug AS brand, NULL AS model, NULL::int AS year, NULL AS engine
         FROM vehicle_manufacturer m
       UNION ALL
       SELECT m.vehicle_type, m.slug, mo.slug, NULL, NULL
         FROM vehicle_model mo JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
       UNION ALL
       SELECT m.vehicle_type, m.slug, mo.slug, e.year_from, e.slug
         FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id
       ORDER BY 1, 2, 3 NULLS FIRST, 5 NULLS FIRST`,
    );
  return [
    ...VEHICLE_TYPES.map((t) => `/reprogrammation/${t.id}`),
    ...rows.map((r) =>
      ['/reprogrammation', r.type, r.brand, r.model, r.year, r.engine].filter((s) => s !== null).join('/'),
    ),
  ];
}

/** How long a catalogue answer is kept in memory: an import shows on the site within this delay. */
export const CATALOGUE_CACHE_TTL_MS = 60_000;

/**
 * The catalogue reads of one process, kept in memory for CATALOGUE_CACHE_TTL_MS: the catalogue changes only when
 * the garage imports a file, and the configurator's pages and the engine pages' HTML read the same few rows again
 * and again.
 */
export function createCatalogueReader(db: DataSource) {
  const options = { ttlMs: CATALOGUE_CACHE_TTL_MS, maxEntries: 5000 };
  return {
    manufacturers: memoizeWithTtl((type: string) => listManufacturers(db, type), options),
    models: memoizeWithTtl((type: string, brand: string) => listModels(db, type, brand), options),
    years: memoizeWithTtl((type: string, brand: string, model: string) => listYears(db, type, brand, model), options),
    engines: memoizeWithTtl(
      (type: string, brand: string, model: string, year: number) => listEngines(db, type, brand, model, year),
      options,
    ),
    engine: memoizeWithTtl(
      (type: string, brand: string, model: string, year: number, engine: string) =>
        findEngine(db, type, brand, model, year, engine),
      options,
    ),
    trail: memoizeWithTtl(
      (type?: string, manufacturer?: string, model?: string, year?: string, engine?: string) =>
        resolveTrail(db, { type, manufacturer, model, year, engine }),
      options,
    ),
    sitemapPaths: memoizeWithTtl(() => catalogueSitemapPaths(db), options),
  };
}

export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
