import { AdminAudit, AdminSession, AdminUser, AdminUserCentre, LoginThrottle } from './admin.js';
import {
  Booking,
  BookingClosure,
  BookingFeed,
  BookingHolidayDecision,
  BookingUnit,
  BookingUnitUse,
  BookingWaitlistEntry,
} from './booking.js';
import { Centre } from './centre.js';
import { ContentVersion } from './content-version.js';
import { ContactRequest, ContactRequestNote } from './contact-request.js';
import { GarageService } from './garage-service.js';
import { MediaUpload } from './media-upload.js';
import { OutboxMessage } from './outbox-message.js';
import { PriceBand } from './price-band.js';
import { GalleryItem, Realisation } from './realisation.js';
import { ServerSecret } from './server-secret.js';
import { SiteIdentity } from './site-identity.js';
import { AdminLoginChallenge, AdminRecoveryCode, AdminTwoFactor } from './two-factor.js';
import { CatalogueSeed, VehicleEngine, VehicleManufacturer, VehicleModel } from './vehicle.js';
import { VehicleSearchMiss } from './vehicle-search-miss.js';

/** Every TypeORM entity, registered with the data source. */
export const entities = [
  Centre,
  SiteIdentity,
  GarageService,
  ContactRequest,
  VehicleManufacturer,
  VehicleModel,
  VehicleEngine,
  VehicleSearchMiss,
  Realisation,
  GalleryItem,
  AdminUser,
  AdminUserCentre,
  AdminSession,
  LoginThrottle,
  AdminAudit,
  ServerSecret,
  MediaUpload,
  ContentVersion,
  CatalogueSeed,
  OutboxMessage,
  ContactRequestNote,
  AdminTwoFactor,
  AdminRecoveryCode,
  AdminLoginChallenge,
  BookingUnit,
  BookingClosure,
  Booking,
  BookingUnitUse,
  BookingFeed,
  BookingHolidayDecision,
  BookingWaitlistEntry,
  PriceBand,
];
