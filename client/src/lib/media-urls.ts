/**
 * Display mapping of media URLs (spec section 3): relative URLs are made absolute, and those under /uploads get the
 * API base (the same origin here, unless VITE_API_BASE says otherwise). Derivatives made by the gateway
 * (`<id>-1600.webp`) give a srcset in three widths; a thumbnail (`<id>-thumb.webp`, one width) gives none.
 */
import { derivativeSrcSet } from '@garage/contract/media-images';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';

export function absoluteMediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  if (url.startsWith('/uploads')) return `${API_BASE}${url}`;
  return url.startsWith('/') ? url : `/${url}`;
}

export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const absolute = absoluteMediaUrl(url);
  return absolute ? derivativeSrcSet(absolute) : undefined;
}

/**
 * The `src`, `srcSet` and `sizes` of an `<img>` showing a medium. `sizes` (the displayed width) only chooses among a
 * srcset's widths, so it is left out for an image in one width: HTML forbids it there, and React would copy it into
 * the image's preload as an `imagesizes` without `imagesrcset`.
 */
export function mediaImageProps(
  url: string | null | undefined,
  sizes: string | undefined,
): { src?: string; srcSet?: string; sizes?: string } {
  const srcSet = mediaSrcSet(url);
  return { src: absoluteMediaUrl(url), srcSet, sizes: srcSet ? sizes : undefined };
}
