import { GALLERY_TILE_SIZES, derivativeSrcSet } from '../media-images.js';
import type { HeadContext, HeadRealisation, PageHead, PreloadImage } from './page-head.js';
import { autoRepair } from './structured-data.js';

/**
 * The head of a page that exists for each centre and in a centreless form (`/services`, `/contact`…): its own title
 * and description, its path as canonical, and the centre as an AutoRepair when it is a centre's.
 */
export function centrePageHead(
  context: HeadContext,
  page: { title: string; description: string; preloadImage?: PreloadImage },
): PageHead {
  const { centre, site, services, origin } = context;
  return {
    ...page,
    canonicalPath: context.pathname.replace(/\/+$/, '') || '/',
    jsonLd: centre ? [autoRepair(site, centre, services, origin)] : [],
  };
}

/**
 * A gallery tile's image as RealisationGrid and LazyImage render it (client/src/features/gallery): the thumbnail,
 * else the main medium; a srcset in three widths for a derivative.
 */
export function galleryTileImage(realisation: HeadRealisation): PreloadImage | undefined {
  const href = realisation.thumbnailUrl ?? realisation.mediaUrl;
  if (!href || !href.startsWith('/') || !/\.(webp|avif|jpe?g|png)$/i.test(href)) return undefined;
  const srcset = derivativeSrcSet(href);
  return srcset ? { href, srcset, sizes: GALLERY_TILE_SIZES } : { href };
}
