import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { CatalogueSeed, VehicleEngine } from '../../entities/vehicle.js';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { repoRoot } from '../../lib/paths.js';
import { parseCatalogueCsv, rowKey, slugify, type CatalogueRow, type RowError } from './catalogue-rows.js';
import { ALIAS_SEPARATOR } from './engine-names.js';
import { InvalidInputError } from '../../lib/domain-errors.js';

export interface ImportSummary {
  manufacturers: number;
  models: number;
  engines: number;
}

/**
 * Adds or updates catalogue rows (matched on type, brand, model, generation and engine), in the caller's
 * transaction. Engine slugs are the engine's name, plus the generation when two generations of a model share it.
 *
 * The three upserts are raw `unnest` statements on purpose (decision 020): loading the shipped catalogue (3,300
 * engines) takes 0.8 s this way against 3.5 s through TypeORM's insert builder, on every first start.
 */
export async function upsertCatalogueRows(manager: EntityManager, rows: CatalogueRow[]): Promise<ImportSummary> {
  if (!rows.length) return { manufacturers: 0, models: 0, engines: 0 };

  const manufacturers = uniqueBy(rows, (r) => `${r.type}/${slugify(r.brand)}`);
  const manufacturerIds = new Map<string, number>();
  for (const chunk of chunks([...manufacturers.values()], 1000)) {
    const result: { id: number; vehicle_type: string; slug: string }[] = await manager.query(
      `INSERT INTO vehicle_manufacturer (vehicle_type, slug, name)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
       ON CONFLICT (vehicle_type, slug) DO UPDATE SET name = EXCLUDED.name
       RETURNING id, vehicle_type, slug`,
      [chunk.map((r) => r.type), chunk.map((r) => slugify(r.brand)), chunk.map((r) => r.brand)],
    );
    for (const m of result) manufacturerIds.set(`${m.vehicle_type}/${m.slug}`, m.id);
  }

  const modelKey = (r: CatalogueRow) => `${r.type}/${slugify(r.brand)}/${slugify(r.model)}`;
  const models = uniqueBy(rows, modelKey);
  const modelIds = new Map<string, number>();
  for (const chunk of chunks([...models.entries()], 1000)) {
    const ids = chunk.map(([, r]) => manufacturerIds.get(`${r.type}/${slugify(r.brand)}`)!);
    const result: { id: number; manufacturer_id: number; slug: string }[] = await manager.query(
      `INSERT INTO vehicle_model (manufacturer_id, slug, name)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[])
       ON CONFLICT (manufacturer_id, slug) DO UPDATE SET name = EXCLUDED.name
       RETURNING id, manufacturer_id, slug`,
      [ids, chunk.map(([, r]) => slugify(r.model)), chunk.map(([, r]) => r.model)],
    );
    const byManufacturerSlug = new Map(result.map((m) => [`${m.manufacturer_id}/${m.slug}`, m.id]));
    chunk.forEach(([key, r], i) => modelIds.set(key, byManufacturerSlug.get(`${ids[i]}/${slugify(r.model)}`)!));
  }

  await takeOverAliasedRows(manager, rows);
  // Engine slugs must be unique within a model, across this import and what the database already holds.
  const existing = await manager.getRepository(VehicleEngine).find({
    select: { modelId: true, slug: true, naturalKey: true },
    where: { modelId: In([...new Set(modelIds.values())]) },
  });
  const takenBy = new Map(existing.map((e) => [`${e.modelId}/${e.slug}`, e.naturalKey]));
  // Generations of each model that use the same engine name within this import.
  const generationsByName = new Map<string, Set<string>>();
  for (const r of rows) {
    const name = `${modelKey(r)}/${slugify(r.engine)}`;
    generationsByName.set(name, (generationsByName.get(name) ?? new Set()).add(r.generation));
  }
  const planned = rows.map((r) => {
    const modelId = modelIds.get(modelKey(r))!;
    const key = rowKey(r);
    let slug = slugify(r.engine);
    const owner = takenBy.get(`${modelId}/${slug}`);
    const sharedName = generationsByName.get(`${modelKey(r)}/${slug}`)!.size > 1;
    if ((owner && owner !== key) || sharedName) slug = slugify(`${r.engine} ${r.generation || r.yearFrom}`);
    takenBy.set(`${modelId}/${slug}`, key);
    return { r, modelId, key, slug };
  });

  for (const chunk of chunks(planned, 500)) {
    const col = <T>(pick: (p: (typeof planned)[number]) => T) => chunk.map(pick);
    await manager.query(
      `INSERT INTO vehicle_engine (model_id, slug, generation, name, fuel, aspiration, engine_code, displacement_cc,
         cylinders, power_hp, torque_nm, year_from, year_to, remappable, stage1_power_hp, stage1_torque_nm,
         stage2_power_hp, stage2_torque_nm, stage3_power_hp, stage3_torque_nm, natural_key, aliases)
       SELECT model_id, slug, generation, name, fuel, aspiration, engine_code, displacement_cc, cylinders, power_hp,
         torque_nm, year_from, year_to, remappable, s1p, s1t, s2p, s2t, s3p, s3t, natural_key,
         CASE WHEN aliases = '' THEN '{}'::text[] ELSE string_to_array(aliases, $23) END
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
         $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::bool[], $15::int[], $16::int[],
         $17::int[], $18::int[], $19::int[], $20::int[], $21::text[], $22::text[])
         AS r(model_id, slug, generation, name, fuel, aspiration, engine_code, displacement_cc, cylinders, power_hp,
           torque_nm, year_from, year_to, remappable, s1p, s1t, s2p, s2t, s3p, s3t, natural_key, aliases)
       ON CONFLICT (natural_key) DO UPDATE SET
         slug = EXCLUDED.slug, name = EXCLUDED.name, aliases = EXCLUDED.aliases, fuel = EXCLUDED.fuel,
         aspiration = EXCLUDED.aspiration,
         engine_code = EXCLUDED.engine_code, displacement_cc = EXCLUDED.displacement_cc, cylinders = EXCLUDED.cylinders,
         power_hp = EXCLUDED.power_hp, torque_nm = EXCLUDED.torque_nm, year_from = EXCLUDED.year_from,
         year_to = EXCLUDED.year_to, remappable = EXCLUDED.remappable,
         stage1_power_hp = EXCLUDED.stage1_power_hp, stage1_torque_nm = EXCLUDED.stage1_torque_nm,
         stage2_power_hp = EXCLUDED.stage2_power_hp, stage2_torque_nm = EXCLUDED.stage2_torque_nm,
         stage3_power_hp = EXCLUDED.stage3_power_hp, stage3_torque_nm = EXCLUDED.stage3_torque_nm,
         updated_at = now()`,
      [
        col((p) => p.modelId),
        col((p) => p.slug),
        col((p) => p.r.generation),
        col((p) => p.r.engine),
        col((p) => p.r.fuel),
        col((p) => p.r.aspiration),
        col((p) => p.r.engineCode),
        col((p) => p.r.displacementCc),
        col((p) => p.r.cylinders),
        col((p) => p.r.powerHp),
        col((p) => p.r.torqueNm),
        col((p) => p.r.yearFrom),
        col((p) => p.r.yearTo),
        col((p) => p.r.remappable),
        ...[0, 1, 2].flatMap((i) => [
          col((p) => p.r.stages[i]?.powerHp ?? null),
          col((p) => p.r.stages[i]?.torqueNm ?? null),
        ]),
        col((p) => p.key),
        col((p) => p.r.aliases.join(ALIAS_SEPARATOR)),
        ALIAS_SEPARATOR,
      ],
    );
  }
  return { manufacturers: manufacturers.size, models: models.size, engines: rows.length };
}

/**
 * A stored row whose name is now an alias of an imported row of the same generation is that engine under a former
 * name (a rename or a merge in the catalogue): the first such row takes the imported row's key, so the upsert
 * updates it in place and its id, links and realisations stay; any other such row has its realisations moved to it
 * and is removed. Runs before slugs are chosen, so an existing database ends with the slugs of a fresh one.
 */
async function takeOverAliasedRows(manager: EntityManager, rows: CatalogueRow[]): Promise<void> {
  const keys = new Set(rows.map(rowKey));
  const pairs = rows.flatMap((r) =>
    r.aliases
      .map((alias) => ({ old: rowKey({ ...r, engine: alias }), current: rowKey(r) }))
      .filter((pair) => !keys.has(pair.old)),
  );
  if (!pairs.length) return;
  const params = [pairs.map((p) => p.old), pairs.map((p) => p.current)];
  const pair = 'SELECT * FROM unnest($1::text[], $2::text[]) AS p(old_key, current_key)';
  await manager.query(
    `UPDATE vehicle_engine e SET natural_key = first.current_key
     FROM (SELECT DISTINCT ON (p.current_key) p.old_key, p.current_key
           FROM (${pair}) p JOIN vehicle_engine o ON o.natural_key = p.old_key
           ORDER BY p.current_key, o.id) first
     WHERE e.natural_key = first.old_key
       AND NOT EXISTS (SELECT 1 FROM vehicle_engine c WHERE c.natural_key = first.current_key)`,
    params,
  );
  await manager.query(
    `UPDATE realisation SET engine_id = current.id
     FROM (${pair}) p
     JOIN vehicle_engine old ON old.natural_key = p.old_key
     JOIN vehicle_engine current ON current.natural_key = p.current_key
     WHERE realisation.engine_id = old.id`,
    params,
  );
  await manager.query('DELETE FROM vehicle_engine WHERE natural_key = ANY($1::text[])', [params[0]]);
}

/** Rows of an imported catalogue that break its rules, by line: nothing of the file was imported. */
export class CatalogueImportError extends InvalidInputError {
  constructor(readonly errors: RowError[]) {
    super(
      `${errors.length} ligne(s) invalide(s) : ${errors
        .slice(0, 5)
        .map((e) => `ligne ${e.line} : ${e.message}`)
        .join(' ; ')}`,
      Object.fromEntries(errors.slice(0, 50).map((e) => [`ligne ${e.line}`, e.message])),
    );
  }
}

/** Imports a CSV file's text: all rows or none. Throws a CatalogueImportError listing every bad row. */
export async function importCatalogueCsv(dataSource: DataSource, csv: string): Promise<ImportSummary> {
  const { rows, errors } = parseCatalogueCsv(csv);
  if (errors.length) throw new CatalogueImportError(errors);
  return dataSource.transaction((manager) => upsertCatalogueRows(manager, rows));
}

const seedDir = path.join(repoRoot, 'gateway', 'src', 'content', 'vehicles');

/**
 * Loads the catalogue shipped in gateway/src/content/vehicles at start-up, only when those files changed since the
 * last load (their hash is kept), so restarts are fast and never duplicate anything. Rows the garage imported
 * itself are kept; shipped rows are updated.
 */
export async function seedCatalogue(dataSource: DataSource): Promise<ImportSummary | null> {
  const files = VEHICLE_TYPES.map((t) => readFileSync(path.join(seedDir, t.file), 'utf8'));
  const hash = createHash('sha256').update(files.join('\n\u0000\n')).digest('hex');
  const current = await dataSource.getRepository(CatalogueSeed).findOneBy({ id: 1 });
  if (current?.contentHash === hash) return null;
  const parsed = files.map((file, i) => ({ file: VEHICLE_TYPES[i]!.file, ...parseCatalogueCsv(file) }));
  const bad = parsed.find((p) => p.errors.length);
  if (bad) throw new Error(`Catalogue livré invalide (${bad.file}) : ${new CatalogueImportError(bad.errors).message}`);
  return dataSource.transaction(async (manager) => {
    const summary = await upsertCatalogueRows(
      manager,
      parsed.flatMap((p) => p.rows),
    );
    await manager.getRepository(CatalogueSeed).upsert({ id: 1, contentHash: hash, loadedAt: new Date() }, ['id']);
    return summary;
  });
}

function uniqueBy<T>(items: T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
