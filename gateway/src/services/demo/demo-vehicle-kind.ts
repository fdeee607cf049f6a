import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoRealisation } from '../../content/demo-types.js';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { repoRoot } from '../../lib/paths.js';
import { parseCatalogueCsv, slugify } from '../vehicles/catalogue-rows.js';

/**
 * The kinds of vehicle the demo drawings show. A job's kind comes from its vehicle: the catalogue's vehicle type
 * (car, motorcycle, camion; boats have no catalogue yet), then the model for the body of a car or of a camion.
 * The seed, the demo videos' script and the tests all go through `demoJobKind`.
 */
export const DEMO_VEHICLE_KINDS = [
  'saloon',
  'hatchback',
  'suv',
  'sports',
  'pickup',
  'van',
  'truck',
  'motorcycle',
  'boat',
] as const;
export type DemoVehicleKind = (typeof DEMO_VEHICLE_KINDS)[number];

/** French names, used in the pictures' alt texts (gender for the colour's agreement). */
export const DEMO_VEHICLE_KIND_NAMES: Record<DemoVehicleKind, { name: string; feminine: boolean }> = {
  saloon: { name: 'berline', feminine: true },
  hatchback: { name: 'voiture compacte', feminine: true },
  suv: { name: 'SUV', feminine: false },
  sports: { name: 'voiture de sport', feminine: true },
  pickup: { name: 'pick-up', feminine: false },
  van: { name: 'fourgon', feminine: false },
  truck: { name: 'camion', feminine: false },
  motorcycle: { name: 'moto', feminine: true },
  boat: { name: 'bateau', feminine: false },
};

/** Cars of the catalogue with an SUV or off-road body (model slugs, brand-qualified where a name is ambiguous). */
export const SUVS: ReadonlySet<string> = new Set([
  'alfa-romeo stelvio',
  'alfa-romeo tonale',
  'audi q2',
  'audi q3',
  'audi q4-e-tron',
  'audi q5',
  'audi q7',
  'audi q8',
  'audi e-tron',
  'bmw x1',
  'bmw x2',
  'bmw x3',
  'bmw x3-m',
  'bmw x4',
  'bmw x5',
  'bmw x6',
  'bmw ix',
  'bmw ix3',
  'citroen c3-aircross',
  'citroen c5-aircross',
  'cupra ateca',
  'cupra formentor',
  'ds ds-3-crossback',
  'ds ds-7',
  'ds ds-7-crossback',
  'dacia duster',
  'fiat 500x',
  'ford ecosport',
  'ford edge',
  'ford kuga',
  'ford puma',
  'ford mustang-mach-e',
  'honda cr-v',
  'honda hr-v',
  'hyundai bayon',
  'hyundai ioniq-5',
  'hyundai kona',
  'hyundai santa-fe',
  'hyundai tucson',
  'hyundai ix35',
  'jaguar e-pace',
  'jaguar f-pace',
  'jaguar i-pace',
  'jeep avenger',
  'jeep cherokee',
  'jeep compass',
  'jeep grand-cherokee',
  'jeep renegade',
  'jeep wrangler',
  'kia ev6',
  'kia niro',
  'kia sorento',
  'kia sportage',
  'kia stonic',
  'kia xceed',
  'land-rover defender',
  'land-rover discovery',
  'land-rover discovery-sport',
  'land-rover freelander',
  'land-rover range-rover',
  'land-rover range-rover-evoque',
  'land-rover range-rover-sport',
  'land-rover range-rover-velar',
  'lexus nx',
  'lexus rx',
  'lexus ux',
  'mg hs',
  'mg zs',
  'mg zs-ev',
  'mazda cx-3',
  'mazda cx-30',
  'mazda cx-5',
  'mazda cx-60',
  'mazda mx-30',
  'mercedes-benz classe-g',
  'mercedes-benz classe-m',
  'mercedes-benz eqa',
  'mercedes-benz eqc',
  'mercedes-benz gla',
  'mercedes-benz glb',
  'mercedes-benz glc',
  'mercedes-benz gle',
  'mercedes-benz glk',
  'mini countryman',
  'mitsubishi asx',
  'mitsubishi eclipse-cross',
  'mitsubishi outlander',
  'mitsubishi pajero',
  'nissan juke',
  'nissan qashqai',
  'nissan x-trail',
  'opel crossland-x',
  'opel grandland-x',
  'opel mokka',
  'peugeot 2008',
  'peugeot 3008',
  'peugeot 5008',
  'porsche cayenne',
  'porsche macan',
  'renault arkana',
  'renault austral',
  'renault captur',
  'renault kadjar',
  'renault koleos',
  'seat arona',
  'seat ateca',
  'seat tarraco',
  'skoda enyaq',
  'skoda kamiq',
  'skoda karoq',
  'skoda kodiaq',
  'skoda yeti',
  'smart 1',
  'subaru forester',
  'subaru xv',
  'suzuki jimny',
  'suzuki s-cross',
  'suzuki vitara',
  'toyota c-hr',
  'toyota land-cruiser',
  'toyota rav4',
  'toyota yaris-cross',
  'volkswagen id-4',
  'volkswagen t-cross',
  'volkswagen t-roc',
  'volkswagen taigo',
  'volkswagen tiguan',
  'volkswagen touareg',
  'volvo ex30',
  'volvo xc40',
  'volvo xc60',
  'volvo xc90',
]);

/** Cars of the catalogue with a saloon body (a boot); the other cars not listed here are drawn as hatchbacks. */
export const SALOONS: ReadonlySet<string> = new Set([
  'alfa-romeo 159',
  'alfa-romeo giulia',
  'audi a4',
  'audi a5',
  'audi a6',
  'audi a7',
  'bmw m3',
  'bmw m5',
  'bmw serie-2-gran-coupe',
  'bmw serie-3',
  'bmw serie-4',
  'bmw serie-5',
  'bmw serie-7',
  'bmw i4',
  'citroen c-elysee',
  'citroen c5',
  'ds ds-9',
  'dacia logan',
  'ford mondeo',
  'hyundai i40',
  'jaguar xe',
  'jaguar xf',
  'lexus es',
  'lexus is',
  'mazda 6',
  'mercedes-benz cla',
  'mercedes-benz cls',
  'mercedes-benz classe-c',
  'mercedes-benz classe-e',
  'mercedes-benz classe-s',
  'opel insignia',
  'peugeot 301',
  'peugeot 407',
  'peugeot 508',
  'porsche panamera',
  'porsche taycan',
  'renault fluence',
  'renault laguna',
  'renault talisman',
  'seat exeo',
  'seat toledo',
  'skoda octavia',
  'skoda superb',
  'tesla model-3',
  'tesla model-s',
  'toyota avensis',
  'volkswagen arteon',
  'volkswagen cc',
  'volkswagen jetta',
  'volkswagen passat',
  'volkswagen passat-cc',
  'volvo s60',
  'volvo s90',
]);

/** Coupés and roadsters of the catalogue. */
export const SPORTS: ReadonlySet<string> = new Set([
  'abarth 124-spider',
  'alpine a110',
  'audi r8',
  'audi tt',
  'bmw m2',
  'bmw m4',
  'bmw serie-8',
  'bmw z4',
  'ford mustang',
  'jaguar f-type',
  'lexus lc',
  'lexus rc',
  'mazda mx-5',
  'mercedes-benz amg-gt',
  'mercedes-benz slc',
  'mercedes-benz slk',
  'nissan 370z',
  'nissan gt-r',
  'peugeot rcz',
  'porsche 718-boxster',
  'porsche 718-cayman',
  'porsche 911',
  'porsche boxster',
  'porsche cayman',
  'subaru brz',
  'tesla roadster',
  'toyota gr-supra',
  'toyota gr86',
  'toyota gt86',
  'volkswagen scirocco',
]);

/** Pick-ups among the catalogue's camions (the others are vans, or trucks by their maker). */
export const PICKUPS: ReadonlySet<string> = new Set([
  'ford ranger',
  'mitsubishi l200',
  'nissan navara',
  'toyota hilux',
  'volkswagen amarok',
]);
export const TRUCK_MAKERS: ReadonlySet<string> = new Set(['daf', 'man', 'scania', 'renault-trucks', 'volvo']);
export const TRUCK_MODELS: ReadonlySet<string> = new Set(['mercedes-benz actros']);

/**
 * The kind of vehicle a realisation shows, from its vehicle type (the catalogue's: `car`, `motorcycle`, `camion`,
 * or `boat`) and its brand and model. An unknown type falls back to the model, then to a hatchback.
 */
export function demoVehicleKind(vehicle: { type: string | null; brand: string; model: string }): DemoVehicleKind {
  const brand = slugify(vehicle.brand);
  const key = `${brand} ${slugify(vehicle.model)}`;
  switch (vehicle.type) {
    case 'motorcycle':
      return 'motorcycle';
    case 'boat':
      return 'boat';
    case 'camion':
      if (PICKUPS.has(key)) return 'pickup';
      if (TRUCK_MAKERS.has(brand) || TRUCK_MODELS.has(key)) return 'truck';
      return 'van';
    default:
      if (SUVS.has(key)) return 'suv';
      if (SPORTS.has(key)) return 'sports';
      if (PICKUPS.has(key)) return 'pickup';
      if (SALOONS.has(key)) return 'saloon';
      return 'hatchback';
  }
}

let shippedTypes: Map<string, string> | undefined;

/** The vehicle type of a brand and model in the shipped catalogue (gateway/src/content/vehicles), or null. */
export function shippedVehicleType(vehicle: { brand: string; model: string }): string | null {
  if (!shippedTypes) {
    shippedTypes = new Map();
    for (const t of VEHICLE_TYPES) {
      const text = readFileSync(path.join(repoRoot, 'gateway', 'src', 'content', 'vehicles', t.file), 'utf8');
      for (const row of parseCatalogueCsv(text).rows) {
        const key = `${slugify(row.brand)} ${slugify(row.model)}`;
        if (!shippedTypes.has(key)) shippedTypes.set(key, row.type);
      }
    }
  }
  return shippedTypes.get(`${slugify(vehicle.brand)} ${slugify(vehicle.model)}`) ?? null;
}

/** The kind of vehicle a demo job's pictures and video show. */
export function demoJobKind(demo: Pick<DemoRealisation, 'vehicle'>): DemoVehicleKind {
  return demoVehicleKind({ ...demo.vehicle, type: shippedVehicleType(demo.vehicle) });
}
