/**
 * Which file of an image a page asks for, at which width: the SPA's `<img>` and the gateway's early `<link
 * rel=preload>` follow the same rules, so that the browser reuses the preloaded response instead of fetching a second
 * width.
 */

/** Widths of the derivatives the gateway makes of an uploaded photo: `<id>-<width>.webp` (gateway/src/media). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;

const DERIVATIVE = new RegExp(`-(${MEDIA_WIDTHS.join('|')})\\.webp$`);

/**
 * The srcset of a derivative in every width, or undefined for any other image (a thumbnail, `<id>-thumb.webp`,
 * exists in one width only: a `srcset` or `sizes` there is invalid HTML).
 */
export function derivativeSrcSet(url: string): string | undefined {
  if (!DERIVATIVE.test(url)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${url.replace(DERIVATIVE, `-${width}.webp`)} ${width}w`).join(', ');
}

/** A gallery tile's displayed width: four columns on a wide screen, two on a tablet, one on a phone. */
export const GALLERY_TILE_SIZES = '(min-width: 72rem) 25vw, (min-width: 40rem) 50vw, 100vw';

/**
 * A service illustration in two widths: `name.webp` (full) and `name-<small>.webp`
 * (client/scripts/generate-service-images.mjs).
 */
export function illustrationSrcSet(url: string, fullWidth: number, smallWidth: number): string {
  return `${url.replace(/\.webp$/, `-${smallWidth}.webp`)} ${smallWidth}w, ${url} ${fullWidth}w`;
}

/** A service page's hero: full width of the screen, made at 1600 and 800 pixels. */
export const SERVICE_HERO = { fullWidth: 1600, smallWidth: 800, sizes: '100vw' } as const;
