/** The vehicle types of the configurator (spec section 9), with their French labels. */
export const VEHICLE_TYPES = [
  { id: 'car', label: 'Voiture', file: 'cars.csv' },
  { id: 'motorcycle', label: 'Moto', file: 'motorcycles.csv' },
  { id: 'camion', label: 'Camion / utilitaire', file: 'trucks.csv' },
] as const;

export type VehicleTypeId = (typeof VEHICLE_TYPES)[number]['id'];

export const FUELS = ['essence', 'diesel', 'hybride', 'electrique', 'flexfuel', 'gpl'] as const;
export type Fuel = (typeof FUELS)[number];

export const ASPIRATIONS = ['turbo', 'atmospherique', 'compresseur', 'electrique'] as const;
export type Aspiration = (typeof ASPIRATIONS)[number];

export const FUEL_LABELS: Record<Fuel, string> = {
  essence: 'Essence',
  diesel: 'Diesel',
  hybride: 'Hybride',
  electrique: 'Électrique',
  flexfuel: 'Essence compatible E85',
  gpl: 'Essence et GPL (bicarburation)',
};

export const ASPIRATION_LABELS: Record<Aspiration, string> = {
  turbo: 'Turbo',
  atmospherique: 'Atmosphérique',
  compresseur: 'Compresseur',
  electrique: 'Électrique',
};

/**
 * The vehicle types a service can apply to, in display order. Broader than the configurator's catalogue: its
 * « Camion / utilitaire » is a van up to 250 ch and a truck above; boats have no catalogue.
 */
export const SERVICE_VEHICLE_TYPES = {
  car: 'Voiture',
  van: 'Utilitaire',
  truck: 'Poids lourd',
  motorcycle: 'Moto',
  boat: 'Bateau',
} as const;

/** Vehicle types a service can apply to (broader than the configurator's catalogue: boats have no catalogue). */
export type ServiceVehicleType = keyof typeof SERVICE_VEHICLE_TYPES;

/** A van and a truck share the catalogue's `camion` type; above this power it is priced as a truck. */
export const TRUCK_FROM_HP = 250;

/** The vehicle types a power bench can take (a rolling road for cars and vans, a motorcycle bench). */
export const BENCH_VEHICLE_TYPES = ['car', 'van', 'motorcycle'] as const satisfies readonly ServiceVehicleType[];
export type BenchVehicleType = (typeof BENCH_VEHICLE_TYPES)[number];
