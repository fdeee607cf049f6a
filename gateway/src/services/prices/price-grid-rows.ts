import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { MARKETS, type Market } from '../../content/markets.js';
import type { ServiceVehicleType } from '../../content/vehicle-types.js';
import type { RowError } from '../vehicles/catalogue-rows.js';

/** The vehicle types the grid prices: those of the configurator's catalogue (boats have none, they are quoted). */
export const PRICED_VEHICLE_TYPES = ['car', 'van', 'truck', 'motorcycle'] as const satisfies ServiceVehicleType[];
export type PricedVehicleType = (typeof PRICED_VEHICLE_TYPES)[number];

/** What an option is, as the engine page, the quote and the CSV name it (the CSV column is the key). */
export const PRICE_OPTIONS = {
  e85: 'Conversion E85',
  gearbox: 'Reprogrammation de la boîte automatique',
  pops_bangs: '« Pops & bangs » (activation ou désactivation)',
} as const;
export type PriceOption = keyof typeof PRICE_OPTIONS;
const OPTION_KEYS = Object.keys(PRICE_OPTIONS) as PriceOption[];

/**
 * One power band of one vehicle type in one market: the price of each stage and of each option added to a stage, in
 * whole units of the market's currency, taxes included. `powerMaxHp` null: no upper bound (the type's last band). A
 * price left out is not offered at a fixed price (stage 2) or not offered with the remap (an option).
 */
export interface PriceBandRow {
  market: Market['country'];
  vehicleType: PricedVehicleType;
  powerMaxHp: number | null;
  stage1: number;
  stage2: number | null;
  options: Record<PriceOption, number | null>;
}

export const PRICE_CSV_COLUMNS = [
  'market',
  'vehicle_type',
  'power_max_hp',
  'stage1',
  'stage2',
  ...OPTION_KEYS,
] as const;

/** A price in whole units: up to a million (dirhams included). */
const MAX_PRICE = 1_000_000;

/** The grid's rows in a stable order: market, vehicle type as listed, then bands by power (the open one last). */
export function sortBands(rows: PriceBandRow[]): PriceBandRow[] {
  const typeOrder = (t: PricedVehicleType) => PRICED_VEHICLE_TYPES.indexOf(t);
  return [...rows].sort(
    (a, b) =>
      a.market.localeCompare(b.market) ||
      typeOrder(a.vehicleType) - typeOrder(b.vehicleType) ||
      (a.powerMaxHp ?? Infinity) - (b.powerMaxHp ?? Infinity),
  );
}

/**
 * Parses and checks a price grid CSV. Every problem is reported with its line (the header is line 1), in French;
 * the grid is taken whole or not at all, so `rows` is only of use when `errors` is empty. Each vehicle type a market
 * prices must end with a band without upper bound, so that every power of that type has its price.
 */
export function parsePriceGridCsv(text: string): { rows: PriceBandRow[]; errors: RowError[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true, info: true });
  } catch (error) {
    const e = error as { lines?: number; message: string };
    return { rows: [], errors: [{ line: e.lines ?? 1, message: `fichier CSV illisible : ${e.message}` }] };
  }
  const header = Object.keys(records[0]?.record ?? {});
  if (!records.length) return { rows: [], errors: [{ line: 1, message: 'aucune ligne de prix' }] };
  const missing = PRICE_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length)
    return { rows: [], errors: [{ line: 1, message: `colonnes manquantes : ${missing.join(', ')}` }] };
  const unknown = header.filter((c) => !(PRICE_CSV_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) return { rows: [], errors: [{ line: 1, message: `colonnes inconnues : ${unknown.join(', ')}` }] };

  const errors: RowError[] = [];
  const rows: PriceBandRow[] = [];
  const seen = new Map<string, number>();
  /** The last line of each market and type, where a missing open band is reported. */
  const lastLine = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const problems: string[] = [];
    const whole = (name: string, min: number, max: number, optional: boolean): number | null => {
      const raw = record[name] ?? '';
      if (raw === '') {
        if (!optional) problems.push(`${name} : valeur obligatoire`);
        return null;
      }
      // A price is written as a whole number: « 450 », never « 450,00 » nor « 450 € ».
      if (!/^\d+$/.test(raw)) {
        problems.push(`${name} : nombre entier attendu (« ${raw} »)`);
        return null;
      }
      const value = Number(raw);
      if (value < min || value > max) problems.push(`${name} : entre ${min} et ${max} (« ${raw} »)`);
      return value;
    };
    const market = record.market ?? '';
    if (!Object.hasOwn(MARKETS, market))
      problems.push(`market : ${Object.keys(MARKETS).join(' ou ')} attendu (« ${market} »)`);
    const vehicleType = record.vehicle_type ?? '';
    if (!(PRICED_VEHICLE_TYPES as readonly string[]).includes(vehicleType))
      problems.push(`vehicle_type : ${PRICED_VEHICLE_TYPES.join(', ')} attendu (« ${vehicleType} »)`);
    const powerMaxHp = whole('power_max_hp', 1, 3000, true);
    const stage1 = whole('stage1', 1, MAX_PRICE, false);
    const stage2 = whole('stage2', 1, MAX_PRICE, true);
    if (stage1 !== null && stage2 !== null && stage2 < stage1)
      problems.push(`stage2 : inférieur au prix du stage 1 (${stage1})`);
    const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, whole(key, 1, MAX_PRICE, true)])) as Record<
      PriceOption,
      number | null
    >;
    if (!problems.length) {
      const group = `${market}/${vehicleType}`;
      const key = `${group}/${powerMaxHp ?? 'max'}`;
      const previous = seen.get(key);
      if (previous)
        problems.push(
          `tranche en double pour ${market} ${vehicleType} ${powerMaxHp === null ? 'sans limite' : `jusqu’à ${powerMaxHp} ch`} (déjà à la ligne ${previous})`,
        );
      else seen.set(key, line);
      lastLine.set(group, line);
      if (!problems.length)
        rows.push({
          market: market as Market['country'],
          vehicleType: vehicleType as PricedVehicleType,
          powerMaxHp,
          stage1: stage1!,
          stage2,
          options,
        });
    }
    for (const message of problems) errors.push({ line, message });
  }
  for (const [group, line] of lastLine) {
    if (!seen.has(`${group}/max`))
      errors.push({
        line,
        message: `${group.replace('/', ' ')} : il manque la dernière tranche, sans power_max_hp (au-delà de la plus haute)`,
      });
  }
  return { rows: sortBands(rows), errors: errors.sort((a, b) => a.line - b.line) };
}

/** The CSV text of the grid, in the import format. */
export function formatPriceGridCsv(rows: PriceBandRow[]): string {
  return stringify(
    sortBands(rows).map((r) => [
      r.market,
      r.vehicleType,
      r.powerMaxHp ?? '',
      r.stage1,
      r.stage2 ?? '',
      ...OPTION_KEYS.map((key) => r.options[key] ?? ''),
    ]),
    { header: true, columns: [...PRICE_CSV_COLUMNS] },
  );
}
