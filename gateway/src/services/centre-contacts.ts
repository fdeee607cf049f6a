import { NotFoundError } from '../lib/domain-errors.js';
import { requireCentre, type Actor } from './admin/permissions.js';
import type { ReferenceReader } from './reference-reader.js';

/** What a centre may have of its own (`centres/*.ts` or the centres file). */
export interface OwnContacts {
  phone: string | null;
  email?: string | null;
}

/** The network's: the site identity's, whose phone is the one of the centres' market (`networkPhones`). */
export interface NetworkContacts {
  contactPhone: string;
  contactEmail: string;
}

export interface CentreContacts {
  /** Whom a visitor calls about the centre. */
  phone: string;
  /** Where the centre's notices (requests, bookings) go; never shown on the site. */
  noticeEmail: string;
  phoneFromNetwork: boolean;
  emailFromNetwork: boolean;
}

/**
 * The rule, in one place: a centre's own phone and notice address, else the network's. The network's phone is chosen
 * for the market at start-up (`resolveSiteIdentity`), so a Moroccan centre without a number of its own is given the
 * Moroccan network's, never the French one. No centre (a request without preference): the network's.
 */
export function centreContacts(centre: OwnContacts | null, site: NetworkContacts): CentreContacts {
  return {
    phone: centre?.phone || site.contactPhone,
    noticeEmail: centre?.email || site.contactEmail,
    phoneFromNetwork: !centre?.phone,
    emailFromNetwork: !centre?.email,
  };
}

/** A centre's contacts as its admin sees them, to know when the network's stand in. Its managers and the network's. */
export async function adminCentreContacts(
  services: { reference: Pick<ReferenceReader, 'centre' | 'get'> },
  actor: Actor,
  centreId: string,
): Promise<CentreContacts> {
  requireCentre(actor, centreId);
  const centre = await services.reference.centre(centreId);
  if (!centre) throw new NotFoundError('Centre introuvable.');
  return centreContacts(centre, (await services.reference.get()).site);
}
