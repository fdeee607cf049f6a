import type { CentreContent } from '../types.js';
import { TUESDAY_TO_SATURDAY, standardHours } from './opening-hours.js';

/** Reading B of the spec: five centres in Morocco, known by id, name and address only. */
export const moroccanCentres: CentreContent[] = [
  { id: 'casablanca', name: 'Casablanca', address: 'Casablanca, Maroc' },
  { id: 'rabat', name: 'Rabat', address: 'Rabat, Maroc' },
  { id: 'marrakech', name: 'Marrakech', address: 'Marrakech, Maroc' },
  { id: 'fes', name: 'Fès', address: 'Fès, Maroc' },
  { id: 'tanger', name: 'Tanger', address: 'Tanger, Maroc' },
].map((centre) => ({ ...centre, country: 'MA', openingHours: standardHours(TUESDAY_TO_SATURDAY) }));
