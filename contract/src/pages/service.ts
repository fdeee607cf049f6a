import { illustrationSrcSet, SERVICE_HERO } from '../media-images.js';
import { paths } from '../paths.js';
import { at, seoTitleWithoutBrand, type HeadFunction, type RouteDeclaration } from './page-head.js';
import { faqJsonLd, serviceJsonLd } from './structured-data.js';

/** A service: every field of it. An unknown slug is sent to the list (the gateway's redirect, and the screen's). */
export const route = {
  id: 'service',
  patterns: ['services/:service'],
  screen: 'ServiceDetail',
  scope: 'centre',
  public: true,
} as const satisfies RouteDeclaration;

/** Its SEO title, or its name at the centre. */
export const title = (service: { name: string; seoTitle: string }, centreName?: string) =>
  centreName ? `${service.name}${at(centreName)}` : service.seoTitle;

export const head: HeadFunction = ({ params, services, site, centre, lookups }) => {
  const service = services.find((s) => s.slug === params.service);
  if (!service) return 'notFound';
  const seo = lookups.serviceSeo(service);
  return {
    title: title({ name: service.name, seoTitle: seoTitleWithoutBrand(seo.title, site.brandName) }, centre?.name),
    description: seo.description,
    canonicalPath: paths.service(service.slug, centre?.id),
    image: service.images.hero,
    jsonLd: [serviceJsonLd(service, seo, site, centre), faqJsonLd(service)],
    // As the screen renders it: the illustration in two widths (client/scripts/generate-service-images.mjs).
    preloadImage: {
      href: service.images.hero,
      srcset: illustrationSrcSet(service.images.hero, SERVICE_HERO.fullWidth, SERVICE_HERO.smallWidth),
      sizes: SERVICE_HERO.sizes,
    },
  };
};
