/**
 * Display mapping of media URLs (spec section 3): relative URLs are made absolute, and those under /uploads get the
 * API base (the same origin here, unless VITE_API_BASE says otherwise). Derivatives made by the gateway
 * (`<id>-1600.webp`) give a srcset in three widths.
 */
const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

export function absoluteMediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  if (url.startsWith('/uploads')) return `${API_BASE}${url}`;
  return url.startsWith('/') ? url : `/${url}`;
}

const DERIVATIVE = /-(480|960|1600)\.webp$/;

export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const absolute = absoluteMediaUrl(url);
  if (!absolute || !DERIVATIVE.test(absolute)) return undefined;
  return [480, 960, 1600].map((w) => `${absolute.replace(DERIVATIVE, `-${w}.webp`)} ${w}w`).join(', ');
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-03-12' -> '12 mars 2025'; the first of the month is written '1er'. */
export function frenchLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const text = longDate.format(date);
  return date.getUTCDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}
