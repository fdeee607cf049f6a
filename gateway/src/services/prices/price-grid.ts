import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { SERVICE_VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { PriceBand } from '../../entities/price-band.js';
import { InvalidInputError } from '../../lib/domain-errors.js';
import { repoRoot } from '../../lib/paths.js';
import { requireNetworkAdmin, type Actor } from '../admin/permissions.js';
import type { VersionSource } from '../realisations/public-cache.js';
import type { RowError } from '../vehicles/catalogue-rows.js';
import { formatPriceGridCsv, parsePriceGridCsv, sortBands, type PriceBandRow } from './price-grid-rows.js';

/** The grid shipped with the site, loaded into an empty database (gateway/src/content/price-grid.csv). */
const SEED_FILE = path.join(repoRoot, 'gateway', 'src', 'content', 'price-grid.csv');

/** The grid's content version (decision 016), raised by every change of it; a restore raises it too. */
export const PRICES_SCOPE = 'prices';

const toRow = (band: PriceBand): PriceBandRow => ({
  market: band.market as PriceBandRow['market'],
  vehicleType: band.vehicleType as PriceBandRow['vehicleType'],
  powerMaxHp: band.powerMaxHp,
  stage1: band.stage1,
  stage2: band.stage2,
  options: { e85: band.e85, gearbox: band.gearbox, pops_bangs: band.popsBangs },
});

const toEntity = (row: PriceBandRow): Omit<PriceBand, 'id'> => ({
  market: row.market,
  vehicleType: row.vehicleType,
  powerMaxHp: row.powerMaxHp,
  stage1: row.stage1,
  stage2: row.stage2,
  e85: row.options.e85,
  gearbox: row.options.gearbox,
  popsBangs: row.options.pops_bangs,
});

/** Every band of the grid, both markets, in the CSV's order. */
export async function readPriceGrid(db: Pick<DataSource, 'getRepository'>): Promise<PriceBandRow[]> {
  return sortBands((await db.getRepository(PriceBand).find()).map(toRow));
}

/** Replaces the whole grid and raises its version; call it inside a transaction. */
async function replacePriceGrid(manager: EntityManager, rows: PriceBandRow[]): Promise<void> {
  await manager.query('DELETE FROM price_band');
  if (rows.length) await manager.getRepository(PriceBand).insert(rows.map(toEntity));
  await manager.query(
    `INSERT INTO content_version (scope, version) VALUES ($1, 1)
     ON CONFLICT (scope) DO UPDATE SET version = content_version.version + 1`,
    [PRICES_SCOPE],
  );
}

/** Lines of an imported grid that break its rules: nothing of the file was saved. */
export class PriceGridImportError extends InvalidInputError {
  constructor(readonly errors: RowError[]) {
    super(
      `${errors.length} erreur(s) dans la grille, rien n’a été enregistré : ${errors
        .slice(0, 5)
        .map((e) => `ligne ${e.line} : ${e.message}`)
        .join(' ; ')}`,
      Object.fromEntries(errors.slice(0, 50).map((e) => [`ligne ${e.line}`, e.message])),
    );
  }
}

/** Imports a grid's CSV text in place of the current grid: all of it or nothing (a PriceGridImportError lists why). */
export async function importPriceGridCsv(db: DataSource, csv: string): Promise<{ bands: number }> {
  const { rows, errors } = parsePriceGridCsv(csv);
  if (errors.length) throw new PriceGridImportError(errors);
  await db.transaction((manager) => replacePriceGrid(manager, rows));
  return { bands: rows.length };
}

/** The grid as the garage edits it: a network administrator's (the prices are the whole network's). */
export async function exportPriceGridFor(actor: Actor, db: DataSource): Promise<string> {
  requireNetworkAdmin(actor);
  return formatPriceGridCsv(await readPriceGrid(db));
}

export async function importPriceGridFor(actor: Actor, db: DataSource, csv: string): Promise<{ bands: number }> {
  requireNetworkAdmin(actor);
  return importPriceGridCsv(db, csv);
}

/** Loads the shipped grid into a database that has none: once there, the grid is the garage's and stays as edited. */
export async function seedPriceGrid(db: DataSource): Promise<number | null> {
  if (await db.getRepository(PriceBand).exists()) return null;
  const { rows, errors } = parsePriceGridCsv(readFileSync(SEED_FILE, 'utf8'));
  if (errors.length) throw new Error(`Grille de prix livrée invalide : ${new PriceGridImportError(errors).message}`);
  await db.transaction((manager) => replacePriceGrid(manager, rows));
  return rows.length;
}

/**
 * The grid as the public pages read it, kept in memory while its content version is unchanged (decision 016): with
 * the embedded database this process made every change (`changed()`); with a PostgreSQL server each read first reads
 * the version row, so an import made through another process or the command line shows at once.
 */
export class PriceGridReader {
  private processVersion = 0;
  private kept: { version: number; grid: Promise<PriceBandRow[]> } | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly versionSource: VersionSource,
  ) {}

  async grid(): Promise<PriceBandRow[]> {
    const version = await this.version();
    if (this.kept?.version === version) return this.kept.grid;
    const grid = readPriceGrid(this.db);
    const kept = { version, grid };
    this.kept = kept;
    // A failed read is not kept: the next request tries again.
    grid.catch(() => {
      if (this.kept === kept) this.kept = undefined;
    });
    return grid;
  }

  /** After this process changed the grid (committed). */
  changed(): void {
    this.processVersion++;
  }

  /** Imports a grid for an administrator (see importPriceGridFor), then serves it at once. */
  async import(actor: Actor, csv: string): Promise<{ bands: number }> {
    const summary = await importPriceGridFor(actor, this.db, csv);
    this.changed();
    return summary;
  }

  private async version(): Promise<number> {
    if (this.versionSource === 'process') return this.processVersion;
    const [row] = (await this.db.query(
      `SELECT coalesce((SELECT version FROM content_version WHERE scope = $1), 0)::text AS version`,
      [PRICES_SCOPE],
    )) as [{ version: string }];
    return Number(row.version);
  }
}

/** « jusqu’à 150 ch », « de 151 à 250 ch », « plus de 400 ch ». */
export function bandLabel(bands: readonly PriceBandRow[], band: PriceBandRow): string {
  const below = bands
    .filter((b) => b.market === band.market && b.vehicleType === band.vehicleType && b.powerMaxHp !== null)
    .map((b) => b.powerMaxHp!)
    .filter((max) => band.powerMaxHp === null || max < band.powerMaxHp);
  const from = below.length ? Math.max(...below) : null;
  if (band.powerMaxHp === null) return from === null ? 'toutes puissances' : `plus de ${from} ch`;
  return from === null ? `jusqu’à ${band.powerMaxHp} ch` : `de ${from + 1} à ${band.powerMaxHp} ch`;
}

/** The band of the grid that prices an engine of this type and power in this market, or null. */
export function bandFor(
  grid: readonly PriceBandRow[],
  market: string,
  vehicleType: string,
  powerHp: number,
): PriceBandRow | null {
  return (
    grid.find(
      (b) => b.market === market && b.vehicleType === vehicleType && (b.powerMaxHp === null || powerHp <= b.powerMaxHp),
    ) ?? null
  );
}

export const vehicleTypeLabel = (type: PriceBandRow['vehicleType']) => SERVICE_VEHICLE_TYPES[type];
