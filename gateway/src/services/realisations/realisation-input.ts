/**
 * The admin form of a realisation (spec section 3), checked once for GraphQL and REST alike, by the schema the admin
 * screen also checks it with (@garage/contract/realisation-form). Parsing is pure: media URLs are only shaped here;
 * whether they were uploaded is checked when saving.
 */
import { checkRealisationForm, type FieldProblem, type RealisationFields } from '@garage/contract/realisation-form';
import { FormInputError, InvalidInputError } from '../../lib/domain-errors.js';
import { parseBenchCsv, type BenchRun } from './bench-run.js';

/** The form as received: loose on purpose (strings from inputs, numbers from JSON, snake or camel case). */
export interface RealisationFormInput {
  centre?: unknown;
  type?: unknown;
  title?: unknown;
  description?: unknown;
  date?: unknown;
  vehicleInfo?: unknown;
  gains?: unknown;
  modifications?: unknown;
  mediaUrl?: unknown;
  thumbnailUrl?: unknown;
  gallery?: unknown;
  featured?: unknown;
  status?: unknown;
  sortOrder?: unknown;
  /** A bench export (docs/bench-run-csv.md): absent keeps the stored run, null or empty removes it. */
  benchRunCsv?: unknown;
}

export interface RealisationDraft extends RealisationFields {
  /** undefined: keep what is stored; null: remove it. */
  benchRun?: BenchRun | null;
}

/** The media id of an upload path: /uploads/<id>-1600.webp → <id>. */
export const mediaIdOf = (uploadUrl: string) => /^\/uploads\/([A-Za-z0-9]+)/.exec(uploadUrl)?.[1] ?? null;

/** The form checked whole: what to store, or a FormInputError naming every field at fault (the bench too). */
export function parseRealisationInput(
  input: RealisationFormInput,
  options: { centreIds: readonly string[]; today?: Date },
): RealisationDraft {
  const form = checkRealisationForm(input, { centreIds: options.centreIds, today: options.today ?? new Date() });
  const bench = benchRunOf(input.benchRunCsv);
  const problems = [...(form.ok ? [] : form.problems), ...(bench.ok ? [] : [bench.problem])];
  if (!form.ok || !bench.ok) throw new FormInputError(problems as [FieldProblem, ...FieldProblem[]]);
  return { ...form.fields, benchRun: bench.run };
}

function benchRunOf(
  csv: unknown,
): { ok: true; run: BenchRun | null | undefined } | { ok: false; problem: FieldProblem } {
  const refused = (message: string) => ({ ok: false as const, problem: { field: 'benchRun', message } });
  if (csv === undefined) return { ok: true, run: undefined };
  if (csv === null || csv === '') return { ok: true, run: null };
  if (typeof csv !== 'string') return refused('Relevé de banc : texte CSV attendu');
  try {
    return { ok: true, run: parseBenchCsv(csv) };
  } catch (error) {
    // The form's own error kind, so that the admin screen shows it beside the field.
    if (error instanceof InvalidInputError) return refused(error.message);
    throw error;
  }
}

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The spec's server form and admin form (snake_case, vehicle_* fields or vehicleInfo, gains or power_*) to ours. */
export function fromRestBody(body: unknown): RealisationFormInput {
  const b = record(body);
  const vehicleInfo = b.vehicleInfo ?? {
    brand: b.vehicle_brand,
    model: b.vehicle_model,
    year: b.vehicle_year,
    engine: b.vehicle_engine,
  };
  const gains = b.gains ?? {
    powerBefore: b.power_before,
    powerAfter: b.power_after,
    torqueBefore: b.torque_before,
    torqueAfter: b.torque_after,
  };
  return {
    centre: b.centre ?? b.center,
    type: b.type,
    title: b.title,
    description: b.description,
    date: b.date,
    vehicleInfo,
    gains,
    modifications: b.modifications,
    mediaUrl: b.media_url ?? b.mediaUrl,
    thumbnailUrl: b.thumbnail_url ?? b.thumbnailUrl,
    gallery: b.gallery,
    featured: b.featured,
    status: b.status,
    sortOrder: b.sort_order ?? b.sortOrder,
    benchRunCsv: b.bench_run_csv ?? b.benchRunCsv,
  };
}
