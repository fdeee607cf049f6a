import { siteDomain } from '../site-identity.js';
import type { CentreContent } from '../types.js';
import { RAMADAN, TUESDAY_TO_SATURDAY, continuousHours, standardHours } from './opening-hours.js';

/**
 * Reading B of the spec: five centres in Morocco, known by id, name, address and region; each has a car and van bench
 * (Casablanca a motorcycle bench too), and the two port cities take boats. Each has its phone, in the Moroccan format
 * with its city's code, and its notices go to its own address on the site's domain. The numbers are made up: the
 * Moroccan regulator (ANRT) keeps no range for fiction as ARCEP does, so each has « 00 00 01 » after its city's code
 * to read as a placeholder (the network's, `networkPhones`, has 00 00 00): set the real ones before going live.
 */
export const moroccanCentres: CentreContent[] = [
  {
    id: 'casablanca',
    name: 'Casablanca',
    address: 'Casablanca, Maroc',
    region: 'Casablanca-Settat',
    phone: '05 22 00 00 01',
    takesBoats: true,
  },
  { id: 'rabat', name: 'Rabat', address: 'Rabat, Maroc', region: 'Rabat-Salé-Kénitra', phone: '05 37 00 00 01' },
  {
    id: 'marrakech',
    name: 'Marrakech',
    address: 'Marrakech, Maroc',
    region: 'Marrakech-Safi',
    phone: '05 24 00 00 01',
  },
  { id: 'fes', name: 'Fès', address: 'Fès, Maroc', region: 'Fès-Meknès', phone: '05 35 00 00 01' },
  {
    id: 'tanger',
    name: 'Tanger',
    address: 'Tanger, Maroc',
    region: 'Tanger-Tétouan-Al Hoceïma',
    phone: '05 39 00 00 01',
    takesBoats: true,
  },
].map((centre) => ({
  ...centre,
  email: `${centre.id}@${siteDomain}`,
  country: 'MA',
  benchVehicleTypes: centre.id === 'casablanca' ? ['car', 'van', 'motorcycle'] : ['car', 'van'],
  openingHours: standardHours(TUESDAY_TO_SATURDAY),
  // During Ramadan, one continuous day that ends before the breaking of the fast.
  seasonalHours: RAMADAN.map((month) => ({
    label: 'Horaires du ramadan',
    ...month,
    openingHours: continuousHours(TUESDAY_TO_SATURDAY, '09:00', '15:00'),
  })),
}));
