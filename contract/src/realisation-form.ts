/**
 * The realisation form (spec section 3) as one zod schema, for the gateway, which parses what GraphQL and REST
 * receive, and for the admin screen, which checks the form before sending it: both apply the same rules and say the
 * same French sentences. Every field's problem is reported at once, in the form's order.
 *
 * The input is loose on purpose: text from form fields, numbers from JSON, empty strings for « nothing ». Media URLs
 * are only shaped here; whether they were uploaded is checked when saving. The bench export (a CSV file) is read by
 * the gateway alone.
 */
import * as z from 'zod/mini';
import {
  checkForm,
  type FormCheck,
  choice,
  flag,
  integer,
  isEmpty,
  list,
  loose,
  reading,
  required,
  text,
  type FieldProblem,
  type FormInput,
} from './form-fields.js';
import { REALISATION_LIMITS } from './form-limits.js';

export type { FieldProblem };

/** The spec's two validation messages, word for word. */
export const REALISATION_MESSAGES = {
  centreAndTitle: 'Le centre et le titre sont obligatoires',
  brandAndModel: 'La marque et le modèle du véhicule sont obligatoires',
} as const;

interface GalleryDraft {
  url: string;
  alt: string;
  isPrimary: boolean;
}

export interface RealisationFormOptions {
  /** The centres of the preset; omitted, any centre id is taken (the admin screen offers only those). */
  centreIds?: readonly string[];
  /** The date a missing date takes and the years are bounded by (next year at most). */
  today: Date;
}

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9]+(-[a-z0-9]+)?\.(webp|jpg|mp4|webm)$/;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** `/uploads/<name>` from a relative or absolute URL; null when empty. Anything else is refused. */
const uploadPath = reading<string | null, string | null>((value, refuse) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string' || value.length > REALISATION_LIMITS.mediaUrl)
    return refuse('Adresse de média invalide');
  const trimmed = value.trim();
  // An absolute URL (the site's own, as the screen shows it) counts by its path.
  const path = /^https?:\/\//i.test(trimmed) ? /^https?:\/\/[^/?#]+([^?#]*)/i.exec(trimmed)?.[1] : trimmed;
  if (path === undefined) return refuse('Adresse de média invalide');
  return UPLOAD_PATH.test(path) ? path : refuse('Les médias doivent être envoyés avec l’upload du site');
});

/** The schema of the form, for one set of centres and one day. */
export function realisationFormSchema({ centreIds, today }: RealisationFormOptions) {
  const maxYear = today.getUTCFullYear() + 1;
  const date = z.pipe(
    text('Date', 10),
    z.transform((value: string, ctx) => {
      const refuse = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if (!value) return isoDate(today);
      const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
      if (!parsed || Number.isNaN(parsed.getTime()) || isoDate(parsed) !== value)
        return refuse('Date invalide : format AAAA-MM-JJ attendu');
      if (parsed.getUTCFullYear() < 1900 || parsed.getUTCFullYear() > maxYear)
        return refuse(`Date : entre 1900 et ${maxYear}`);
      return value;
    }),
  );
  const centre = required('Centre', REALISATION_LIMITS.centre, REALISATION_MESSAGES.centreAndTitle).check(
    z.refine((id: string) => !centreIds || centreIds.includes(id), 'Centre inconnu'),
  );
  const galleryItem = loose({
    url: uploadPath.check(
      z.refine((url: string | null) => url !== null, 'Galerie : chaque élément doit avoir un média'),
    ),
    alt: text('Texte alternatif', REALISATION_LIMITS.alt),
    isPrimary: flag(false),
    sortOrder: integer('Ordre', null, -REALISATION_LIMITS.sortOrder, REALISATION_LIMITS.sortOrder),
  });
  const modifications = z
    .pipe(
      list(text('Modification', REALISATION_LIMITS.modification), 'Modifications'),
      // Empty items dropped, repeats (whatever their case) kept once.
      z.transform((items: string[]) =>
        items.filter(
          (item, index) => item && items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index,
        ),
      ),
    )
    .check(
      z.refine(
        (items: string[]) => items.length <= REALISATION_LIMITS.modifications,
        `Modifications : ${REALISATION_LIMITS.modifications} au plus`,
      ),
    );
  const gallery = z.pipe(
    list(galleryItem, 'Galerie').check(
      z.refine(
        (items: unknown[]) => items.length <= REALISATION_LIMITS.gallery,
        `Galerie : ${REALISATION_LIMITS.gallery} médias au plus`,
      ),
    ),
    z.transform(galleryInOrder),
  );

  return z.pipe(
    loose({
      centre,
      title: required('Titre', REALISATION_LIMITS.title, REALISATION_MESSAGES.centreAndTitle),
      vehicleInfo: loose({
        brand: required('Marque', REALISATION_LIMITS.brand, REALISATION_MESSAGES.brandAndModel),
        model: required('Modèle', REALISATION_LIMITS.model, REALISATION_MESSAGES.brandAndModel),
        year: integer('Année', null, 1900, maxYear),
        engine: text('Moteur', REALISATION_LIMITS.engine),
      }),
      type: choice<'photo' | 'video'>(['photo', 'video'], 'photo', 'Type : photo ou video'),
      status: choice<'active' | 'inactive'>(['active', 'inactive'], 'active', 'Statut : active ou inactive'),
      date,
      description: text('Description', REALISATION_LIMITS.description),
      gains: loose({
        powerBefore: integer('Puissance avant', null, 0, REALISATION_LIMITS.power),
        powerAfter: integer('Puissance après', null, 0, REALISATION_LIMITS.power),
        torqueBefore: integer('Couple avant', null, 0, REALISATION_LIMITS.torque),
        torqueAfter: integer('Couple après', null, 0, REALISATION_LIMITS.torque),
      }),
      modifications,
      mediaUrl: uploadPath,
      thumbnailUrl: uploadPath,
      gallery,
      featured: flag(false),
      sortOrder: integer('Ordre', 0, -REALISATION_LIMITS.sortOrder, REALISATION_LIMITS.sortOrder),
    }),
    z.transform((form) => ({
      centre: form.centre,
      type: form.type,
      title: form.title,
      description: form.description,
      /** yyyy-mm-dd. */
      date: form.date,
      vehicle: form.vehicleInfo,
      gains: form.gains,
      modifications: form.modifications,
      /** Paths under /uploads, or null. */
      mediaUrl: form.mediaUrl,
      thumbnailUrl: form.thumbnailUrl,
      /** In display order, each medium once, one primary at most. */
      gallery: form.gallery,
      featured: form.featured,
      status: form.status,
      sortOrder: form.sortOrder,
    })),
  );
}

/** The form as GraphQL sends it (the bench export, read by the gateway alone, aside). */
export type RealisationFormInput = FormInput<ReturnType<typeof realisationFormSchema>>;
/** The form once checked: what the gateway stores (with the bench run it reads itself). */
export type RealisationFields = z.output<ReturnType<typeof realisationFormSchema>>;

/** Ordered by their sortOrder (ties keep the list's order), each medium once, one primary at most. */
function galleryInOrder(items: { url: string | null; alt: string; isPrimary: boolean; sortOrder: number | null }[]) {
  const ordered = items
    .map((item, index) => ({ ...item, index, order: item.sortOrder ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index);
  const gallery: GalleryDraft[] = [];
  for (const item of ordered) {
    if (!item.url || gallery.some((g) => g.url === item.url)) continue;
    gallery.push({ url: item.url, alt: item.alt, isPrimary: item.isPrimary && !gallery.some((g) => g.isPrimary) });
  }
  return gallery;
}

/** Checks the form: what to store, or every field's problem in the form's order. */
export function checkRealisationForm(input: unknown, options: RealisationFormOptions): FormCheck<RealisationFields> {
  return checkForm(realisationFormSchema(options), input);
}
