import { siteDomain } from '../site-identity.js';
import type { CentreContent } from '../types.js';
import { MONDAY_TO_SATURDAY, TUESDAY_TO_SATURDAY, standardHours } from './opening-hours.js';

/**
 * Reading A of the spec: four centres in the south of France.
 * Montpellier has the network's motorcycle bench; Perpignan (near the marinas of the Roussillon coast) and the Nice
 * mobile service take boats; Nice comes to the customer and has no bench.
 * Phone numbers are in the ranges that the French regulator (ARCEP) reserves for fiction and demos. Each centre's
 * notices go to its own address on the site's domain.
 */
export const frenchCentres: CentreContent[] = [
  {
    id: 'montpellier',
    region: 'Occitanie',
    benchVehicleTypes: ['car', 'van', 'motorcycle'],
    takesBoats: false,
    name: 'Montpellier',
    address: '56 Rue Léon Trotski, 34070 Montpellier',
    streetAddress: '56 Rue Léon Trotski',
    postalCode: '34070',
    locality: 'Montpellier',
    country: 'FR',
    phone: '04 65 71 00 34',
    email: `montpellier@${siteDomain}`,
    instagram: 'https://www.instagram.com/ecuvia.montpellier',
    youtube: 'https://www.youtube.com/@ecuvia-montpellier',
    coordinates: { lat: 43.5896, lng: 3.8555 },
    openingHours: standardHours(TUESDAY_TO_SATURDAY),
  },
  {
    id: 'beziers',
    region: 'Occitanie',
    benchVehicleTypes: ['car', 'van'],
    takesBoats: false,
    name: 'Béziers',
    address: 'Zone artisanale, 34420 Portiragnes',
    streetAddress: 'Zone artisanale',
    postalCode: '34420',
    locality: 'Portiragnes',
    country: 'FR',
    phone: '04 65 71 00 35',
    email: `beziers@${siteDomain}`,
    instagram: 'https://www.instagram.com/ecuvia.beziers',
    youtube: 'https://www.youtube.com/@ecuvia-beziers',
    coordinates: { lat: 43.3036, lng: 3.3347 },
    openingHours: standardHours(MONDAY_TO_SATURDAY),
  },
  {
    id: 'perpignan',
    region: 'Occitanie',
    benchVehicleTypes: ['car', 'van'],
    takesBoats: true,
    name: 'Perpignan',
    address: 'Zone d’activités, 66600 Rivesaltes',
    streetAddress: 'Zone d’activités',
    postalCode: '66600',
    locality: 'Rivesaltes',
    country: 'FR',
    phone: '04 65 71 00 66',
    email: `perpignan@${siteDomain}`,
    instagram: 'https://www.instagram.com/ecuvia.perpignan',
    youtube: 'https://www.youtube.com/@ecuvia-perpignan',
    coordinates: { lat: 42.7689, lng: 2.8736 },
    openingHours: standardHours(TUESDAY_TO_SATURDAY),
  },
  {
    id: 'nice',
    region: 'Provence-Alpes-Côte d’Azur',
    benchVehicleTypes: [],
    takesBoats: true,
    name: 'Nice',
    address: 'Service mobile, 06000 Nice et Alpes-Maritimes',
    streetAddress: null,
    postalCode: '06000',
    locality: 'Nice',
    country: 'FR',
    phone: '04 65 71 00 06',
    email: `nice@${siteDomain}`,
    instagram: 'https://www.instagram.com/ecuvia.nice',
    youtube: 'https://www.youtube.com/@ecuvia-nice',
    coordinates: { lat: 43.7102, lng: 7.262 },
    serviceNote: 'Service mobile pour voitures et bateaux dans les Alpes-Maritimes : nous venons à vous.',
    mobileService: true,
    openingHours: standardHours(TUESDAY_TO_SATURDAY),
    // July and August on the coast: the mobile centre starts earlier and works into the evening, after the heat.
    seasonalHours: [2026, 2027, 2028].map((year) => ({
      label: 'Horaires d’été',
      from: `${year}-07-01`,
      to: `${year}-08-31`,
      openingHours: TUESDAY_TO_SATURDAY.flatMap((day) => [
        { day, opens: '08:00', closes: '12:00' },
        { day, opens: '15:00', closes: '19:00' },
      ]),
    })),
  },
];
