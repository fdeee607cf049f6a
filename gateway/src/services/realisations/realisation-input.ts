/**
 * The admin form of a realisation (spec section 3), checked once for GraphQL and REST alike.
 * Parsing is pure: media URLs are only shaped here; whether they were uploaded is checked when saving.
 */
import { InvalidInputError } from '../../lib/domain-errors.js';
import { parseBenchCsv, type BenchRun } from './bench-run.js';

export const REALISATION_MESSAGES = {
  centreAndTitle: 'Le centre et le titre sont obligatoires',
  brandAndModel: 'La marque et le modèle du véhicule sont obligatoires',
} as const;

export const LIMITS = {
  title: 150,
  description: 5000,
  brand: 60,
  model: 80,
  engine: 120,
  modification: 120,
  modifications: 30,
  gallery: 30,
  alt: 200,
  power: 3000,
  torque: 5000,
  sortOrder: 1_000_000,
} as const;

/** A rule of the form broken by one field (`field` is its path, e.g. vehicleInfo.brand). */
export class RealisationInputError extends InvalidInputError {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message, { [field]: message });
  }
}

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

export interface GalleryDraft {
  url: string;
  alt: string;
  isPrimary: boolean;
}

export interface RealisationDraft {
  centre: string;
  type: 'photo' | 'video';
  title: string;
  description: string;
  date: string;
  vehicle: { brand: string; model: string; year: number | null; engine: string };
  gains: {
    powerBefore: number | null;
    powerAfter: number | null;
    torqueBefore: number | null;
    torqueAfter: number | null;
  };
  modifications: string[];
  /** Paths under /uploads, or null. */
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  /** In display order. */
  gallery: GalleryDraft[];
  featured: boolean;
  /** undefined: keep what is stored; null: remove it. */
  benchRun?: BenchRun | null;
  status: 'active' | 'inactive';
  sortOrder: number;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const record = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function text(value: unknown, field: string, label: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new RealisationInputError(`${label} : texte attendu`, field);
  // Control characters other than line breaks and tabs have no place in a form field.
  const cleaned = String(value).replace(CONTROL_CHARACTERS, '').trim();
  if (cleaned.length > max) throw new RealisationInputError(`${label} : ${max} caractères au plus`, field);
  return cleaned;
}

/** Integers as the spec's form sends them: numbers or numeric text, decimals cut off; empty gives `empty`. */
function integer<T extends number | null>(
  value: unknown,
  field: string,
  label: string,
  empty: T,
  min: number,
  max: number,
) {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return empty;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+([.,]\d+)?\s*$/.test(value)
        ? Number(value.trim().replace(',', '.'))
        : NaN;
  if (!Number.isFinite(n)) throw new RealisationInputError(`${label} : nombre entier attendu`, field);
  const whole = Math.trunc(n);
  if (whole < min || whole > max) throw new RealisationInputError(`${label} : entre ${min} et ${max}`, field);
  return whole;
}

function bool(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  throw new RealisationInputError('Valeur oui/non attendue', field);
}

/** `/uploads/<name>` from a relative or absolute URL; null when empty. Anything else is refused. */
export function uploadPath(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 500)
    throw new RealisationInputError('Adresse de média invalide', field);
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      throw new RealisationInputError('Adresse de média invalide', field);
    }
  }
  if (!/^\/uploads\/[A-Za-z0-9]+(-[a-z0-9]+)?\.(webp|jpg|mp4|webm)$/.test(path))
    throw new RealisationInputError('Les médias doivent être envoyés avec l’upload du site', field);
  return path;
}

/** The media id of an upload path: /uploads/<id>-1600.webp → <id>. */
export const mediaIdOf = (uploadUrl: string) => /^\/uploads\/([A-Za-z0-9]+)/.exec(uploadUrl)?.[1] ?? null;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function parseRealisationInput(
  input: RealisationFormInput,
  options: { centreIds: readonly string[]; today?: Date },
): RealisationDraft {
  const today = options.today ?? new Date();
  const maxYear = today.getUTCFullYear() + 1;
  const centre = text(input.centre, 'centre', 'Centre', 64);
  const title = text(input.title, 'title', 'Titre', LIMITS.title);
  if (!centre || !title)
    throw new RealisationInputError(REALISATION_MESSAGES.centreAndTitle, centre ? 'title' : 'centre');
  if (!options.centreIds.includes(centre)) throw new RealisationInputError('Centre inconnu', 'centre');

  const vehicleInfo = record(input.vehicleInfo);
  const brand = text(vehicleInfo.brand, 'vehicleInfo.brand', 'Marque', LIMITS.brand);
  const model = text(vehicleInfo.model, 'vehicleInfo.model', 'Modèle', LIMITS.model);
  if (!brand || !model)
    throw new RealisationInputError(
      REALISATION_MESSAGES.brandAndModel,
      brand ? 'vehicleInfo.model' : 'vehicleInfo.brand',
    );
  const year = integer(vehicleInfo.year, 'vehicleInfo.year', 'Année', null, 1900, maxYear);

  const type = input.type === undefined || input.type === null || input.type === '' ? 'photo' : input.type;
  if (type !== 'photo' && type !== 'video') throw new RealisationInputError('Type : photo ou video', 'type');
  const status = input.status === undefined || input.status === null || input.status === '' ? 'active' : input.status;
  if (status !== 'active' && status !== 'inactive')
    throw new RealisationInputError('Statut : active ou inactive', 'status');

  let date = text(input.date, 'date', 'Date', 10) || isoDate(today);
  const parsedDate = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!parsedDate || Number.isNaN(parsedDate.getTime()) || isoDate(parsedDate) !== date)
    throw new RealisationInputError('Date invalide : format AAAA-MM-JJ attendu', 'date');
  if (parsedDate.getUTCFullYear() < 1900 || parsedDate.getUTCFullYear() > maxYear)
    throw new RealisationInputError(`Date : entre 1900 et ${maxYear}`, 'date');
  date = isoDate(parsedDate);

  const gainsIn = record(input.gains);
  const gains = {
    powerBefore: integer(gainsIn.powerBefore, 'gains.powerBefore', 'Puissance avant', null, 0, LIMITS.power),
    powerAfter: integer(gainsIn.powerAfter, 'gains.powerAfter', 'Puissance après', null, 0, LIMITS.power),
    torqueBefore: integer(gainsIn.torqueBefore, 'gains.torqueBefore', 'Couple avant', null, 0, LIMITS.torque),
    torqueAfter: integer(gainsIn.torqueAfter, 'gains.torqueAfter', 'Couple après', null, 0, LIMITS.torque),
  };

  if (input.modifications !== undefined && input.modifications !== null && !Array.isArray(input.modifications))
    throw new RealisationInputError('Modifications : liste attendue', 'modifications');
  const modifications: string[] = [];
  for (const raw of (input.modifications as unknown[] | undefined) ?? []) {
    const item = text(raw, 'modifications', 'Modification', LIMITS.modification);
    if (item && !modifications.some((m) => m.toLowerCase() === item.toLowerCase())) modifications.push(item);
  }
  if (modifications.length > LIMITS.modifications)
    throw new RealisationInputError(`Modifications : ${LIMITS.modifications} au plus`, 'modifications');

  if (input.gallery !== undefined && input.gallery !== null && !Array.isArray(input.gallery))
    throw new RealisationInputError('Galerie : liste attendue', 'gallery');
  const galleryIn = ((input.gallery as unknown[] | undefined) ?? []).map((raw, index) => {
    const item = record(raw);
    const url = uploadPath(item.url, `gallery.${index}.url`);
    if (!url) throw new RealisationInputError('Galerie : chaque élément doit avoir un média', `gallery.${index}.url`);
    return {
      url,
      alt: text(item.alt, `gallery.${index}.alt`, 'Texte alternatif', LIMITS.alt),
      isPrimary: bool(item.isPrimary, `gallery.${index}.isPrimary`, false),
      order: integer(item.sortOrder, `gallery.${index}.sortOrder`, 'Ordre', index, -LIMITS.sortOrder, LIMITS.sortOrder),
      index,
    };
  });
  if (galleryIn.length > LIMITS.gallery)
    throw new RealisationInputError(`Galerie : ${LIMITS.gallery} médias au plus`, 'gallery');
  // Order by the given sortOrder (ties keep the list order), drop repeated media, keep one primary at most.
  galleryIn.sort((a, b) => a.order - b.order || a.index - b.index);
  const gallery: GalleryDraft[] = [];
  for (const item of galleryIn) {
    if (gallery.some((g) => g.url === item.url)) continue;
    gallery.push({ url: item.url, alt: item.alt, isPrimary: item.isPrimary && !gallery.some((g) => g.isPrimary) });
  }

  return {
    centre,
    type,
    title,
    description: text(input.description, 'description', 'Description', LIMITS.description),
    date,
    vehicle: {
      brand,
      model,
      year,
      engine: text(vehicleInfo.engine, 'vehicleInfo.engine', 'Moteur', LIMITS.engine),
    },
    gains,
    modifications,
    mediaUrl: uploadPath(input.mediaUrl, 'mediaUrl'),
    thumbnailUrl: uploadPath(input.thumbnailUrl, 'thumbnailUrl'),
    gallery,
    featured: bool(input.featured, 'featured', false),
    status,
    sortOrder: integer(input.sortOrder, 'sortOrder', 'Ordre', 0, -LIMITS.sortOrder, LIMITS.sortOrder),
    benchRun: benchRunOf(input.benchRunCsv),
  };
}

function benchRunOf(csv: unknown): BenchRun | null | undefined {
  if (csv === undefined) return undefined;
  if (csv === null || csv === '') return null;
  if (typeof csv !== 'string') throw new RealisationInputError('Relevé de banc : texte CSV attendu', 'benchRun');
  try {
    return parseBenchCsv(csv);
  } catch (error) {
    // The form's own error kind, so that the admin screen shows it beside the field.
    if (error instanceof InvalidInputError) throw new RealisationInputError(error.message, 'benchRun');
    throw error;
  }
}

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
