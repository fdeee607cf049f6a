import { paths, realisationIdOf } from '../paths.js';
import { at, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { GALLERY_QUERY } from './realisations.js';

/** A job shared by its address: the gallery with the job open in its lightbox. */
export const route = {
  id: 'realisation',
  patterns: ['realisations/:realisation'],
  screen: 'Realisations',
  scope: 'centre',
  public: true,
  shows: ['src/features/gallery/Lightbox.tsx'],
  query: GALLERY_QUERY,
} as const satisfies RouteDeclaration;

/** A job's page names the job's own centre, whatever centre the URL names. */
export const title = (jobTitle: string, jobCentreName: string | undefined) => `${jobTitle}${at(jobCentreName)}`;

export const head: HeadFunction = async ({ params, centres, site, origin, lookups }) => {
  const id = realisationIdOf(params.realisation);
  const realisation = id ? await lookups.realisation(Number(id)) : null;
  if (!realisation) return 'missing';
  const vehicle = [realisation.vehicle.brand, realisation.vehicle.model, realisation.vehicle.year]
    .filter(Boolean)
    .join(' ');
  const image =
    realisation.thumbnailUrl && realisation.mediaUrl?.endsWith('.webp')
      ? realisation.mediaUrl
      : (realisation.gallery[0]?.url ?? realisation.thumbnailUrl ?? undefined);
  const absolute = image && (/^https?:/.test(image) ? image : `${origin}${image}`);
  return {
    title: title(realisation.title, centres.find((c) => c.id === realisation.centreId)?.name),
    description: (realisation.description || `${vehicle} : ${realisation.modifications.join(', ')}`).slice(0, 300),
    canonicalPath: paths.realisation(String(realisation.id), realisation.slug),
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: realisation.title,
        description: realisation.description,
        datePublished: realisation.date,
        ...(absolute ? { image: [absolute] } : {}),
        about: {
          '@type': 'Vehicle',
          name: vehicle,
          ...(realisation.vehicle.engine
            ? { vehicleEngine: { '@type': 'EngineSpecification', name: realisation.vehicle.engine } }
            : {}),
        },
        publisher: { '@type': 'Organization', name: site.brandName },
      },
    ],
  };
};
