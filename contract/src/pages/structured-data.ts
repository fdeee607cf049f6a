import { formatMoney } from '../money.js';
import { paths } from '../paths.js';
import type { HeadCentre, HeadService, HeadServiceSeo, HeadSite } from './page-head.js';

/** schema.org objects the page heads share (JSON-LD). */

const DAY_NAMES: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export function organisation(site: HeadSite, centres: readonly HeadCentre[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brandName,
    legalName: site.legalName,
    email: site.contactEmail,
    telephone: site.contactPhone,
    ...(site.registeredOffice
      ? { address: { '@type': 'PostalAddress', streetAddress: site.registeredOffice, addressCountry: 'FR' } }
      : {}),
    ...(site.vatNumber ? { vatID: site.vatNumber } : {}),
    department: centres.map((c) => ({
      '@type': 'AutoRepair',
      name: `${site.brandName} ${c.name}`,
      address: c.address,
    })),
  };
}

/**
 * AutoRepair (a LocalBusiness) for one centre, with what the preset knows: address, phone, hours, position; and the
 * way to book it online (a ReserveAction to its booking page), on the public `origin`.
 */
export function autoRepair(
  site: HeadSite,
  centre: HeadCentre,
  services: readonly HeadService[],
  origin: string,
): Record<string, unknown> {
  const sameAs = [centre.instagram, centre.youtube].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRepair',
    name: `${site.brandName} ${centre.name}`,
    address: {
      '@type': 'PostalAddress',
      ...(centre.streetAddress ? { streetAddress: centre.streetAddress } : {}),
      ...(centre.postalCode ? { postalCode: centre.postalCode } : {}),
      addressLocality: centre.locality ?? centre.name,
      ...(centre.country ? { addressCountry: centre.country } : {}),
    },
    ...(centre.phone ? { telephone: centre.phone } : {}),
    ...(centre.coordinates
      ? { geo: { '@type': 'GeoCoordinates', latitude: centre.coordinates.lat, longitude: centre.coordinates.lng } }
      : {}),
    ...(centre.openingHours.length
      ? {
          openingHoursSpecification: centre.openingHours.map((slot) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: DAY_NAMES[slot.day],
            opens: slot.opens,
            closes: slot.closes,
          })),
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
    priceRange: `${formatMoney(Math.min(...services.map((s) => s.price.from)), site.currency)} – ${formatMoney(
      Math.max(...services.map((s) => s.price.to)),
      site.currency,
    )}`,
    parentOrganization: { '@type': 'Organization', name: site.brandName },
    potentialAction: {
      '@type': 'ReserveAction',
      name: `Prendre rendez-vous à ${centre.name}`,
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${paths.booking(centre.id)}`,
        inLanguage: 'fr',
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      result: { '@type': 'Reservation', name: 'Rendez-vous à l’atelier' },
    },
  };
}

export function serviceJsonLd(
  service: HeadService,
  seo: HeadServiceSeo,
  site: HeadSite,
  centre: HeadCentre | undefined,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': seo.schema.type,
    name: seo.schema.name,
    description: seo.schema.description,
    serviceType: service.name,
    provider: centre
      ? { '@type': 'AutoRepair', name: `${site.brandName} ${centre.name}`, address: centre.address }
      : { '@type': 'Organization', name: seo.schema.provider },
    areaServed: centre ? (centre.locality ?? centre.name) : seo.schema.areaServed,
    offers: priceOffer(service.price),
  };
}

/** An offer priced by a range, as schema.org writes it. */
export function priceOffer(price: { from: number; to: number; unit: string }): Record<string, unknown> {
  return {
    '@type': 'Offer',
    priceCurrency: price.unit,
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: price.from,
      maxPrice: price.to,
      priceCurrency: price.unit,
    },
  };
}

/** An offer at one price, taxes included (a stage of an engine's remap), as schema.org writes it. */
export function fixedPriceOffer(name: string, price: number, currency: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name,
    price,
    priceCurrency: currency,
    priceSpecification: {
      '@type': 'PriceSpecification',
      price,
      priceCurrency: currency,
      valueAddedTaxIncluded: true,
    },
  };
}

export function faqJsonLd(service: HeadService): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: service.faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
