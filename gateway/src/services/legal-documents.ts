import { generalConditions, legalNotice, privacyPolicy, type LegalDocument } from '../content/legal-texts.js';
import type { GarageService } from '../entities/garage-service.js';
import type { SiteIdentity } from '../entities/site-identity.js';

/** The legal pages by URL slug. */
export const LEGAL_DOCUMENTS: Record<string, LegalDocument> = {
  'mentions-legales': legalNotice,
  confidentialite: privacyPolicy,
  conditions: generalConditions,
};

/** A legal document as shown: filled, with the notice of a demonstration's fictitious identity. */
export type FilledLegalDocument = LegalDocument & { demoNotice?: string };

/** `[FR] …`: a paragraph or item that holds only in that market's country (its French or Moroccan rules). */
const MARKET_TAG = /^\[([A-Z]{2})\] /;

/** An item of the texts replaced by one item per service with a commercial warranty (its page's words). */
export const WARRANTIES_ITEM = '{@warranties}';

const CURRENCY_NAMES: Record<string, string> = { EUR: 'euros', MAD: 'dirhams marocains (MAD)' };

/**
 * The `{brand}`, `{legalName}`… placeholders of the texts and their values; null for a legal fact left unset in
 * production: a sentence that names one is left out rather than shown with a gap or a stand-in.
 */
function placeholderValues(site: SiteIdentity): Record<string, string | null> {
  return {
    brand: site.brandName,
    legalName: site.legalName,
    email: site.contactEmail,
    phone: site.contactPhone,
    legalForm: site.legalForm,
    shareCapital: site.shareCapital,
    rcsNumber: site.rcsNumber,
    rcsCity: site.rcsCity,
    registeredOffice: site.registeredOffice,
    vatNumber: site.vatNumber,
    publicationDirector: site.publicationDirector,
    hostName: site.hostName,
    hostAddress: site.hostAddress,
    hostPhone: site.hostPhone,
    mediatorName: site.mediatorName,
    mediatorWebsite: site.mediatorWebsite,
    mediatorAddress: site.mediatorAddress,
    currencyName: CURRENCY_NAMES[site.currency] ?? site.currency,
  };
}

/** Fills the placeholders of a text; null when it names a fact that is unset. */
export function fillPlaceholders(text: string, site: SiteIdentity): string | null {
  const values = placeholderValues(site);
  let unset = false;
  const filled = text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(values, key)) return whole;
    const value = values[key];
    if (value === null || value === undefined) unset = true;
    return value ?? '';
  });
  return unset ? null : filled;
}

/** « Reprogrammation moteur : 2 ans ou 40 000 km » for each service whose warranty has a term, in page order. */
export function warrantyItems(services: GarageService[]): string[] {
  const withTerm = services.filter((s) => /\d/.test(s.warranty));
  const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
  return withTerm.map((s, i) => `${s.name} : ${lowerFirst(s.warranty)}${i === withTerm.length - 1 ? '.' : ' ;'}`);
}

/** A legal document ready to show, or null for an unknown slug. */
export function legalDocument(
  slug: string,
  { site, services }: { site: SiteIdentity; services: GarageService[] },
): FilledLegalDocument | null {
  // Own keys only: `constructor` or `toString` are not documents.
  const document = Object.hasOwn(LEGAL_DOCUMENTS, slug) ? LEGAL_DOCUMENTS[slug] : undefined;
  if (!document) return null;
  const fill = (t: string) => fillPlaceholders(t, site);
  const fillAll = (list: string[]) =>
    list.flatMap((t) => {
      if (t === WARRANTIES_ITEM) return warrantyItems(services);
      const market = MARKET_TAG.exec(t);
      if (market && market[1] !== site.country) return [];
      return fill(market ? t.slice(market[0].length) : t) ?? [];
    });
  return {
    ...document,
    title: fill(document.title) ?? document.title,
    description: fill(document.description) ?? document.description,
    intro: document.intro === undefined ? undefined : (fill(document.intro) ?? undefined),
    sections: document.sections.map((s) => ({
      title: fill(s.title) ?? s.title,
      paragraphs: fillAll(s.paragraphs),
      items: s.items && fillAll(s.items),
    })),
    ...(site.demo
      ? {
          demoNotice:
            'Site de démonstration : la société, ses immatriculations, le directeur de la publication, l’hébergeur et le médiateur cités ici sont fictifs.',
        }
      : {}),
  };
}
