import { Centre } from './centre.js';
import { ContactRequest } from './contact-request.js';
import { GarageService } from './garage-service.js';
import { GalleryItem, Realisation } from './realisation.js';
import { SiteIdentity } from './site-identity.js';
import { VehicleEngine, VehicleManufacturer, VehicleModel } from './vehicle.js';

/** Every TypeORM entity, registered with the data source. */
export const entities = [
  Centre,
  SiteIdentity,
  GarageService,
  ContactRequest,
  VehicleManufacturer,
  VehicleModel,
  VehicleEngine,
  Realisation,
  GalleryItem,
];
