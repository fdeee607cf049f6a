import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { centrePageHead, galleryTileImage } from './centre-page.js';

/** The gallery's query: its filters and its page. */
export const GALLERY_QUERY = ['marque', 'modele', 'apres', 'type'] as const;

/** The gallery of jobs, filtered by `?marque=`, `?modele=`, `?type=`, paged by `?apres=`. */
export const route = {
  id: 'realisations',
  patterns: ['realisations'],
  screen: 'Realisations',
  scope: 'centre',
  public: true,
  query: GALLERY_QUERY,
} as const satisfies RouteDeclaration;

export const title = (centreName?: string) => `Nos réalisations${at(centreName)}`;

export const head: HeadFunction = async (context) => {
  // A centre's gallery opens on its first tile: the largest image of the first screen on a phone. (The centreless
  // gallery sends a returning visitor on to their centre's, so its first tile may never show.)
  const cover = context.centre ? await context.lookups.firstRealisation(context.centre.id) : null;
  return centrePageHead(context, {
    title: title(context.centre?.name),
    description: `Photos et vidéos de nos reprogrammations et préparations${context.where}, avec les gains de puissance et de couple mesurés au banc.`,
    preloadImage: cover ? galleryTileImage(cover) : undefined,
  });
};
