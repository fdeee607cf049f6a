import type { CentreContent } from '../types.js';
import { TUESDAY_TO_SATURDAY, standardHours } from './opening-hours.js';

/** Reading B of the spec: five centres in Morocco, known by id, name, address and region; each has a car and van bench
 * (Casablanca a motorcycle bench too), and the two port cities take boats. */
export const moroccanCentres: CentreContent[] = [
  { id: 'casablanca', name: 'Casablanca', address: 'Casablanca, Maroc', region: 'Casablanca-Settat', takesBoats: true },
  { id: 'rabat', name: 'Rabat', address: 'Rabat, Maroc', region: 'Rabat-Salé-Kénitra' },
  { id: 'marrakech', name: 'Marrakech', address: 'Marrakech, Maroc', region: 'Marrakech-Safi' },
  { id: 'fes', name: 'Fès', address: 'Fès, Maroc', region: 'Fès-Meknès' },
  { id: 'tanger', name: 'Tanger', address: 'Tanger, Maroc', region: 'Tanger-Tétouan-Al Hoceïma', takesBoats: true },
].map((centre) => ({
  ...centre,
  country: 'MA',
  benchVehicleTypes: centre.id === 'casablanca' ? ['car', 'van', 'motorcycle'] : ['car', 'van'],
  openingHours: standardHours(TUESDAY_TO_SATURDAY),
}));
