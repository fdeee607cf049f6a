import {
  emptyForm,
  newKey,
  type BenchRunChoice,
  type FormState,
  type GalleryEntry,
  type MediaSlot,
} from './form-state';

/**
 * A realisation being written, kept in the browser per account so that it survives an expired session (decision
 * 026): restored when the same account signs in again, dropped once saved or discarded. It holds the form's text
 * and the media already on the server, never the session token, and no chosen file (a browser cannot keep one).
 */
export interface Draft {
  /** The realisation being edited; null for a new one. */
  realisationId: string | null;
  form: FormState;
  /** ISO date and time of the last change. */
  savedAt: string;
  /** Files were chosen and not yet sent: they must be chosen again. */
  filesLeftOut: boolean;
}

const DRAFT_PREFIX = 'ecuvia_admin_draft:';
export const draftKey = (username: string) => `${DRAFT_PREFIX}${username}`;

const noMedia: MediaSlot = { url: null, file: null };
const storedSlot = (slot: MediaSlot): MediaSlot => (slot.url ? { url: slot.url, file: null } : noMedia);

/** What of a form can be stored: chosen files are left out (a gallery item that is only a file goes). */
function storable(form: FormState): { form: FormState; filesLeftOut: boolean } {
  const filesLeftOut = Boolean(form.media.file || form.thumbnail.file || form.gallery.some((g) => g.file));
  return {
    filesLeftOut,
    form: {
      ...form,
      media: storedSlot(form.media),
      thumbnail: storedSlot(form.thumbnail),
      gallery: form.gallery.filter((g) => g.url).map((g) => ({ ...g, file: null })),
    },
  };
}

export function writeDraft(username: string, realisationId: string | null, form: FormState, now = new Date()): void {
  if (!username) return;
  const { form: kept, filesLeftOut } = storable(form);
  const draft: Draft = { realisationId, form: kept, savedAt: now.toISOString(), filesLeftOut };
  try {
    window.localStorage.setItem(draftKey(username), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, without the safety net.
  }
}

export function clearDraft(username: string): void {
  try {
    window.localStorage.removeItem(draftKey(username));
  } catch {
    // Nothing stored.
  }
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The account's draft, checked field by field (a value that is not ours, or damaged, gives null or defaults). */
/** A bench-run choice as stored, or « none » for anything else. */
function benchRunChoice(value: unknown): BenchRunChoice {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (v.kind === 'file' && isText(v.csv) && isText(v.fileName))
    return { kind: 'file', csv: v.csv, fileName: v.fileName };
  if (v.kind === 'stored' && isText(v.summary)) return { kind: 'stored', summary: v.summary };
  if (v.kind === 'remove') return { kind: 'remove' };
  return { kind: 'none' };
}

export function readDraft(username: string): Draft | null {
  let raw: unknown;
  try {
    const text = window.localStorage.getItem(draftKey(username));
    if (!text) return null;
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Partial<Record<keyof Draft, unknown>>;
  const stored = value.form && typeof value.form === 'object' ? (value.form as Record<string, unknown>) : null;
  if (!stored) return null;
  const base = emptyForm();
  const form: FormState = { ...base };
  for (const name of [
    'centre',
    'title',
    'description',
    'date',
    'brand',
    'model',
    'year',
    'engine',
    'powerBefore',
    'powerAfter',
    'torqueBefore',
    'torqueAfter',
    'sortOrder',
  ] as const) {
    if (isText(stored[name])) form[name] = stored[name];
  }
  form.type = stored.type === 'video' ? 'video' : 'photo';
  form.status = stored.status === 'inactive' ? 'inactive' : 'active';
  form.featured = stored.featured === true;
  form.modifications = Array.isArray(stored.modifications) ? stored.modifications.filter(isText) : [];
  const slot = (v: unknown): MediaSlot =>
    v && typeof v === 'object' && isText((v as MediaSlot).url) ? { url: (v as MediaSlot).url, file: null } : noMedia;
  form.benchRun = benchRunChoice(stored.benchRun);
  form.media = slot(stored.media);
  form.thumbnail = slot(stored.thumbnail);
  form.gallery = (Array.isArray(stored.gallery) ? stored.gallery : [])
    .filter((g): g is Record<string, unknown> => Boolean(g) && typeof g === 'object' && isText(g.url))
    .map((g): GalleryEntry => ({
      key: newKey(),
      url: g.url as string,
      file: null,
      type: g.type === 'video' ? 'video' : 'photo',
      alt: isText(g.alt) ? g.alt : '',
      isPrimary: g.isPrimary === true,
      label: isText(g.label) ? g.label : '',
    }));
  return {
    realisationId: isText(value.realisationId) ? value.realisationId : null,
    form,
    savedAt: isText(value.savedAt) ? value.savedAt : '',
    filesLeftOut: value.filesLeftOut === true,
  };
}
