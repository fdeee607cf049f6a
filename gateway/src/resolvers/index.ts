import { AdminAccountResolver } from './admin-account-resolver.js';
import { AdminAgendaResolver } from './admin-agenda-resolver.js';
import { AdminCentreResolver } from './admin-centre-resolver.js';
import { AdminContactRequestResolver } from './admin-contact-request-resolver.js';
import { AdminFiguresResolver } from './admin-figures-resolver.js';
import { AdminOutboxResolver } from './admin-outbox-resolver.js';
import { AdminPendingHoldsResolver } from './admin-pending-holds-resolver.js';
import { AdminRealisationResolver } from './admin-realisation-resolver.js';
import { AdminResolver } from './admin-resolver.js';
import { AdminTodayResolver } from './admin-today-resolver.js';
import { BookingResolver } from './booking-resolver.js';
import { CentreResolver } from './centre-resolver.js';
import { ContactResolver } from './contact-resolver.js';
import { FranchiseResolver } from './franchise-resolver.js';
import { GarageServiceResolver } from './garage-service-resolver.js';
import { LegalResolver } from './legal-resolver.js';
import { PriceGridResolver } from './price-grid-resolver.js';
import { RealisationResolver } from './realisation-resolver.js';
import { SiteResolver } from './site-resolver.js';
import { TrashResolver } from './trash-resolver.js';
import { TwoFactorResolver } from './two-factor-resolver.js';
import { VehicleResolver, VehicleTrailResolver } from './vehicle-resolver.js';
import { VehicleSearchResolver } from './vehicle-search-resolver.js';
import { WaitlistResolver } from './waitlist-resolver.js';

export const resolvers = [
  CentreResolver,
  SiteResolver,
  GarageServiceResolver,
  FranchiseResolver,
  ContactResolver,
  LegalResolver,
  VehicleResolver,
  VehicleTrailResolver,
  VehicleSearchResolver,
  RealisationResolver,
  AdminResolver,
  AdminRealisationResolver,
  AdminAccountResolver,
  AdminOutboxResolver,
  AdminContactRequestResolver,
  TrashResolver,
  TwoFactorResolver,
  BookingResolver,
  WaitlistResolver,
  AdminAgendaResolver,
  AdminPendingHoldsResolver,
  AdminCentreResolver,
  AdminFiguresResolver,
  AdminTodayResolver,
  PriceGridResolver,
] as const;
