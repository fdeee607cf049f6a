import type { DataSource } from 'typeorm';
import {
  ASPIRATION_LABELS,
  FUEL_LABELS,
  VEHICLE_TYPES,
  type Aspiration,
  type Fuel,
  type VehicleTypeId,
} from '../../content/vehicle-types.js';
import { VehicleEngine, VehicleManufacturer, VehicleModel } from '../../entities/vehicle.js';
import { memoizeWithTtl } from '../../lib/ttl-cache.js';
import { engineStages, type NoEstimateReason, type StageFigures } from './stages.js';

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
  /** The catalogue row's id (not published: realisations point to it). */
  id: number;
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
  stageThreeOnQuote: boolean;
  noEstimateReason: NoEstimateReason | null;
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
  return db
    .getRepository(VehicleManufacturer)
    .createQueryBuilder('m')
    .innerJoin(VehicleModel, 'mo', 'mo.manufacturerId = m.id')
    .select('m.slug', 'slug')
    .addSelect('m.name', 'name')
    .addSelect('count(mo.id)::int', 'modelCount')
    .where('m.vehicleType = :type', { type })
    .groupBy('m.id')
    .orderBy('m.name')
    .getRawMany<ManufacturerView>();
}

/** The model of a valid path, with its manufacturer: null when any segment does not exist. */
async function findModel(db: DataSource, type: string, brand: string, model: string): Promise<VehicleModel | null> {
  if (!isVehicleType(type) || !isSlug(brand) || !isSlug(model)) return null;
  return db
    .getRepository(VehicleModel)
    .createQueryBuilder('mo')
    .innerJoinAndSelect('mo.manufacturer', 'm')
    .where('m.vehicleType = :type AND m.slug = :brand AND mo.slug = :model', { type, brand, model })
    .getOne();
}

export async function listModels(db: DataSource, type: string, brand: string): Promise<ModelView[] | null> {
  if (!isVehicleType(type) || !isSlug(brand)) return null;
  const manufacturer = await db
    .getRepository(VehicleManufacturer)
    .findOne({ select: { id: true }, where: { vehicleType: type, slug: brand } });
  if (!manufacturer) return null;
  return db
    .getRepository(VehicleModel)
    .createQueryBuilder('mo')
    .innerJoin(VehicleEngine, 'e', 'e.modelId = mo.id')
    .select('mo.slug', 'slug')
    .addSelect('mo.name', 'name')
    .addSelect('min(e.yearFrom)::int', 'yearFrom')
    .addSelect('max(coalesce(e.yearTo, :lastYear))::int', 'yearTo')
    .addSelect('count(e.id)::int', 'engineCount')
    .where('mo.manufacturerId = :id', { id: manufacturer.id, lastYear: lastYear() })
    .groupBy('mo.id')
    .orderBy('mo.name')
    .getRawMany<ModelView>();
}

/** Years in which the model had at least one engine, newest first. */
export async function listYears(db: DataSource, type: string, brand: string, model: string): Promise<number[] | null> {
  const found = await findModel(db, type, brand, model);
  if (!found) return null;
  const engines = await db
    .getRepository(VehicleEngine)
    .find({ select: { yearFrom: true, yearTo: true }, where: { modelId: found.id } });
  const years = new Set<number>();
  for (const { yearFrom, yearTo } of engines) for (let y = yearFrom; y <= (yearTo ?? lastYear()); y++) years.add(y);
  return [...years].sort((a, b) => b - a);
}

/** The garage's own stage figures of an engine, stage 1 to 3, null where it has none. */
export const curatedStages = (engine: VehicleEngine) =>
  [
    [engine.stage1PowerHp, engine.stage1TorqueNm],
    [engine.stage2PowerHp, engine.stage2TorqueNm],
    [engine.stage3PowerHp, engine.stage3TorqueNm],
  ].map(([powerHp, torqueNm]) => (powerHp && torqueNm ? { powerHp, torqueNm } : null));

function toEngineView(engine: VehicleEngine): EngineView {
  const curated = curatedStages(engine);
  const view = {
    id: engine.id,
    slug: engine.slug,
    name: engine.name,
    generation: engine.generation,
    fuel: engine.fuel,
    fuelLabel: FUEL_LABELS[engine.fuel],
    aspiration: engine.aspiration,
    aspirationLabel: ASPIRATION_LABELS[engine.aspiration],
    engineCode: engine.engineCode,
    displacementCc: engine.displacementCc,
    cylinders: engine.cylinders,
    powerHp: engine.powerHp,
    torqueNm: engine.torqueNm,
    yearFrom: engine.yearFrom,
    yearTo: engine.yearTo,
    remappable: engine.remappable,
  };
  return { ...view, ...engineStages({ ...view, curated }) };
}

/** Engines of a model on sale in a year (an engine still made, with no last year, runs to this year). */
function enginesOfYear(db: DataSource, modelId: number, year: number) {
  return db
    .getRepository(VehicleEngine)
    .createQueryBuilder('e')
    .where('e.modelId = :modelId AND e.yearFrom <= :year AND coalesce(e.yearTo, :lastYear) >= :year', {
      modelId,
      year,
      lastYear: lastYear(),
    });
}

/** Engines of the model available in that year, petrol before diesel, then by power. */
export async function listEngines(
  db: DataSource,
  type: string,
  brand: string,
  model: string,
  year: number,
): Promise<EngineView[] | null> {
  const found = await findModel(db, type, brand, model);
  if (!found || !Number.isInteger(year)) return null;
  const engines = await enginesOfYear(db, found.id, year)
    .orderBy('e.fuel')
    .addOrderBy('e.powerHp')
    .addOrderBy('e.name')
    .getMany();
  return engines.length ? engines.map(toEngineView) : null;
}

export async function findEngine(
  db: DataSource,
  type: string,
  brand: string,
  model: string,
  year: number,
  engine: string,
): Promise<EngineView | null> {
  const found = await findModel(db, type, brand, model);
  if (!found || !Number.isInteger(year) || !isSlug(engine)) return null;
  const row = await enginesOfYear(db, found.id, year).andWhere('e.slug = :engine', { engine }).getOne();
  return row ? toEngineView(row) : null;
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
  const manufacturer = await db
    .getRepository(VehicleManufacturer)
    .findOne({ select: { slug: true, name: true }, where: { vehicleType: type.id, slug: path.manufacturer } });
  if (!manufacturer) return { ...trail, invalid: 'manufacturer' };
  trail.manufacturer = { slug: manufacturer.slug, name: manufacturer.name };
  if (path.model === undefined) return trail;
  const model = await findModel(db, type.id, path.manufacturer, path.model);
  if (!model) return { ...trail, invalid: 'model' };
  trail.model = { slug: model.slug, name: model.name };
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
  const [manufacturers, models, engines] = await Promise.all([
    db.getRepository(VehicleManufacturer).find({ order: { vehicleType: 'ASC', slug: 'ASC' } }),
    db.getRepository(VehicleModel).find({ order: { slug: 'ASC' } }),
    db.getRepository(VehicleEngine).find({
      select: { modelId: true, slug: true, yearFrom: true },
      order: { slug: 'ASC' },
    }),
  ]);
  const enginesByModel = groupBy(engines, (e) => e.modelId);
  const modelsByManufacturer = groupBy(models, (m) => m.manufacturerId);
  const paths = VEHICLE_TYPES.map((t) => `/reprogrammation/${t.id}`);
  for (const m of manufacturers) {
    const brandPath = `/reprogrammation/${m.vehicleType}/${m.slug}`;
    paths.push(brandPath);
    for (const mo of modelsByManufacturer.get(m.id) ?? []) {
      paths.push(`${brandPath}/${mo.slug}`);
      for (const e of enginesByModel.get(mo.id) ?? []) paths.push(`${brandPath}/${mo.slug}/${e.yearFrom}/${e.slug}`);
    }
  }
  return paths;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
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
