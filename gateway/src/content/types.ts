/** Shapes of the reference data kept in this folder and loaded into the database at start-up. */
import type { BenchVehicleType, ServiceVehicleType } from './vehicle-types.js';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** One opening slot, times as 'HH:MM' (24 h, Europe/Paris or the centre's local time). */
export interface OpeningSlot {
  day: Weekday;
  opens: string;
  closes: string;
}

/** Hours a centre keeps for a season instead of its usual ones (Ramadan, summer), local dates both included. */
export interface SeasonalHoursContent {
  /** As the centre page says it: « Horaires du ramadan », « Horaires d’été ». */
  label: string;
  from: string;
  to: string;
  openingHours: OpeningSlot[];
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
  /** Address notified of the centre's contact requests (not shown on the site); unset: the site's contact e-mail. */
  email?: string | null;
  instagram?: string | null;
  youtube?: string | null;
  coordinates?: { lat: number; lng: number } | null;
  /** Short note shown with the address, e.g. a mobile service. */
  serviceNote?: string | null;
  /** The centre comes to the customer, cars and boats (shown on the maritime page). */
  mobileService?: boolean;
  /** The vehicle types its power bench takes; none (the default) for a centre without a bench. */
  benchVehicleTypes?: BenchVehicleType[];
  /** The centre works on marine engines (boats, jet-skis), at its workshop or on the water. */
  takesBoats?: boolean;
  /** The administrative region, counted on the franchise page. */
  region?: string | null;
  /** Workshop bays that can be booked at once when the centre first opens bookings (default 2). */
  workshopBays?: number;
  openingHours: OpeningSlot[];
  /** Seasons with other hours, used by the centre page and by booking on their dates. */
  seasonalHours?: SeasonalHoursContent[];
}

/** The legal facts of the company that publishes the site (LCEN art. 6 III, Code de la consommation L. 616-1). */
export interface LegalIdentityContent {
  /** Forme juridique, e.g. « SAS ». */
  legalForm: string | null;
  /** Capital social as written, e.g. « 10 000 € ». */
  shareCapital: string | null;
  /** SIREN number as registered at the RCS, e.g. « 912 345 678 ». */
  rcsNumber: string | null;
  /** City of the RCS registry, e.g. « Montpellier ». */
  rcsCity: string | null;
  /** Registered office, one line. */
  registeredOffice: string | null;
  /** Intra-community VAT number. */
  vatNumber: string | null;
  /** Name of the natural person who is publication director. */
  publicationDirector: string | null;
  hostName: string | null;
  hostAddress: string | null;
  hostPhone: string | null;
  /** Consumer mediator named in the general conditions. */
  mediatorName: string | null;
  mediatorWebsite: string | null;
  mediatorAddress: string | null;
}

export type LegalField = keyof LegalIdentityContent;

export interface SiteIdentityContent extends LegalIdentityContent {
  brandName: string;
  legalName: string;
  contactEmail: string;
  contactPhone: string;
  subscriberPortalUrl: string;
  /** Prefix of the browser-storage keys of the client, ends with `cache_`. */
  cacheKeyPrefix: string;
  /** The legal facts are the fictitious ones of the demonstration (pages then say so). */
  demo: boolean;
  /** Country of the centres' market (ISO 3166-1 alpha-2): where the text's local claims must hold. */
  country: string;
  /** Currency of every price shown (ISO 4217). */
  currency: string;
}

// Declared with its labels in vehicle-types.ts (which imports nothing of this folder); re-exported for the content.
export type { ServiceVehicleType };

/** A price range per currency of the markets, in whole units, taxes included. */
export type PriceByCurrency = Record<'EUR' | 'MAD', { from: number; to: number }>;

/** What a service is for one vehicle type: its own words and its own price range. */
export interface ServiceVehicleContent {
  type: ServiceVehicleType;
  summary: string;
  price: PriceByCurrency;
  /**
   * Working minutes the job takes for this type, where they differ from the service's `booking.workMinutes` (a
   * car's): a truck's remap takes the day, a motorcycle's diagnostic less than a car's.
   */
  workMinutes?: number;
}

/**
 * How a service takes the workshop's time. A long job is left at the garage: the visitor chooses when to drop the
 * vehicle off (at an opening, or within its first hour) and is told when to collect it; its working time runs over the
 * lunch break and, for the longest jobs, into the next open day. A short job (a diagnostic, a bench run) has an exact
 * start and must end within the opening period it starts in.
 */
export interface ServiceBookingContent {
  mode: 'drop-off' | 'appointment';
  /**
   * Working minutes the job takes its bay or bench for a car, counted in opening hours: the longest announced
   * duration. A vehicle type whose job takes another time says so in its `vehicles` entry.
   */
  workMinutes: number;
  /**
   * Minutes of a power run on the bench before the work and of another after it, where the centre's bench takes the
   * vehicle's type (a remap is measured before and after): the job takes the bench, a bay, then the bench again.
   */
  benchRunMinutes?: number;
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
  /** How online booking and the agenda take the workshop's time for it. */
  booking: ServiceBookingContent;
  /** The one place the warranty is written; other texts say `{warranty}`. */
  warranty: string;
  /** Only centres with a power bench for the vehicle type offer it (`CentreContent.benchVehicleTypes`). */
  needsBench?: boolean;
  /** Other amounts the texts quote, as `{name}`: each is written « de 250 € à 400 € » in the market's currency. */
  amounts?: Record<string, PriceByCurrency>;
  /** The range for a car; each vehicle type has its own in `vehicles`. */
  price: PriceByCurrency;
  /** The vehicle types the service applies to, cars first. */
  vehicles: ServiceVehicleContent[];
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
