import {
  VEHICLE_SEARCH_MAX_LENGTH,
  VEHICLE_SEARCH_MAX_RESULTS,
  vehicleSearchTooLong,
} from '@garage/contract/vehicle-search';
import type { DataSource } from 'typeorm';
import { InvalidInputError } from '../../lib/domain-errors.js';
import { addDays, localParts } from '../booking/availability.js';
import { SITE_TIME_ZONES } from '../mail/templates.js';
import type { ReferenceReader } from '../reference-reader.js';
import { VehicleSearchIndex, type CatalogueSearchRow, type SearchHit } from './search-index.js';
import { foldSearchText } from './search-text.js';

/*
 * The vehicle search of the first screen (decision 051): an index of the catalogue held in memory by each process,
 * built again when the catalogue's version moves. Searches that find nothing, once submitted, are counted by day for
 * the admin's figures, with nothing about who searched.
 */

/** What the search reads: the catalogue, the site's country (its day), the gateway's clock. */
export interface VehicleSearchServices {
  dataSource: DataSource;
  reference: ReferenceReader;
  clock: () => Date;
}

export const VEHICLE_SEARCH_DEFAULT_RESULTS = 8;
/**
 * How often a process asks whether the catalogue changed: the catalogue changes by imports, and its other reads
 * already accept a minute's delay (decision 009); a search costs no database round trip in between.
 */
export const CATALOGUE_CHECK_MS = 2_000;
/** Different searches without result counted per day: beyond, only those already counted go on counting. */
export const MISSES_PER_DAY = 500;
/** Days of misses kept: the figures show a year at most (FIGURES_MAX_WEEKS). */
export const MISS_DAYS_KEPT = 400;
/** A search needs this many letters or digits: one character names nothing yet. */
const SHORTEST = 2;

export interface VehicleSearchAnswer {
  /** The search as counted and compared: folded (« Golf VII » → « golf vii »). */
  query: string;
  results: SearchHit[];
}

/**
 * The catalogue's version: each table's row count and the newest transaction that wrote one of its rows. Any
 * insert, update or delete moves it, whoever makes it (the start-up load, `npm run vehicles:import`, a restore), and
 * nothing has to remember to raise it. Read before the rows, so a change committed meanwhile makes the index stale
 * (built again at the next check), never wrong. Three aggregates over a few thousand rows: about a millisecond.
 */
async function catalogueVersion(services: VehicleSearchServices): Promise<string> {
  const table = (name: string) => `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${name})`;
  const [row] = (await services.dataSource.query(
    `SELECT concat_ws('/', ${['vehicle_manufacturer', 'vehicle_model', 'vehicle_engine'].map(table).join(', ')}) AS version`,
  )) as [{ version: string }];
  return row.version;
}

async function catalogueRows(services: VehicleSearchServices): Promise<CatalogueSearchRow[]> {
  return services.dataSource.query(
    `SELECT m.vehicle_type AS type, m.slug AS "brandSlug", m.name AS brand, mo.slug AS "modelSlug", mo.name AS model,
       e.slug AS "engineSlug", e.name AS engine, e.generation, e.aliases, e.engine_code AS "engineCode", e.fuel,
       e.power_hp AS "powerHp", e.year_from AS "yearFrom", e.year_to AS "yearTo"
     FROM vehicle_engine e
     JOIN vehicle_model mo ON mo.id = e.model_id
     JOIN vehicle_manufacturer m ON m.id = mo.manufacturer_id`,
  );
}

/** The search's text, checked: too long is refused in French; blank is no search. */
export function checkedSearch(query: string): string {
  if (query.length > VEHICLE_SEARCH_MAX_LENGTH) throw new InvalidInputError(vehicleSearchTooLong());
  return foldSearchText(query);
}

export function checkedLimit(limit: number | undefined): number {
  const value = limit ?? VEHICLE_SEARCH_DEFAULT_RESULTS;
  if (!Number.isInteger(value) || value < 1 || value > VEHICLE_SEARCH_MAX_RESULTS)
    throw new InvalidInputError(`Entre 1 et ${VEHICLE_SEARCH_MAX_RESULTS} résultats.`);
  return value;
}

/**
 * Answers kept per catalogue version: what visitors type is much the same (« go », « gol », « golf », « 308 »), and a
 * kept answer costs a lookup instead of a walk of the index. The oldest is dropped past this count (about 2 MB).
 */
export const ANSWERS_KEPT = 1_000;

export class VehicleSearch {
  private index:
    | { version: string; built: Promise<VehicleSearchIndex>; answers: Map<string, VehicleSearchAnswer['results']> }
    | undefined;
  private checked: { at: number; version: Promise<string> } | undefined;
  /** The day old misses were last removed, so it happens once a day per process. */
  private prunedOn: string | undefined;

  constructor(
    private readonly services: VehicleSearchServices,
    private readonly checkEveryMs = CATALOGUE_CHECK_MS,
  ) {}

  /**
   * The catalogue's entries that answer `query`, the best first. `record`: the visitor submitted it (the results
   * page, Enter in the search box), and a search that finds nothing is then counted.
   */
  async search(
    query: string,
    options: { limit?: number; record?: boolean; enginesOnly?: boolean } = {},
  ): Promise<VehicleSearchAnswer> {
    const folded = checkedSearch(query);
    const limit = checkedLimit(options.limit);
    if (folded.replace(/[^a-z0-9]/g, '').length < SHORTEST) return { query: folded, results: [] };
    const index = await this.currentIndex();
    const enginesOnly = options.enginesOnly ?? false;
    const key = `${limit}${enginesOnly ? 'e' : ''} ${folded}`;
    let results = index.answers.get(key);
    if (!results) {
      results = (await index.built).search(folded, limit, enginesOnly);
      if (index.answers.size >= ANSWERS_KEPT) index.answers.delete(index.answers.keys().next().value!);
      index.answers.set(key, results);
    }
    if (results.length === 0 && options.record) await this.countMiss(folded);
    return { query: folded, results };
  }

  /**
   * The index of the catalogue's current version, built again (once, for every search waiting) when it moved, with
   * the answers it gave.
   */
  private async currentIndex(): Promise<NonNullable<VehicleSearch['index']>> {
    const now = Date.now();
    if (!this.checked || now - this.checked.at >= this.checkEveryMs) {
      const version = catalogueVersion(this.services);
      this.checked = { at: now, version };
      // A failed check is not kept: the next search asks again.
      version.catch(() => {
        if (this.checked?.version === version) this.checked = undefined;
      });
    }
    const version = await this.checked.version;
    if (this.index?.version !== version) {
      const built = catalogueRows(this.services).then(
        (rows) => new VehicleSearchIndex(rows, this.services.clock().getFullYear()),
      );
      this.index = { version, built, answers: new Map() };
      built.catch(() => {
        if (this.index?.built === built) this.index = undefined;
      });
    }
    return this.index;
  }

  /**
   * One more search of `query` without result today (the site's day). A day holds at most MISSES_PER_DAY different
   * searches, so a flood of made-up words cannot fill the database; each one's count is capped too.
   */
  private async countMiss(query: string): Promise<void> {
    const { site } = await this.services.reference.get();
    const today = localParts(this.services.clock(), SITE_TIME_ZONES[site.country] ?? 'Europe/Paris').date;
    await this.services.dataSource.query(
      `INSERT INTO vehicle_search_miss (day, query, searches)
       SELECT $1::date, $2, 1
       WHERE EXISTS (SELECT 1 FROM vehicle_search_miss WHERE day = $1::date AND query = $2)
          OR (SELECT count(*) FROM vehicle_search_miss WHERE day = $1::date) < $3
       ON CONFLICT (day, query) DO UPDATE SET searches = least(vehicle_search_miss.searches + 1, 1000000000)`,
      [today, query, MISSES_PER_DAY],
    );
    if (this.prunedOn !== today) {
      this.prunedOn = today;
      await this.services.dataSource.query(`DELETE FROM vehicle_search_miss WHERE day < $1::date`, [
        addDays(today, -MISS_DAYS_KEPT),
      ]);
    }
  }
}

/** The searches without result of the days from `since` on (« AAAA-MM-JJ »), the most frequent first. */
export async function topSearchMisses(
  services: { dataSource: DataSource },
  since: string,
  top: number,
): Promise<{ label: string; count: number }[]> {
  return services.dataSource.query(
    `SELECT query AS label, sum(searches)::int AS count FROM vehicle_search_miss
     WHERE day >= $1::date GROUP BY query ORDER BY count DESC, query LIMIT $2`,
    [since, top],
  );
}
