/**
 * Service illustrations exist in two widths: `name.webp` (full) and `name-<small>.webp`
 * (see client/scripts/generate-service-images.mjs).
 */
export function illustrationSrcSet(url: string, fullWidth: number, smallWidth: number): string {
  return `${url.replace(/\.webp$/, `-${smallWidth}.webp`)} ${smallWidth}w, ${url} ${fullWidth}w`;
}
