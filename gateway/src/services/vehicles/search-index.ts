import { generationLabel } from '@garage/contract/generation-label';
import { BRAND_ALIASES } from '@garage/contract/vehicle-search';
import { FUEL_LABELS, VEHICLE_TYPES, type Fuel, type VehicleTypeId } from '../../content/vehicle-types.js';
import { joinedPairs, oneSlipApart, searchWords } from './search-text.js';

/*
 * The vehicle search's index (decision 051): every brand, model, generation and engine of the catalogue as an entry
 * with its words, and for each word the entries that have it. Built once per catalogue version, in memory; a search
 * reads only the entries of the words it names.
 */

/** An engine of the catalogue with its model and brand, as the index is built from it. */
export interface CatalogueSearchRow {
  type: VehicleTypeId;
  brandSlug: string;
  brand: string;
  modelSlug: string;
  model: string;
  engineSlug: string;
  engine: string;
  generation: string;
  aliases: string[];
  engineCode: string;
  fuel: Fuel;
  powerHp: number;
  yearFrom: number;
  yearTo: number | null;
}

export type SearchKind = 'manufacturer' | 'model' | 'generation' | 'engine';

/** One result: what it is, its names, and the configurator levels of its page (`paths.vehicle`). */
export interface SearchHit {
  kind: SearchKind;
  type: VehicleTypeId;
  typeLabel: string;
  /** Its whole name: « Volkswagen Golf 7 2.0 TSI 220 GTI ». */
  label: string;
  manufacturer: string;
  model: string | null;
  /** The generation as every page names it (« Golf 7 », « Clio V »), null without one. */
  generation: string | null;
  engine: string | null;
  powerHp: number | null;
  fuelLabel: string | null;
  yearFrom: number | null;
  /** Null: still made. */
  yearTo: number | null;
  /** type, brand, model, year, engine: as deep as the result goes. */
  levels: (string | number)[];
}

interface Entry {
  hit: SearchHit;
  /** The words of its own name (an engine's, a model's…): those a search leaves unsaid make it a weaker answer. */
  own: string[];
  /** Every word it answers to: its names, its brand's other names, engine code, fuel… */
  words: string[];
  /** Years it was sold in, for a year typed among the words. */
  years: [number, number] | null;
}

/** Results of the same strength: brands, then models and generations, then engines. */
const KIND_ORDER: Record<SearchKind, number> = { manufacturer: 0, model: 1, generation: 2, engine: 3 };
const TYPE_ORDER = new Map(VEHICLE_TYPES.map((t, i) => [t.id, i]));
const TYPE_LABEL = new Map(VEHICLE_TYPES.map((t) => [t.id, t.label as string]));
const FRENCH = new Intl.Collator('fr', { numeric: true });

/** How well a typed word matched an entry's: the word itself, the start of one, or one slip away from one. */
const EXACT = 1;
const PREFIX = 0.75;
const SLIP = 0.6;
/** A year typed matches every vehicle sold that year: less than a word of its name (« 2008 » is first a Peugeot). */
const SOLD_THAT_YEAR = 0.9;
/** A typed word names a year when it is one of these. */
const YEAR = /^(19[5-9]\d|20\d\d)$/;
/** Words a search reads at most: enough for « mercedes benz classe c w205 220 d 170 2018 diesel ». */
export const MAX_SEARCH_WORDS = 12;

const unique = (words: string[]) => [...new Set(words)];

export class VehicleSearchIndex {
  private readonly entries: Entry[] = [];
  /** Each word, the entries that have it. */
  private readonly postings = new Map<string, number[]>();
  /** Every word, in order, for the words a typed start opens. */
  private readonly sorted: string[];
  /** Words of letters by length, for slips. */
  private readonly byLength = new Map<number, string[]>();
  /** Names read while building (the same brand, model and fuel names recur on every engine); dropped once built. */
  private readings: Map<string, { words: string[]; all: string[] }> | undefined = new Map();

  constructor(rows: readonly CatalogueSearchRow[], thisYear: number) {
    const groups = new Map<string, CatalogueSearchRow[]>();
    const group = (key: string, row: CatalogueSearchRow) => {
      const list = groups.get(key);
      if (list) list.push(row);
      else groups.set(key, [row]);
    };
    for (const row of rows) {
      group(`m\u0000${row.type}\u0000${row.brandSlug}`, row);
      group(`o\u0000${row.type}\u0000${row.brandSlug}\u0000${row.modelSlug}`, row);
      if (row.generation)
        group(`g\u0000${row.type}\u0000${row.brandSlug}\u0000${row.modelSlug}\u0000${row.generation}`, row);
    }
    for (const [key, members] of groups) {
      const first = members[0]!;
      const span = yearsOf(members, thisYear);
      const brandWords = [first.brand, ...(BRAND_ALIASES[first.brandSlug] ?? [])];
      const common = { type: first.type, typeLabel: TYPE_LABEL.get(first.type)!, manufacturer: first.brand };
      const none = { engine: null, powerHp: null, fuelLabel: null };
      if (key.startsWith('m')) {
        this.add(
          { own: [first.brand], context: brandWords, years: null },
          {
            ...common,
            ...none,
            kind: 'manufacturer',
            label: first.brand,
            model: null,
            generation: null,
            yearFrom: null,
            yearTo: null,
            levels: [first.type, first.brandSlug],
          },
        );
      } else if (key.startsWith('o')) {
        this.add(
          { own: [first.model], context: brandWords, years: span },
          {
            ...common,
            ...none,
            kind: 'model',
            label: `${first.brand} ${first.model}`,
            model: first.model,
            generation: null,
            yearFrom: span[0],
            yearTo: lastYearOrNull(members),
            levels: [first.type, first.brandSlug, first.modelSlug],
          },
        );
      } else {
        const generation = generationLabel(first.model, first.generation)!;
        this.add(
          { own: [generation], context: [...brandWords, first.model], years: span },
          {
            ...common,
            ...none,
            kind: 'generation',
            label: `${first.brand} ${generation}`,
            model: first.model,
            generation,
            yearFrom: span[0],
            yearTo: lastYearOrNull(members),
            levels: [first.type, first.brandSlug, first.modelSlug, busiestYear(members, thisYear)],
          },
        );
      }
    }
    for (const row of rows) {
      const generation = generationLabel(row.model, row.generation);
      this.add(
        {
          own: [row.engine],
          context: [
            ...[row.brand, ...(BRAND_ALIASES[row.brandSlug] ?? [])],
            row.model,
            generation ?? '',
            ...row.aliases,
            row.engineCode,
            FUEL_LABELS[row.fuel],
            String(row.powerHp),
          ],
          years: [row.yearFrom, row.yearTo ?? thisYear],
        },
        {
          kind: 'engine',
          type: row.type,
          typeLabel: TYPE_LABEL.get(row.type)!,
          label: `${row.brand} ${generation ?? row.model} ${row.engine}`,
          manufacturer: row.brand,
          model: row.model,
          generation,
          engine: row.engine,
          powerHp: row.powerHp,
          fuelLabel: FUEL_LABELS[row.fuel],
          yearFrom: row.yearFrom,
          yearTo: row.yearTo,
          levels: [row.type, row.brandSlug, row.modelSlug, row.yearFrom, row.engineSlug],
        },
      );
    }
    this.readings = undefined;
    this.sorted = [...this.postings.keys()].sort();
    for (const word of this.sorted) {
      if (!/^[a-z]+$/.test(word)) continue;
      const list = this.byLength.get(word.length);
      if (list) list.push(word);
      else this.byLength.set(word.length, [word]);
    }
  }

  get size(): number {
    return this.entries.length;
  }

  private add(names: { own: string[]; context: string[]; years: [number, number] | null }, hit: SearchHit) {
    const own = unique(names.own.flatMap((text) => this.read(text).words));
    const words = unique([...names.own, ...names.context].flatMap((text) => this.read(text).all));
    const id = this.entries.push({ hit, own, words, years: names.years }) - 1;
    for (const word of words) {
      const list = this.postings.get(word);
      if (list) list.push(id);
      else this.postings.set(word, [id]);
    }
  }

  /** A name's words, and its words with its joined pairs: read once per distinct name while the index is built. */
  private read(text: string): { words: string[]; all: string[] } {
    let read = this.readings?.get(text);
    if (!read) {
      const words = searchWords(text);
      read = { words, all: [...words, ...joinedPairs(text)] };
      this.readings?.set(text, read);
    }
    return read;
  }

  /**
   * The entries that have every word of the search (each as typed, as the start of a word, or one slip away), the
   * strongest first: the best matched words, then brands, models and generations before engines, then the fewest
   * words of its own name left unsaid, brands then models then generations, cars then motorcycles then trucks, the
   * most recent. `enginesOnly`: engines alone (a vehicle chosen for a booking, whose stage prices go by its engine).
   */
  search(text: string, limit: number, enginesOnly = false): SearchHit[] {
    const words = searchWords(text).slice(0, MAX_SEARCH_WORDS);
    if (words.length === 0) return [];
    const matchers = words.map((word, i) => this.matcher(word, i === words.length - 1));
    // The entries of the narrowest word are the candidates; every other word is checked on each of them.
    const [narrowest, ...others] = [...matchers].sort((a, b) => a.reach - b.reach);
    const said = new Set(matchers.flatMap((m) => [...m.terms.keys()]));
    const best: Scored[] = [];
    // A vehicle matched by a year alone scores less than one matched by a word: once the results are full of
    // stronger ones, the rest of the year's thousands are not read.
    const yearOnlyBound = SOLD_THAT_YEAR + others.length * EXACT;
    for (const id of narrowest!.entries(() => best.length === limit && best[limit - 1]!.score > yearOnlyBound)) {
      const entry = this.entries[id]!;
      if (enginesOnly && entry.hit.kind !== 'engine') continue;
      let score = narrowest!.quality(entry);
      for (const other of others) {
        const quality = other.quality(entry);
        if (quality === 0) {
          score = 0;
          break;
        }
        score += quality;
      }
      if (score === 0) continue;
      let unsaid = 0;
      for (const word of entry.own) if (!said.has(word)) unsaid++;
      keepBest(best, { entry, score, unsaid }, limit);
    }
    return best.map((s) => s.entry.hit);
  }

  /**
   * How one typed word matches: the index's words it stands for, with their quality, and how many entries it may
   * reach (to start from the narrowest). Whole (and, while typing, its start); one slip away only when no word of
   * the index is or starts with it (a word of the catalogue typed right is not another one mistyped).
   */
  private matcher(word: string, last: boolean) {
    const terms = new Map<string, number>();
    if (this.postings.has(word)) terms.set(word, EXACT);
    const isNumber = /^\d/.test(word);
    // The last word may still be being typed; an earlier one of three letters or more may be a short form.
    if (last || (!isNumber && word.length >= 3)) {
      for (const indexWord of this.startingWith(word)) if (indexWord !== word) terms.set(indexWord, PREFIX);
    }
    if (terms.size === 0 && !isNumber && word.length >= 4) {
      for (const length of [word.length - 1, word.length, word.length + 1]) {
        for (const indexWord of this.byLength.get(length) ?? [])
          if (oneSlipApart(word, indexWord)) terms.set(indexWord, SLIP);
      }
    }
    const year = YEAR.test(word) ? Number(word) : null;
    let reach = 0;
    for (const term of terms.keys()) reach += this.postings.get(term)!.length;
    if (year !== null) reach += this.entries.length;
    const entries = this.entries;
    const postings = this.postings;
    return {
      terms,
      reach,
      /** The entries this word may match: those of its words, then those sold in its year unless `enough()`. */
      *entries(enough: () => boolean): Generator<number> {
        const seen = new Set<number>();
        for (const term of terms.keys()) {
          for (const id of postings.get(term)!) {
            if (seen.has(id)) continue;
            seen.add(id);
            yield id;
          }
        }
        if (year === null || enough()) return;
        for (let id = 0; id < entries.length; id++) if (!seen.has(id)) yield id;
      },
      /** How well the word matches an entry: 0 when it does not. */
      quality(entry: Entry): number {
        let quality = 0;
        for (const entryWord of entry.words) quality = Math.max(quality, terms.get(entryWord) ?? 0);
        const sold = year !== null && entry.years !== null && entry.years[0] <= year && year <= entry.years[1];
        return sold ? Math.max(quality, SOLD_THAT_YEAR) : quality;
      },
    };
  }

  /** The index's words that start with `start` (binary search in the sorted words). */
  private *startingWith(start: string): Generator<string> {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < start) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < this.sorted.length && this.sorted[i]!.startsWith(start); i++) yield this.sorted[i]!;
  }
}

/** The first and last year of a group of engines (the last one still made: this year). */
function yearsOf(rows: CatalogueSearchRow[], thisYear: number): [number, number] {
  return [Math.min(...rows.map((r) => r.yearFrom)), Math.max(...rows.map((r) => r.yearTo ?? thisYear))];
}

const lastYearOrNull = (rows: CatalogueSearchRow[]) =>
  rows.some((r) => r.yearTo === null) ? null : Math.max(...rows.map((r) => r.yearTo!));

/**
 * The year a generation's link opens: the one in which most of its engines were sold (the earliest of equals), so
 * the engine list shown is mostly that generation's.
 */
function busiestYear(rows: CatalogueSearchRow[], thisYear: number): number {
  const [from, to] = yearsOf(rows, thisYear);
  let best = from;
  let most = 0;
  for (let year = from; year <= to; year++) {
    const onSale = rows.filter((r) => r.yearFrom <= year && (r.yearTo ?? thisYear) >= year).length;
    if (onSale > most) [best, most] = [year, onSale];
  }
  return best;
}

interface Scored {
  entry: Entry;
  score: number;
  unsaid: number;
}

const isEngine = (s: Scored) => (s.entry.hit.kind === 'engine' ? 1 : 0);
/**
 * An electric motor, which no centre remaps: after the engines a remap is for when the search names neither (« golf
 * 7 » offers its TSI and TDI before the e-Golf, whose shorter name would otherwise leave fewer words unsaid).
 */
const isElectric = (s: Scored) => (s.entry.hit.fuelLabel === FUEL_LABELS.electrique ? 1 : 0);
const stronger = (a: Scored, b: Scored) =>
  b.score - a.score ||
  isEngine(a) - isEngine(b) ||
  isElectric(a) - isElectric(b) ||
  a.unsaid - b.unsaid ||
  KIND_ORDER[a.entry.hit.kind] - KIND_ORDER[b.entry.hit.kind] ||
  TYPE_ORDER.get(a.entry.hit.type)! - TYPE_ORDER.get(b.entry.hit.type)! ||
  (b.entry.hit.yearFrom ?? 0) - (a.entry.hit.yearFrom ?? 0) ||
  FRENCH.compare(a.entry.hit.label, b.entry.hit.label);

/** Keeps the `limit` strongest in order: a search may match thousands of entries and show eight. */
function keepBest(best: Scored[], candidate: Scored, limit: number) {
  if (best.length === limit && stronger(candidate, best[limit - 1]!) >= 0) return;
  let at = best.length;
  while (at > 0 && stronger(candidate, best[at - 1]!) < 0) at--;
  best.splice(at, 0, candidate);
  if (best.length > limit) best.pop();
}
