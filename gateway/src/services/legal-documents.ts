import { generalConditions, legalNotice, privacyPolicy, type LegalDocument } from '../content/legal-texts.js';
import type { SiteIdentity } from '../entities/site-identity.js';

/** The legal pages by URL slug. */
export const LEGAL_DOCUMENTS: Record<string, LegalDocument> = {
  'mentions-legales': legalNotice,
  confidentialite: privacyPolicy,
  conditions: generalConditions,
};

/** Fills the `{brand}`, `{legalName}`… placeholders of the texts with the site identity. */
export function fillPlaceholders(text: string, site: SiteIdentity): string {
  const values: Record<string, string> = {
    brand: site.brandName,
    legalName: site.legalName,
    legalForm: site.legalForm,
    registeredOffice: site.registeredOffice,
    registrationNumber: site.registrationNumber,
    email: site.contactEmail,
    phone: site.contactPhone,
    publicationDirector: site.publicationDirector,
    host: site.host,
  };
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A legal document ready to show, or null for an unknown slug. */
export function legalDocument(slug: string, site: SiteIdentity): LegalDocument | null {
  // Own keys only: `constructor` or `toString` are not documents.
  const document = Object.hasOwn(LEGAL_DOCUMENTS, slug) ? LEGAL_DOCUMENTS[slug] : undefined;
  if (!document) return null;
  const fill = (t: string) => fillPlaceholders(t, site);
  return {
    ...document,
    title: fill(document.title),
    description: fill(document.description),
    intro: document.intro === undefined ? undefined : fill(document.intro),
    sections: document.sections.map((s) => ({
      title: fill(s.title),
      paragraphs: s.paragraphs.map(fill),
      items: s.items?.map(fill),
    })),
  };
}
