import type { RealisationCardFragment } from '../../gql/graphql';
import { mediaImageProps } from '../../lib/media-urls';

/** The lightbox's code: loaded once, by the first job opened or by the first intent to open one. */
export const loadLightbox = () => import('./Lightbox');

const preloaded = new Set<string>();

/**
 * When a visitor shows the intent to open a job (a finger or a pointer pressed on its tile, the keyboard's focus, a
 * pointer over it), the lightbox's code and the first photo it will show start loading: the picture the browser picks
 * from the same srcset and sizes, through a preload link. On a first opening the dialog then shows its picture with
 * the tap instead of a blank frame while both arrive.
 */
export async function preloadLightbox(r: RealisationCardFragment): Promise<void> {
  const { slidesOf, LIGHTBOX_PHOTO_SIZES } = await loadLightbox();
  const first = slidesOf(r)[0];
  if (first?.kind !== 'photo' || preloaded.has(first.url)) return;
  preloaded.add(first.url);
  const { src, srcSet, sizes } = mediaImageProps(first.url, LIGHTBOX_PHOTO_SIZES);
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  if (srcSet) link.imageSrcset = srcSet;
  if (sizes) link.imageSizes = sizes;
  document.head.appendChild(link);
}
