import { checkRealisationForm, type RealisationFields } from '@garage/contract/realisation-form';
import type { AdminRealisationFieldsFragment, RealisationInput } from '../../../gql/admin/graphql';

export type AdminRealisation = AdminRealisationFieldsFragment;
export type MediaType = 'photo' | 'video';
export type Status = 'active' | 'inactive';

/** A media of the form: already on the server (`url`), or a file chosen here and sent on submit. */
export interface MediaSlot {
  url: string | null;
  file: File | null;
}

/** One gallery item (spec section 3), possibly still a local file. */
export interface GalleryEntry {
  /** Stable identity for React and the reordering. */
  key: string;
  url: string | null;
  file: File | null;
  type: MediaType;
  alt: string;
  isPrimary: boolean;
  /** The file's name, or the end of its URL: what the screen calls it when it has no alt text. */
  label: string;
}

/** The admin form record (spec section 3); numbers stay text until submit, as typed. */
export interface FormState {
  centre: string;
  type: MediaType;
  title: string;
  description: string;
  date: string;
  brand: string;
  model: string;
  year: string;
  engine: string;
  modifications: string[];
  powerBefore: string;
  powerAfter: string;
  torqueBefore: string;
  torqueAfter: string;
  /** The bench run: kept as stored, a bench export chosen here (its text and file name), or removed. */
  benchRun: BenchRunChoice;
  media: MediaSlot;
  thumbnail: MediaSlot;
  gallery: GalleryEntry[];
  featured: boolean;
  status: Status;
  sortOrder: string;
}

export type BenchRunChoice =
  | { kind: 'none' }
  | { kind: 'stored'; summary: string }
  | { kind: 'file'; csv: string; fileName: string }
  | { kind: 'remove' };

const noMedia: MediaSlot = { url: null, file: null };

/** Today as yyyy-mm-dd in the browser's time zone (the default date of a new realisation). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

let keys = 0;
export const newKey = () => `item-${++keys}`;

export function emptyForm(now = new Date()): FormState {
  return {
    centre: '',
    type: 'photo',
    title: '',
    description: '',
    date: todayIso(now),
    brand: '',
    model: '',
    year: '',
    engine: '',
    modifications: [],
    powerBefore: '',
    powerAfter: '',
    torqueBefore: '',
    torqueAfter: '',
    benchRun: { kind: 'none' },
    media: noMedia,
    thumbnail: noMedia,
    gallery: [],
    featured: false,
    status: 'active',
    sortOrder: '',
  };
}

/** `/uploads/<id>-1600.webp` → `<id>`. */
const mediaId = (url: string | null | undefined) => (url ? /\/uploads\/([A-Za-z0-9]+)/.exec(url)?.[1] : undefined);
const lastSegment = (url: string) => url.split('/').pop() ?? url;

/**
 * The form of an existing realisation. A main media or thumbnail the server took from the gallery is left empty,
 * so that it follows the gallery's primary photo again when the gallery changes.
 */
export function formFromRealisation(r: AdminRealisation): FormState {
  const galleryIds = new Set(r.gallery.map((g) => mediaId(g.url)));
  const mediaFromGallery = !!r.mediaUrl && galleryIds.has(mediaId(r.mediaUrl));
  const thumbnailDerived =
    !r.thumbnailUrl || galleryIds.has(mediaId(r.thumbnailUrl)) || mediaId(r.thumbnailUrl) === mediaId(r.mediaUrl);
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    centre: r.centre,
    type: r.type === 'video' ? 'video' : 'photo',
    title: r.title,
    description: r.description,
    date: r.date,
    brand: r.vehicle.brand,
    model: r.vehicle.model,
    year: text(r.vehicle.year),
    engine: r.vehicle.engine,
    modifications: [...r.modifications],
    powerBefore: text(r.gains?.powerBefore),
    powerAfter: text(r.gains?.powerAfter),
    torqueBefore: text(r.gains?.torqueBefore),
    torqueAfter: text(r.gains?.torqueAfter),
    benchRun: r.benchRun
      ? {
          kind: 'stored',
          summary: `${r.benchRun.peakBefore.powerHp} → ${r.benchRun.peakAfter.powerHp} ch, ${r.benchRun.peakBefore.torqueNm} → ${r.benchRun.peakAfter.torqueNm} Nm`,
        }
      : { kind: 'none' },
    media: mediaFromGallery ? noMedia : { url: r.mediaUrl ?? null, file: null },
    thumbnail: thumbnailDerived ? noMedia : { url: r.thumbnailUrl ?? null, file: null },
    gallery: [...r.gallery]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((g) => ({
        key: newKey(),
        url: g.url,
        file: null,
        type: g.type === 'video' ? 'video' : 'photo',
        alt: g.alt,
        isPrimary: g.isPrimary,
        label: lastSegment(g.url),
      })),
    featured: r.featured,
    status: r.status === 'inactive' ? 'inactive' : 'active',
    sortOrder: String(r.sortOrder),
  };
}

/** Gallery items made from chosen files: type from the MIME type, empty alt, not primary, at the end. */
export function entriesFromFiles(files: Iterable<File>): GalleryEntry[] {
  return [...files].map((file) => ({
    key: newKey(),
    url: null,
    file,
    type: file.type.startsWith('video/') ? 'video' : 'photo',
    alt: '',
    isPrimary: false,
    label: file.name,
  }));
}

/** Adds a modification if it is not empty once trimmed and not already listed (spec section 5). */
export function addModification(list: readonly string[], typed: string): string[] {
  const item = typed.trim();
  if (!item || list.some((m) => m.toLocaleLowerCase('fr') === item.toLocaleLowerCase('fr'))) return [...list];
  return [...list, item];
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The ids of a centre's list after moving one realisation a place up (-1) or down (+1), for `reorderRealisations`;
 * null when it cannot move: at either end, or past a realisation of the other group, since featured ones always come
 * first in public whatever their order.
 */
export function reorderedIds(
  list: readonly { id: string; featured: boolean }[],
  id: string,
  delta: -1 | 1,
): string[] | null {
  const from = list.findIndex((r) => r.id === id);
  const neighbour = list[from + delta];
  if (from < 0 || !neighbour || neighbour.featured !== list[from]!.featured) return null;
  return moveItem(list, from, from + delta).map((r) => r.id);
}

/** What a screen reader hears after a move. */
export const positionAnnouncement = (name: string, index: number, total: number) =>
  `« ${name} » en position ${index + 1} sur ${total}.`;

export interface FormProblem {
  message: string;
  /** The `name` of the field to focus. */
  field: string;
}

/** The form's name of a field the schema names by its path: vehicleInfo.brand → brand, gallery.2.url → gallery. */
export const formFieldOf = (field: string) =>
  field.startsWith('gallery') ? 'gallery' : (field.split('.').pop() ?? field).replace(/Url$/, '');

/** The form as the shared schema reads it, without its media: files are sent on submit, then checked by the gateway. */
const schemaInput = (form: FormState) => ({
  centre: form.centre,
  type: form.type,
  title: form.title,
  description: form.description,
  date: form.date,
  vehicleInfo: { brand: form.brand, model: form.model, year: form.year, engine: form.engine },
  gains: {
    powerBefore: form.powerBefore,
    powerAfter: form.powerAfter,
    torqueBefore: form.torqueBefore,
    torqueAfter: form.torqueAfter,
  },
  modifications: form.modifications,
  featured: form.featured,
  status: form.status,
  sortOrder: form.sortOrder,
});

/**
 * The gateway's own checks (@garage/contract/realisation-form), before anything is uploaded: every field's problem,
 * by the form's field names and in its order (the spec's two messages first when they apply); empty when the form
 * can be sent.
 */
export function validateForm(form: FormState, now = new Date()): FormProblem[] {
  const result = checkRealisationForm(schemaInput(form), { today: now });
  return result.ok ? [] : result.problems.map((p) => ({ message: p.message, field: formFieldOf(p.field) }));
}

/**
 * What the server gets once every file is uploaded: the text and numbers as the schema reads them (empty numbers
 * null, an empty order 0), the media by their URLs.
 */
export function toRealisationInput(form: FormState, now = new Date()): RealisationInput {
  const checked = checkRealisationForm(schemaInput(form), { today: now });
  if (!checked.ok) throw new Error('toRealisationInput: the form was not validated');
  const fields: RealisationFields = checked.fields;
  const gallery = form.gallery.map((item, index) => {
    if (!item.url) throw new Error('gallery item not uploaded');
    return { url: item.url, alt: item.alt.trim(), isPrimary: item.isPrimary, sortOrder: index };
  });
  return {
    centre: fields.centre,
    type: fields.type,
    title: fields.title,
    description: fields.description,
    date: form.date || null,
    vehicleInfo: fields.vehicle,
    gains: fields.gains,
    modifications: form.modifications,
    // Absent keeps the stored run; empty removes it.
    ...(form.benchRun.kind === 'file' ? { benchRunCsv: form.benchRun.csv } : {}),
    ...(form.benchRun.kind === 'remove' ? { benchRunCsv: '' } : {}),
    mediaUrl: form.media.url,
    thumbnailUrl: form.type === 'video' ? form.thumbnail.url : null,
    gallery,
    featured: form.featured,
    status: fields.status,
    sortOrder: fields.sortOrder,
  };
}

export interface Filters {
  centre: string;
  status: string;
  type: string;
  search: string;
}

export const noFilters: Filters = { centre: '', status: '', type: '', search: '' };

/** The type filter and the free-text search (spec section 5): case-insensitive, accents included as typed. */
export function applyLocalFilters(list: readonly AdminRealisation[], filters: Filters): AdminRealisation[] {
  const words = filters.search.trim().toLocaleLowerCase('fr').split(/\s+/).filter(Boolean);
  return list.filter((r) => {
    if (filters.type && r.type !== filters.type) return false;
    if (!words.length) return true;
    const haystack = [r.title, r.description, r.vehicle.brand, r.vehicle.model, ...r.modifications]
      .join('\n')
      .toLocaleLowerCase('fr');
    return words.every((w) => haystack.includes(w));
  });
}

/** The counters above the table (spec section 2). */
export function counters(list: readonly AdminRealisation[]) {
  return {
    total: list.length,
    active: list.filter((r) => r.status === 'active').length,
    featured: list.filter((r) => r.featured).length,
    centres: new Set(list.map((r) => r.centre)).size,
  };
}
