/** Shapes of the reference data kept in this folder and loaded into the database at start-up. */

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One opening slot, times as 'HH:MM' (24 h, Europe/Paris or the centre's local time). */
export interface OpeningSlot {
  day: Weekday;
  opens: string;
  closes: string;
}

export interface CentreContent {
  id: string;
  name: string;
  /** One-line postal address as shown to visitors. */
  address: string;
  streetAddress?: string | null;
  postalCode?: string | null;
  locality?: string | null;
  /** ISO 3166-1 alpha-2 country code. */
  country?: string | null;
  phone?: string | null;
  instagram?: string | null;
  youtube?: string | null;
  coordinates?: { lat: number; lng: number } | null;
  /** Short note shown with the address, e.g. a mobile service. */
  serviceNote?: string | null;
  /** The centre comes to the customer, cars and boats (shown on the maritime page). */
  mobileService?: boolean;
  openingHours: OpeningSlot[];
}

export interface SiteIdentityContent {
  brandName: string;
  legalName: string;
  legalForm: string;
  registeredOffice: string;
  registrationNumber: string;
  contactEmail: string;
  contactPhone: string;
  subscriberPortalUrl: string;
  /** Prefix of the browser-storage keys of the client, ends with `cache_`. */
  cacheKeyPrefix: string;
  publicationDirector: string;
  host: string;
}

export interface ServiceContent {
  id: number;
  name: string;
  slug: string;
  shortDescription: string;
  longDescription: string;
  benefits: string[];
  process: string[];
  duration: string;
  warranty: string;
  price: { from: number; to: number; unit: string };
  seo: {
    title: string;
    description: string;
    keywords: string[];
    /** schema.org Service data; `provider` and `areaServed` are added from the site identity and the centres. */
    schema: { type: string; name: string; description: string };
  };
  images: { hero: string; gallery: string[]; icon: string };
  technicalSpecs: { equipmentUsed: string[]; supportedVehicles: string[]; limitations: string[] };
  faq: { question: string; answer: string }[];
}
