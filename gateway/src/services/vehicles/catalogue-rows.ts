import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import {
  ASPIRATIONS,
  FUELS,
  VEHICLE_TYPES,
  type Aspiration,
  type Fuel,
  type VehicleTypeId,
} from '../../content/vehicle-types.js';
import { ALIAS_SEPARATOR, canonicalEngineName, familyWords, parseAliases, powerInName } from './engine-names.js';

/** One engine of the catalogue, as in the CSV files (seed data, import and export share this format). */
export interface CatalogueRow {
  type: VehicleTypeId;
  brand: string;
  model: string;
  generation: string;
  yearFrom: number;
  yearTo: number | null;
  engine: string;
  /** The engine's other commercial names (decision 009), searchable like its name. */
  aliases: string[];
  fuel: Fuel;
  aspiration: Aspiration;
  engineCode: string;
  displacementCc: number;
  cylinders: number;
  powerHp: number;
  torqueNm: number;
  remappable: boolean;
  /** Curated stage figures (stage 1 to 3), null where the garage has none. */
  stages: ({ powerHp: number; torqueNm: number } | null)[];
}

export const CSV_COLUMNS = [
  'type',
  'brand',
  'model',
  'generation',
  'year_from',
  'year_to',
  'engine',
  'fuel',
  'aspiration',
  'engine_code',
  'displacement_cc',
  'cylinders',
  'power_hp',
  'torque_nm',
  'remappable',
] as const;
const STAGE_COLUMNS = [1, 2, 3].flatMap((n) => [`stage${n}_power_hp`, `stage${n}_torque_nm`]);
/** Optional columns after the required ones: the other names of the engine, then the curated stage figures. */
const OPTIONAL_COLUMNS = ['aliases', ...STAGE_COLUMNS];

export interface RowError {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  message: string;
}

export interface ParsedCatalogue {
  rows: CatalogueRow[];
  errors: RowError[];
}

/** Lowercase ASCII slug: "Citroën C3 Aircross" -> "citroen-c3-aircross", "1.2 PureTech 130" -> "1-2-puretech-130". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The identity of an engine in the catalogue: an import updates the row with the same key. */
export const rowKey = (r: Pick<CatalogueRow, 'type' | 'brand' | 'model' | 'generation' | 'engine'>) =>
  [r.type, slugify(r.brand), slugify(r.model), slugify(r.generation), slugify(r.engine)].join('/');

/**
 * Is a stock figure believable for its displacement and fuel? Bounds are wide on purpose (they must hold for a
 * 1.0 l city car as for a 13 l truck): they catch typing mistakes such as a missing or extra digit.
 */
export function implausibility(row: Omit<CatalogueRow, 'stages'>): string | null {
  if (row.fuel === 'electrique' || row.aspiration === 'electrique') {
    if (row.fuel !== 'electrique' || row.aspiration !== 'electrique')
      return 'un moteur électrique a le carburant et l’aspiration « electrique »';
    if (row.remappable) return 'un véhicule électrique ne se reprogramme pas (remappable = non)';
    return null;
  }
  if (row.displacementCc < 49) return 'cylindrée manquante ou trop faible';
  const litres = row.displacementCc / 1000;
  const hpPerLitre = row.powerHp / litres;
  const maxHpPerLitre = row.type === 'motorcycle' ? 260 : row.aspiration === 'atmospherique' ? 150 : 260;
  if (hpPerLitre > maxHpPerLitre)
    return `puissance invraisemblable pour ${litres.toFixed(1)} l (${Math.round(hpPerLitre)} ch/l)`;
  if (hpPerLitre < 15) return `puissance trop faible pour ${litres.toFixed(1)} l`;
  const nmPerHp = row.torqueNm / row.powerHp;
  const [low, high] = row.fuel === 'diesel' ? [1.2, 6] : row.type === 'motorcycle' ? [0.4, 1.8] : [0.6, 3.5];
  if (nmPerHp < low || nmPerHp > high)
    return `couple invraisemblable pour la puissance (${row.torqueNm} Nm pour ${row.powerHp} ch)`;
  return null;
}

const currentYear = () => new Date().getFullYear();

/** Parses and checks a catalogue CSV. Every bad row is reported with its line number; `rows` holds the good ones. */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  const errors: RowError[] = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: false,
    });
  } catch (error) {
    const e = error as { lines?: number; message: string };
    return { rows: [], errors: [{ line: e.lines ?? 1, message: `fichier CSV illisible : ${e.message}` }] };
  }
  const header = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]!
    .split(',')
    .map((c) => c.trim());
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length)
    return { rows: [], errors: [{ line: 1, message: `colonnes manquantes : ${missing.join(', ')}` }] };
  const unknown = header.filter(
    (c) => !(CSV_COLUMNS as readonly string[]).includes(c) && !OPTIONAL_COLUMNS.includes(c),
  );
  if (unknown.length) return { rows: [], errors: [{ line: 1, message: `colonnes inconnues : ${unknown.join(', ')}` }] };

  const rows: CatalogueRow[] = [];
  const seen = new Map<string, number>();
  /** Rows already read, by model and generation: the same engine must not come back under another name. */
  const engines = new Map<string, { line: number; row: CatalogueRow }[]>();
  for (const { record, info } of records) {
    const line = info.lines;
    const problems: string[] = [];
    const field = (name: string, max = 80) => {
      const value = record[name] ?? '';
      if (value.length > max) problems.push(`${name} : ${max} caractères au plus`);
      return value;
    };
    const int = (name: string, min: number, max: number, optional = false): number | null => {
      const raw = record[name] ?? '';
      if (raw === '') {
        if (!optional) problems.push(`${name} : valeur obligatoire`);
        return null;
      }
      if (!/^-?\d+$/.test(raw)) {
        problems.push(`${name} : nombre entier attendu (« ${raw} »)`);
        return null;
      }
      const value = Number(raw);
      if (value < min || value > max) problems.push(`${name} : entre ${min} et ${max} (« ${raw} »)`);
      return value;
    };
    const oneOf = <T extends string>(name: string, allowed: readonly T[]): T => {
      const value = record[name] ?? '';
      if (!(allowed as readonly string[]).includes(value))
        problems.push(`${name} : ${allowed.join(', ')} attendu (« ${value} »)`);
      return value as T;
    };

    const type = oneOf(
      'type',
      VEHICLE_TYPES.map((t) => t.id),
    );
    const brand = field('brand');
    const model = field('model');
    const engine = canonicalEngineName(field('engine'), brand);
    // Aliases stay as written: they are the other names people know the engine by, former spellings included.
    const aliases = parseAliases(field('aliases', 240));
    for (const [name, value] of [
      ['brand', brand],
      ['model', model],
      ['engine', engine],
    ] as const) {
      if (!value) problems.push(`${name} : valeur obligatoire`);
      else if (!slugify(value)) problems.push(`${name} : au moins une lettre ou un chiffre`);
    }
    for (const alias of aliases) {
      if (!slugify(alias)) problems.push(`aliases : « ${alias} » sans lettre ni chiffre`);
      else if (slugify(alias) === slugify(engine)) problems.push(`aliases : « ${alias} » est déjà le nom du moteur`);
    }
    const generation = field('generation');
    const yearFrom = int('year_from', 1900, currentYear() + 1);
    const yearTo = int('year_to', 1900, currentYear() + 1, true);
    if (yearFrom !== null && yearTo !== null && yearTo < yearFrom) problems.push('year_to : antérieure à year_from');
    const fuel = oneOf('fuel', FUELS);
    const aspiration = oneOf('aspiration', ASPIRATIONS);
    const engineCode = field('engine_code', 40);
    const displacementCc = int('displacement_cc', 0, 20000);
    const cylinders = int('cylinders', 0, 16);
    const powerHp = int('power_hp', 1, 2000);
    const torqueNm = int('torque_nm', 1, 4000);
    const remappableRaw = oneOf('remappable', ['oui', 'non'] as const);
    const stages = [1, 2, 3].map((n) => {
      const power = int(`stage${n}_power_hp`, 1, 3000, true);
      const torque = int(`stage${n}_torque_nm`, 1, 6000, true);
      if ((power === null) !== (torque === null)) {
        problems.push(`stage${n} : puissance et couple vont ensemble`);
        return null;
      }
      if (
        power !== null &&
        torque !== null &&
        powerHp !== null &&
        torqueNm !== null &&
        (power <= powerHp || torque < torqueNm)
      )
        problems.push(`stage${n} : doit dépasser les valeurs d’origine`);
      return power === null || torque === null ? null : { powerHp: power, torqueNm: torque };
    });

    if (!problems.length) {
      const row: CatalogueRow = {
        type,
        brand,
        model,
        generation,
        yearFrom: yearFrom!,
        yearTo,
        engine,
        aliases,
        fuel,
        aspiration,
        engineCode,
        displacementCc: displacementCc!,
        cylinders: cylinders!,
        powerHp: powerHp!,
        torqueNm: torqueNm!,
        remappable: remappableRaw === 'oui',
        stages,
      };
      const implausible = implausibility(row);
      if (implausible) problems.push(implausible);
      const namedPower = powerInName(engine);
      if (namedPower !== null && namedPower !== row.powerHp)
        problems.push(
          `engine : la puissance du nom (${namedPower} ch) diffère de power_hp (${row.powerHp} ch) ; garder le chiffre du constructeur dans les deux, l’appellation commerciale dans aliases`,
        );
      const key = rowKey(row);
      const previous = seen.get(key);
      if (previous) problems.push(`moteur en double (déjà à la ligne ${previous})`);
      else seen.set(key, line);
      const same = previous ? null : sameEngineElsewhere(row, engines.get(generationKey(row)) ?? []);
      if (same) problems.push(same);
      if (!problems.length) {
        rows.push(row);
        const group = engines.get(generationKey(row)) ?? [];
        engines.set(generationKey(row), [...group, { line, row }]);
      }
    }
    for (const message of problems) errors.push({ line, message });
  }
  return { rows, errors };
}

const generationKey = (r: CatalogueRow) =>
  [r.type, slugify(r.brand), slugify(r.model), slugify(r.generation)].join('/');

/**
 * Why a row is an engine already read under another name, or null: one of its names (or aliases) is a name of an
 * earlier row of the same generation, or both have overlapping years, the same figures and engine code, and no
 * family word that tells them apart (« 1.5 TSI 150 » and « 1.5 eTSI 150 » are two engines; « 1.4 GTE 204 » and
 * « 1.4 TSI eHybrid 204 » are one).
 */
function sameEngineElsewhere(row: CatalogueRow, earlier: { line: number; row: CatalogueRow }[]): string | null {
  const names = new Set([row.engine, ...row.aliases].map(slugify));
  for (const { line, row: other } of earlier) {
    const shared = [other.engine, ...other.aliases].find((name) => names.has(slugify(name)));
    if (shared) return `« ${shared} » nomme déjà le moteur de la ligne ${line}`;
    const overlap = row.yearFrom <= (other.yearTo ?? Infinity) && other.yearFrom <= (row.yearTo ?? Infinity);
    const sameFigures = (
      ['fuel', 'aspiration', 'engineCode', 'displacementCc', 'cylinders', 'powerHp', 'torqueNm'] as const
    ).every((k) => row[k] === other[k]);
    const [mine, theirs] = [familyWords(row.engine), familyWords(other.engine)];
    if (overlap && sameFigures && (!mine || !theirs || mine === theirs))
      return `même moteur que la ligne ${line} (« ${other.engine} ») sous un autre nom : une seule ligne, l’autre nom dans aliases`;
  }
  return null;
}

/** The CSV text of rows, in the import format with the stage columns. */
export function formatCatalogueCsv(rows: CatalogueRow[]): string {
  return stringify(
    rows.map((r) => [
      r.type,
      r.brand,
      r.model,
      r.generation,
      r.yearFrom,
      r.yearTo ?? '',
      r.engine,
      r.fuel,
      r.aspiration,
      r.engineCode,
      r.displacementCc,
      r.cylinders,
      r.powerHp,
      r.torqueNm,
      r.remappable ? 'oui' : 'non',
      r.aliases.join(` ${ALIAS_SEPARATOR} `),
      ...r.stages.flatMap((s): (number | string)[] => (s ? [s.powerHp, s.torqueNm] : ['', ''])),
    ]),
    { header: true, columns: [...CSV_COLUMNS, ...OPTIONAL_COLUMNS] },
  );
}
