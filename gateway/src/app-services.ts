import type { DataSource } from 'typeorm';
import type { ClientKeyOf } from './auth/client-key.js';
import type { AuthSettings } from './auth/sessions.js';
import type { UploadSettings } from './media/ingest.js';
import type { MediaStore } from './media/media-store.js';
import type { PublicRealisationCache } from './services/realisations/public-cache.js';
import type { OutboxHandle } from './services/mail/outbox.js';
import type { PriceGridReader } from './services/prices/price-grid.js';
import type { ReferenceReader } from './services/reference-reader.js';
import type { CatalogueReader } from './services/vehicles/catalogue.js';
import type { VehicleSearch } from './services/vehicles/search.js';

/** What both transports (GraphQL resolvers and REST handlers) hand to the domain services. */
export interface BookingSettings {
  leadMinutes: number;
  /** Set on the staff's view (`forStaff`, no lead time): the lead visitors keep, for what is offered to them. */
  visitorLeadMinutes?: number;
  horizonDays: number;
  changeMinutes: number;
  linkKey: Buffer;
  /** The key that signs the waiting list's links to leave it (`waitlist-links.ts`). */
  waitlistKey: Buffer;
  publicUrl: string;
}

export interface AppServices {
  dataSource: DataSource;
  databaseKind: 'embedded' | 'server';
  /** Site, centres and services (read once per process, see ReferenceReader). */
  reference: ReferenceReader;
  /** Public realisation reads, kept while the realisations are unchanged. */
  realisations: PublicRealisationCache;
  /** Vehicle catalogue reads, cached for a minute. */
  catalogue: CatalogueReader;
  /** The vehicle search's index of the catalogue, built again when the catalogue changes. */
  vehicleSearch: VehicleSearch;
  /** The remap's price grid, kept while its content version is unchanged. */
  prices: PriceGridReader;
  media: MediaStore;
  /** Session limits, and what signing in takes of the admin services (auth/sign-in-port.ts). */
  auth: AuthSettings;
  uploads: UploadSettings;
  /** E-mails queued with what they tell about, sent by the outbox sender. */
  outbox: OutboxHandle;
  /** The time as the gateway sees it: `new Date()`, or the clock a test gives to `startGateway`. */
  clock: () => Date;
  /** Days a deleted realisation stays in the trash (TRASH_RETENTION_DAYS). */
  trashRetentionDays: number;
  /**
   * Online booking's lead time, horizon and last change by the visitor's link (BOOKING_LEAD_HOURS,
   * BOOKING_HORIZON_DAYS, BOOKING_CHANGE_HOURS); the key that signs those links, and the site's address they start with.
   */
  booking: BookingSettings;
  /** A client's key from its address, keyed with the site's secret (auth/client-key.ts). */
  clientKeyOf: ClientKeyOf;
}
