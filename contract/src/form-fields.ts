/**
 * The building blocks of the forms' zod schemas (realisations, contact and quote requests, accounts): loose input
 * read field by field, each field refused with its own French sentence, every field's problem reported at once.
 *
 * zod/mini: the same engine as zod, with functions instead of methods, so that the admin's bundle carries only what
 * these rules use (zod's full API doubled the admin chunk).
 */
import * as z from 'zod/mini';

/** A field at fault (`field` is its path, e.g. `vehicleInfo.brand` or `gallery.2.url`) and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** What a one-line field refuses: C0 controls (tab, CR and LF included), DEL, C1 controls, Unicode's LS and PS. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const INTEGER_TEXT = /^\s*-?\d+([.,]\d+)?\s*$/;
export const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A value read by `read`, which says what is wrong with `refuse(message)`; absence included. Anything is read; `In`
 * is what a well-formed client sends (GraphQL's type of the field), the type a transport's input derives from.
 */
export const reading = <T, In = unknown>(read: (value: unknown, refuse: (message: string) => never) => T) =>
  z.pipe(
    // Accepts anything, as `z.unknown()` would.
    z.optional(z.custom<In>()),
    z.transform((value: In | undefined, ctx): T => {
      try {
        return read(value, (message) => {
          throw new Refusal(message);
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        ctx.issues.push({ code: 'custom', message: error.message, input: value });
        return z.NEVER;
      }
    }),
  );

class Refusal extends Error {}

/** The refusal of a line break, a tab or another control character in a one-line field: none shows in its input. */
export const ONE_LINE_MESSAGE = 'Caractères invisibles refusés : retapez ce champ.';

export const isOneLine = (value: string) => !LINE_BREAKING.test(value);

/**
 * `field` on one line: a text with a control character or a line separator is refused before `field` reads it,
 * rather than cleaned, since a line break written into the centre's e-mail starts a false row of it. Multi-line
 * fields (a message) are left out.
 */
export const oneLine = <T extends z.ZodMiniType>(field: T) =>
  z.pipe(
    reading<unknown, z.input<T>>((value, refuse) =>
      typeof value === 'string' && !isOneLine(value) ? refuse(ONE_LINE_MESSAGE) : value,
    ),
    // `field` reads what passed, as it would have read it alone.
    field as z.ZodMiniType<z.output<T>>,
  );

/** Text as typed, without control characters (line breaks and tabs kept), trimmed; missing gives ''. */
export const text = (label: string, max: number) =>
  reading<string, string | null>((value, refuse) => {
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' && typeof value !== 'number') return refuse(`${label} : texte attendu`);
    const cleaned = String(value).replace(CONTROL_CHARACTERS, '').trim();
    return cleaned.length > max ? refuse(`${label} : ${max} caractères au plus`) : cleaned;
  });

/** A text the form requires, refused with `missing` (the spec's message) when empty. */
export const required = (label: string, max: number, missing: string) =>
  text(label, max).check(z.refine((value: string) => value !== '', missing));

/** Whole numbers as the form sends them: numbers or numeric text (decimals cut off); empty gives `empty`. */
export const integer = <T extends number | null>(label: string, empty: T, min: number, max: number) =>
  reading<number | T, number | null>((value, refuse) => {
    if (isEmpty(value) || (typeof value === 'string' && value.trim() === '')) return empty;
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && INTEGER_TEXT.test(value)
          ? Number(value.trim().replace(',', '.'))
          : Number.NaN;
    if (!Number.isFinite(n)) return refuse(`${label} : nombre entier attendu`);
    const whole = Math.trunc(n);
    return whole < min || whole > max ? refuse(`${label} : entre ${min} et ${max}`) : whole;
  });

export const flag = (fallback: boolean) =>
  reading<boolean, boolean | null>((value, refuse) => {
    if (isEmpty(value)) return fallback;
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    return refuse('Valeur oui/non attendue');
  });

/** One of `values`, `fallback` when empty. */
export const choice = <T extends string>(values: readonly T[], fallback: T, message: string) =>
  reading<T, string | null>((value, refuse) => {
    if (isEmpty(value)) return fallback;
    return (values as readonly unknown[]).includes(value) ? (value as T) : refuse(message);
  });

/** The consent a form asks for: `true`, or `missing` (why it is needed). */
export const consent = (missing: string) =>
  reading<true, boolean>((value, refuse) => (value === true ? true : refuse(missing)));

/** A list, or nothing (null, undefined): an empty list. */
export const list = <T extends z.ZodMiniType>(item: T, label: string) =>
  z.pipe(
    z.nullish(z.array(item, { error: `${label} : liste attendue` })),
    z.transform((items: z.output<T>[] | null | undefined) => items ?? []),
  );

/**
 * The loose input as an object; anything else reads as an empty one (its fields then say what is missing). Its input
 * type is its fields', so that a transport's input type derives from the schema.
 */
export const loose = <T extends z.core.$ZodLooseShape>(shape: T) => {
  type Fields = z.input<z.ZodMiniObject<T>>;
  return z.pipe(
    // Accepts anything, as `z.unknown()` would.
    z.optional(z.custom<Fields>()),
    z.pipe(
      z.transform((value: Fields | undefined) =>
        value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {},
      ),
      z.object(shape),
    ),
  );
};

/** What a transport hands a form's schema: each field as a well-formed client sends it, every one optional. */
export type FormInput<S extends z.ZodMiniType> = Exclude<z.input<S>, undefined>;

/** What a form's check answers: the values to store, or every field's problem in the form's order. */
export type FormCheck<T> = { ok: true; fields: T } | { ok: false; problems: FieldProblem[] };

/** Runs a form's schema: one problem per field, the first rule it breaks. */
export function checkForm<T>(schema: z.ZodMiniType<T>, input: unknown): FormCheck<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, fields: result.data };
  const problems = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  return { ok: false, problems: problems.filter((p, i) => problems.findIndex((q) => q.field === p.field) === i) };
}

/** Text of `min` to `max` characters: `short` when shorter (empty included), `long` when longer. */
export const sized = (label: string, min: number, max: number, short: string, long: string) =>
  // `text`'s own cap is far above `max`, so that an over-long field says `long`.
  text(label, 100_000).check(
    z.refine((value: string) => value.length >= min, short),
    z.refine((value: string) => value.length <= max, long),
  );

/** An optional text: '' becomes null. */
export const optional = (label: string, max: number, tooLong: string) =>
  z.pipe(
    text(label, 100_000).check(z.refine((value: string) => value.length <= max, tooLong)),
    z.transform((value: string) => value || null),
  );

/** An optional text read into a value (`read`), its message when it cannot be read: '' becomes null. */
export const readOptional = <T>(label: string, max: number, message: string, read: (typed: string) => T | null) =>
  z.pipe(
    optional(label, max, message),
    z.transform((typed: string | null, ctx) => {
      if (typed === null) return null;
      const value = read(typed);
      if (value === null) ctx.issues.push({ code: 'custom', message, input: typed });
      return value;
    }),
  );

/** A French or international number as people type it: 8 to 15 digits, spaces, dots, dashes, brackets, a leading +. */
export function isPhoneNumber(phone: string): boolean {
  return /^\+?\d{8,15}$/.test(phone.replace(/[\s.()-]/g, ''));
}

/**
 * Problems in the order a form shows its fields (`order`), one per field: the first is the field the screen moves
 * to, and a rule on several fields, checked after them, takes its field's place.
 */
export function inFormOrder(problems: readonly FieldProblem[], order: readonly string[]): FieldProblem[] {
  const rank = (problem: FieldProblem) => {
    const index = order.indexOf(problem.field);
    return index < 0 ? order.length : index;
  };
  const sorted = [...problems].sort((a, b) => rank(a) - rank(b));
  return sorted.filter((p, i) => sorted.findIndex((q) => q.field === p.field) === i);
}
