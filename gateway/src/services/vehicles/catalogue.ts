import { generationLabel } from '@garage/contract/generation-label';
import { paths as pagePaths } from '@garage/contract/paths';
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
import { estimateReasonsOf } from '../../content/vehicles/estimate-reasons.js';
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
  /** Its generations, oldest first, named as every page names them (`generationLabel`). */
  generations: string[];
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

/**
 * French order for the lists a visitor reads (« Dacia » before « DS », « Mégane » before « Modus », « iOn » among the
 * I): made here, once per cached list, so the browser shows the lists as they come and never builds a collator while
 * it hydrates. The database's own order depends on its collation (bytewise on the embedded one).
 */
const FRENCH_ORDER = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export const inFrenchOrder = <T extends { name: string }>(items: T[]): T[] =>
  items.sort((a, b) => FRENCH_ORDER.compare(a.name, b.name));

export async function listManufacturers(db: DataSource, type: string): Promise<ManufacturerView[] | null> {
  if (!isVehicleType(type)) return null;
  const rows = await db
    .getRepository(VehicleManufacturer)
    .createQueryBuilder('m')
    .innerJoin(VehicleModel, 'mo', 'mo.manufacturerId = m.id')
    .select('m.slug', 'slug')
    .addSelect('m.name', 'name')
    .addSelect('count(mo.id)::int', 'modelCount')
    .where('m.vehicleType = :type', { type })
    .groupBy('m.id')
    .getRawMany<ManufacturerView>();
  return inFrenchOrder(rows);
}

/**
 * A model of the catalogue with its manufacturer and all its engines (petrol before diesel, then by power and name):
 * the years, engines and engine of a model's pages are all read from it.
 */
interface ModelEngines {
  model: VehicleModel;
  engines: VehicleEngine[];
}

/** The model of a valid path with its engines: null when any segment does not exist. */
async function loadModel(db: DataSource, type: string, brand: string, model: string): Promise<ModelEngines | null> {
  if (!isVehicleType(type) || !isSlug(brand) || !isSlug(model)) return null;
  const found = await db
    .getRepository(VehicleModel)
    .createQueryBuilder('mo')
    .innerJoinAndSelect('mo.manufacturer', 'm')
    .where('m.vehicleType = :type AND m.slug = :brand AND mo.slug = :model', { type, brand, model })
    .getOne();
  if (!found) return null;
  const engines = await db
    .getRepository(VehicleEngine)
    .createQueryBuilder('e')
    .where('e.modelId = :modelId', { modelId: found.id })
    .orderBy('e.fuel')
    .addOrderBy('e.powerHp')
    .addOrderBy('e.name')
    .getMany();
  return { model: found, engines };
}

/** A manufacturer of a vehicle type by its slug, or null. */
function findManufacturer(db: DataSource, type: VehicleTypeId, slug: string) {
  return db
    .getRepository(VehicleManufacturer)
    .findOne({ select: { slug: true, name: true }, where: { vehicleType: type, slug } });
}

/** The reads a trail is made of (the database's, or the catalogue reader's cached copies). */
interface TrailReads {
  manufacturer(type: VehicleTypeId, slug: string): Promise<Pick<VehicleManufacturer, 'slug' | 'name'> | null>;
  model(type: string, brand: string, model: string): Promise<ModelEngines | null>;
}

export async function listModels(db: DataSource, type: string, brand: string): Promise<ModelView[] | null> {
  if (!isVehicleType(type) || !isSlug(brand)) return null;
  const manufacturer = await db
    .getRepository(VehicleManufacturer)
    .findOne({ select: { id: true }, where: { vehicleType: type, slug: brand } });
  if (!manufacturer) return null;
  const rows = await db
    .getRepository(VehicleModel)
    .createQueryBuilder('mo')
    .innerJoin(VehicleEngine, 'e', 'e.modelId = mo.id')
    .select('mo.slug', 'slug')
    .addSelect('mo.name', 'name')
    .addSelect('min(e.yearFrom)::int', 'yearFrom')
    .addSelect('max(coalesce(e.yearTo, :lastYear))::int', 'yearTo')
    .addSelect('count(e.id)::int', 'engineCount')
    // Each generation once, in the order its first engine came out.
    .addSelect(`array_remove(array_agg(e.generation ORDER BY e.yearFrom, e.generation), NULL)`, 'generationsByYear')
    .where('mo.manufacturerId = :id', { id: manufacturer.id, lastYear: lastYear() })
    .groupBy('mo.id')
    .getRawMany<Omit<ModelView, 'generations'> & { generationsByYear: string[] }>();
  return inFrenchOrder(
    rows.map(({ generationsByYear, ...model }) => ({
      ...model,
      generations: Array.from(new Set(generationsByYear.filter(Boolean)), (g) => generationLabel(model.name, g)!),
    })),
  );
}

/** Years in which the model had at least one engine, newest first. */
function yearsOf({ engines }: ModelEngines): number[] {
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

function toEngineView(engine: VehicleEngine, modelName: string): EngineView {
  const curated = curatedStages(engine);
  const view = {
    id: engine.id,
    slug: engine.slug,
    name: engine.name,
    // Named as the model list names it (`generationLabel`); '' without one.
    generation: generationLabel(modelName, engine.generation) ?? '',
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
  return { ...view, ...engineStages({ ...view, curated, estimateReasons: estimateReasonsOf(engine.naturalKey) }) };
}

/** Engines of a model on sale in a year (an engine still made, with no last year, runs to this year). */
const onSaleIn = (engine: VehicleEngine, year: number) =>
  engine.yearFrom <= year && (engine.yearTo ?? lastYear()) >= year;

/** Engines of the model available in that year, petrol before diesel, then by power; null when none. */
function enginesOfYear({ model, engines }: ModelEngines, year: number): EngineView[] | null {
  const onSale = Number.isInteger(year) ? engines.filter((e) => onSaleIn(e, year)) : [];
  return onSale.length ? onSale.map((e) => toEngineView(e, model.name)) : null;
}

/** One engine of the model, on sale in that year, or null. */
function engineOfYear({ model, engines }: ModelEngines, year: number, slug: string): EngineView | null {
  const row = Number.isInteger(year) ? engines.find((e) => e.slug === slug && onSaleIn(e, year)) : undefined;
  return row ? toEngineView(row, model.name) : null;
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
  reads: TrailReads = {
    manufacturer: (type, slug) => findManufacturer(db, type, slug),
    model: (type, brand, model) => loadModel(db, type, brand, model),
  },
): Promise<VehicleTrail> {
  const trail: VehicleTrail = { type: null, manufacturer: null, model: null, year: null, engine: null, invalid: null };
  if (path.type === undefined) return trail;
  const type = VEHICLE_TYPES.find((t) => t.id === path.type);
  if (!type) return { ...trail, invalid: 'type' };
  trail.type = { id: type.id, label: type.label };
  if (path.manufacturer === undefined) return trail;
  if (!isSlug(path.manufacturer)) return { ...trail, invalid: 'manufacturer' };
  const manufacturer = await reads.manufacturer(type.id, path.manufacturer);
  if (!manufacturer) return { ...trail, invalid: 'manufacturer' };
  trail.manufacturer = { slug: manufacturer.slug, name: manufacturer.name };
  if (path.model === undefined) return trail;
  const found = await reads.model(type.id, path.manufacturer, path.model);
  if (!found) return { ...trail, invalid: 'model' };
  trail.model = { slug: found.model.slug, name: found.model.name };
  if (path.year === undefined) return trail;
  const year = /^\d{4}$/.test(path.year) ? Number(path.year) : NaN;
  if (!yearsOf(found).includes(year)) return { ...trail, invalid: 'year' };
  trail.year = year;
  if (path.engine === undefined) return trail;
  const engine = engineOfYear(found, year, path.engine);
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
  const paths = VEHICLE_TYPES.map((t) => pagePaths.vehicle([t.id]));
  for (const m of manufacturers) {
    paths.push(pagePaths.vehicle([m.vehicleType, m.slug]));
    for (const mo of modelsByManufacturer.get(m.id) ?? []) {
      paths.push(pagePaths.vehicle([m.vehicleType, m.slug, mo.slug]));
      for (const e of enginesByModel.get(mo.id) ?? []) {
        paths.push(pagePaths.vehicle([m.vehicleType, m.slug, mo.slug, e.yearFrom, e.slug]));
      }
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
 * and again. A model is kept with all its engines: its years, each year's engines and each engine page (a crawl
 * reads a model's engines one after another) are then answered without the database.
 */
export function createCatalogueReader(db: DataSource) {
  const options = { ttlMs: CATALOGUE_CACHE_TTL_MS, maxEntries: 5000 };
  const model = memoizeWithTtl(
    (type: string, brand: string, name: string) => loadModel(db, type, brand, name),
    options,
  );
  const manufacturer = memoizeWithTtl((type: VehicleTypeId, slug: string) => findManufacturer(db, type, slug), options);
  return {
    manufacturers: memoizeWithTtl((type: string) => listManufacturers(db, type), options),
    models: memoizeWithTtl((type: string, brand: string) => listModels(db, type, brand), options),
    years: async (type: string, brand: string, name: string) => {
      const found = await model(type, brand, name);
      return found && yearsOf(found);
    },
    engines: async (type: string, brand: string, name: string, year: number) => {
      const found = await model(type, brand, name);
      return found && enginesOfYear(found, year);
    },
    engine: async (type: string, brand: string, name: string, year: number, engine: string) => {
      const found = await model(type, brand, name);
      return found && engineOfYear(found, year, engine);
    },
    trail: memoizeWithTtl(
      (type?: string, brand?: string, name?: string, year?: string, engine?: string) =>
        resolveTrail(db, { type, manufacturer: brand, model: name, year, engine }, { manufacturer, model }),
      options,
    ),
    sitemapPaths: memoizeWithTtl(() => catalogueSitemapPaths(db), options),
  };
}

export type CatalogueReader = ReturnType<typeof createCatalogueReader>;
