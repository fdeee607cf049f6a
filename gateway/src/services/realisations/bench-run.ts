import { CsvError, parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { BenchPoint, BenchRun } from '../../entities/realisation.js';
import { InvalidInputError } from '../../lib/domain-errors.js';

export type { BenchPoint, BenchRun };

/**
 * A power-bench run of a realisation: the curves measured before and after the work, as a bench exports them
 * (format in docs/bench-run-csv.md, sample in docs/samples/banc-de-puissance.csv). Parsing is all or nothing: a
 * file with any bad line is refused whole, its problems listed with their line numbers.
 */
export interface BenchPeak {
  powerHp: number;
  powerRpm: number;
  torqueNm: number;
  torqueRpm: number;
}

export const BENCH_LIMITS = {
  /** Bytes of CSV text. */
  maxBytes: 100_000,
  minPointsPerCurve: 5,
  maxPointsPerCurve: 400,
  rpm: { min: 300, max: 20_000 },
  powerHp: { min: 1, max: 3_000 },
  torqueNm: { min: 1, max: 6_000 },
  /** Problems listed in one refusal; beyond, « … » says there are more. */
  maxProblems: 8,
} as const;

type Column = 'curve' | 'rpm' | 'powerHp' | 'torqueNm';

/** Header names, compared without case, accents, spaces or punctuation. */
const HEADER_NAMES: Record<string, Column> = {
  courbe: 'curve',
  curve: 'curve',
  run: 'curve',
  mesure: 'curve',
  regime: 'rpm',
  regimetrmin: 'rpm',
  trmin: 'rpm',
  rpm: 'rpm',
  puissance: 'powerHp',
  puissancech: 'powerHp',
  powerhp: 'powerHp',
  powerch: 'powerHp',
  couple: 'torqueNm',
  couplenm: 'torqueNm',
  torque: 'torqueNm',
  torquenm: 'torqueNm',
};

const CURVE_NAMES: Record<string, keyof BenchRun> = {
  avant: 'before',
  origine: 'before',
  serie: 'before',
  stock: 'before',
  before: 'before',
  apres: 'after',
  after: 'after',
  stage: 'after',
  stage1: 'after',
  stage2: 'after',
  stage3: 'after',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const COLUMN_LABELS: Record<Column, string> = {
  curve: 'courbe',
  rpm: 'régime (tr/min)',
  powerHp: 'puissance (ch)',
  torqueNm: 'couple (Nm)',
};

/** A measure of a row: a number (a decimal comma taken, as a French spreadsheet writes it) within its limits. */
const measure = (column: 'rpm' | 'powerHp' | 'torqueNm') =>
  z.string().transform((cell, ctx) => {
    const raw = cell.trim();
    // A cell holds a comma only when it is not the separator, or when the cell is quoted: always a decimal one.
    const value = Number(raw.replace(',', '.'));
    const { min, max } = BENCH_LIMITS[column];
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (raw === '' || !Number.isFinite(value)) return refuse(`${COLUMN_LABELS[column]} « ${raw} » n’est pas un nombre`);
    if (value < min || value > max) return refuse(`${COLUMN_LABELS[column]} ${raw} hors des limites (${min} à ${max})`);
    return column === 'rpm' ? Math.round(value) : Math.round(value * 10) / 10;
  });

/** One row of the table: which curve, and the three measures; every problem of the row is reported. */
const benchRow = z.object({
  curve: z.string().transform((cell, ctx) => {
    const curve = CURVE_NAMES[fold(cell)];
    if (curve) return curve;
    ctx.addIssue({ code: 'custom', message: `courbe « ${cell.trim()} » inconnue (avant ou après)` });
    return z.NEVER;
  }),
  rpm: measure('rpm'),
  powerHp: measure('powerHp'),
  torqueNm: measure('torqueNm'),
});

/** Parses a bench export; throws an InvalidInputError (field `benchRun`) listing every problem by line. */
export function parseBenchCsv(text: string): BenchRun {
  const refuse = (problems: string[]): never => {
    const shown = problems.slice(0, BENCH_LIMITS.maxProblems);
    if (problems.length > shown.length) shown.push(`… et ${problems.length - shown.length} autre(s) problème(s)`);
    const message = `Relevé de banc refusé : ${shown.join(' ; ')}`;
    throw new InvalidInputError(message, { benchRun: message });
  };
  if (Buffer.byteLength(text, 'utf8') > BENCH_LIMITS.maxBytes)
    refuse([`le fichier dépasse ${BENCH_LIMITS.maxBytes / 1000} ko`]);

  // Line ends as one kind: exports mix them, and csv-parse takes the first it meets for every record.
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // The separator is the header's: the first line that is neither blank nor a comment (benches write their own notes,
  // starting with #, above the table).
  const lines = source.split('\n');
  const headerIndex = lines.findIndex((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  if (headerIndex < 0) return refuse(['le fichier est vide']);
  const separator = [';', '\t', ','].find((s) => lines[headerIndex]!.includes(s));
  if (!separator)
    return refuse([`ligne ${headerIndex + 1} : en-tête attendu « courbe;regime_tr_min;puissance_ch;couple_nm »`]);
  const records = readRecords(source, separator);
  if (!Array.isArray(records)) return refuse([records.problem]);
  const [header, ...rows] = records;
  const headerCells = header!.cells.map((cell) => HEADER_NAMES[fold(cell)]);
  const position = {} as Record<Column, number>;
  headerCells.forEach((column, index) => {
    if (column && position[column] === undefined) position[column] = index;
  });
  const missing = (Object.keys(COLUMN_LABELS) as Column[]).filter((c) => position[c] === undefined);
  if (missing.length)
    return refuse([
      `ligne ${header!.number} : colonne(s) manquante(s) : ${missing.map((c) => COLUMN_LABELS[c]).join(', ')}`,
    ]);

  const problems: string[] = [];
  const run: BenchRun = { before: [], after: [] };
  for (const { cells, number } of rows) {
    const read = benchRow.safeParse({
      curve: cells[position.curve] ?? '',
      rpm: cells[position.rpm] ?? '',
      powerHp: cells[position.powerHp] ?? '',
      torqueNm: cells[position.torqueNm] ?? '',
    });
    if (!read.success) {
      problems.push(...read.error.issues.map((issue) => `ligne ${number} : ${issue.message}`));
      continue;
    }
    const { curve, ...point } = read.data;
    const curvePoints = run[curve];
    const previous = curvePoints.at(-1);
    if (previous && point.rpm <= previous.rpm) {
      problems.push(
        `ligne ${number} : le régime doit croître dans la courbe « ${curve === 'before' ? 'avant' : 'après'} »`,
      );
      continue;
    }
    curvePoints.push(point);
  }
  for (const [curve, label] of [
    ['before', 'avant'],
    ['after', 'après'],
  ] as const) {
    const count = run[curve].length;
    if (count < BENCH_LIMITS.minPointsPerCurve)
      problems.push(
        `la courbe « ${label} » a ${count} point(s), il en faut au moins ${BENCH_LIMITS.minPointsPerCurve}`,
      );
    if (count > BENCH_LIMITS.maxPointsPerCurve)
      problems.push(`la courbe « ${label} » a ${count} points, ${BENCH_LIMITS.maxPointsPerCurve} au plus`);
  }
  if (problems.length) refuse(problems);
  return run;
}

/**
 * The file's records with their line numbers, read by csv-parse (quoted cells, separators and line breaks inside
 * quotes, a byte-order mark), comment lines and blank lines left out; or the French problem of a malformed file.
 */
function readRecords(source: string, separator: string): { cells: string[]; number: number }[] | { problem: string } {
  try {
    const records = parse(source, {
      delimiter: separator,
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ cells: record, number: info.lines }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const where = typeof error.lines === 'number' ? `ligne ${error.lines} : ` : '';
    return {
      problem: `${where}${error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'guillemet non refermé' : 'CSV illisible (guillemets mal placés)'}`,
    };
  }
}

/** The highest power and torque of a curve and the engine speeds where they are reached. */
export function benchPeak(points: readonly BenchPoint[]): BenchPeak {
  let power = points[0]!;
  let torque = points[0]!;
  for (const point of points) {
    if (point.powerHp > power.powerHp) power = point;
    if (point.torqueNm > torque.torqueNm) torque = point;
  }
  return { powerHp: power.powerHp, powerRpm: power.rpm, torqueNm: torque.torqueNm, torqueRpm: torque.rpm };
}
