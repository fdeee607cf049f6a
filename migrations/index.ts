/** Every migration, oldest first. Add new ones at the end. */
import { ReferenceData1795000000000 } from './1795000000000-reference-data.js';
import { ContactRequests1795000100000 } from './1795000100000-contact-requests.js';
import { CentreMobileService1795000200000 } from './1795000200000-centre-mobile-service.js';
import { VehicleCatalogue1795000300000 } from './1795000300000-vehicle-catalogue.js';
import { Realisations1795000400000 } from './1795000400000-realisations.js';
import { Admin1795000500000 } from './1795000500000-admin.js';
import { ContentVersion1795000600000 } from './1795000600000-content-version.js';
import { RealisationDateDefault1795000700000 } from './1795000700000-realisation-date-default.js';
import { ServerSecret1795000800000 } from './1795000800000-server-secret.js';
import { LegalIdentityAndVehicleTypes1795000900000 } from './1795000900000-legal-identity-and-vehicle-types.js';
import { EngineAliases1795000910000 } from './1795000910000-engine-aliases.js';
import { RealisationBenchRun1795000920000 } from './1795000920000-realisation-bench-run.js';
import { AdminRoles1795001000000 } from './1795001000000-admin-roles.js';
import { Outbox1795001100000 } from './1795001100000-outbox.js';
import { ContactRequestHandling1795001100100 } from './1795001100100-contact-request-handling.js';
import { AdminTwoFactor1795001200000 } from './1795001200000-admin-two-factor.js';
import { RealisationTrash1795001300000 } from './1795001300000-realisation-trash.js';
import { OutboxRecipientKey1795001410000 } from './1795001410000-outbox-recipient-key.js';
import { MediaUploader1795001420000 } from './1795001420000-media-uploader.js';
import { ClientKeyHmac1795001500000 } from './1795001500000-client-key-hmac.js';
import { CentreCapabilities1795001600000 } from './1795001600000-centre-capabilities.js';
import { QuoteDetails1795001700000 } from './1795001700000-quote-details.js';
import { LpgFuel1795001800000 } from './1795001800000-lpg-fuel.js';
import { Booking1795001900000 } from './1795001900000-booking.js';
import { BookingChanges1795002000000 } from './1795002000000-booking-changes.js';
import { WorkshopDay1795002100000 } from './1795002100000-workshop-day.js';
import { BookingWaitlist1795002200000 } from './1795002200000-booking-waitlist.js';
import { BookingAbuse1795002300000 } from './1795002300000-booking-abuse.js';
import { GmailMailboxKeys1795002400000 } from './1795002400000-gmail-mailbox-keys.js';
import { OutboxReview1795002500000 } from './1795002500000-outbox-review.js';
import { VehicleSearchMisses1795002600000 } from './1795002600000-vehicle-search-misses.js';
import { PriceGrid1795002700000 } from './1795002700000-price-grid.js';
import { OutboxListUnsubscribe1795002800000 } from './1795002800000-outbox-list-unsubscribe.js';
import { BookingEnginePath1795002900000 } from './1795002900000-booking-engine-path.js';
import { BookingVehicleType1795003000000 } from './1795003000000-booking-vehicle-type.js';
import { BookingUnitUses1795003100000 } from './1795003100000-booking-unit-uses.js';

export const migrations = [
  ReferenceData1795000000000,
  ContactRequests1795000100000,
  CentreMobileService1795000200000,
  VehicleCatalogue1795000300000,
  Realisations1795000400000,
  Admin1795000500000,
  ContentVersion1795000600000,
  RealisationDateDefault1795000700000,
  ServerSecret1795000800000,
  LegalIdentityAndVehicleTypes1795000900000,
  EngineAliases1795000910000,
  RealisationBenchRun1795000920000,
  AdminRoles1795001000000,
  Outbox1795001100000,
  ContactRequestHandling1795001100100,
  AdminTwoFactor1795001200000,
  RealisationTrash1795001300000,
  OutboxRecipientKey1795001410000,
  MediaUploader1795001420000,
  ClientKeyHmac1795001500000,
  CentreCapabilities1795001600000,
  QuoteDetails1795001700000,
  LpgFuel1795001800000,
  Booking1795001900000,
  BookingChanges1795002000000,
  WorkshopDay1795002100000,
  BookingWaitlist1795002200000,
  BookingAbuse1795002300000,
  GmailMailboxKeys1795002400000,
  OutboxReview1795002500000,
  VehicleSearchMisses1795002600000,
  PriceGrid1795002700000,
  OutboxListUnsubscribe1795002800000,
  BookingEnginePath1795002900000,
  BookingVehicleType1795003000000,
  BookingUnitUses1795003100000,
];
