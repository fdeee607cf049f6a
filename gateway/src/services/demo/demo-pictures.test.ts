import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoRealisations } from '../../content/demo-realisations.js';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { repoRoot } from '../../lib/paths.js';
import { parseCatalogueCsv, slugify } from '../vehicles/catalogue-rows.js';
import { DEMO_PICTURE_VARIANTS, demoPictureAlt, demoPictureSvg, paintName } from './demo-art.js';
import {
  DEMO_VEHICLE_KINDS,
  PICKUPS,
  SALOONS,
  SPORTS,
  SUVS,
  TRUCK_MAKERS,
  TRUCK_MODELS,
  demoJobKind,
  demoVehicleKind,
  shippedVehicleType,
  type DemoVehicleKind,
} from './demo-vehicle-kind.js';

const catalogue = VEHICLE_TYPES.flatMap(
  (t) => parseCatalogueCsv(readFileSync(path.join(repoRoot, 'gateway/src/content/vehicles', t.file), 'utf8')).rows,
);
const kindOf = (vehicle: { brand: string; model: string }) =>
  demoJobKind({ vehicle: { ...vehicle, year: 0, engine: '' } });

/** The kinds a vehicle type can be drawn as. */
const KINDS_OF_TYPE: Record<string, DemoVehicleKind[]> = {
  car: ['saloon', 'hatchback', 'suv', 'sports', 'pickup'],
  motorcycle: ['motorcycle'],
  camion: ['van', 'pickup', 'truck'],
};

describe('the demo jobs’ vehicle kinds', () => {
  it('draws every demo job as a vehicle of its catalogue type', () => {
    for (const demo of demoRealisations) {
      const type = shippedVehicleType(demo.vehicle);
      expect(type, demo.title).not.toBeNull();
      expect(KINDS_OF_TYPE[type!], demo.title).toContain(demoJobKind(demo));
    }
  });

  it('picks the body from the model', () => {
    const byModel = (model: string) => kindOf(demoRealisations.find((d) => d.vehicle.model === model)!.vehicle);
    expect(byModel('MT-09')).toBe('motorcycle');
    expect(byModel('Z900')).toBe('motorcycle');
    expect(byModel('Ducato')).toBe('van');
    expect(byModel('Trafic')).toBe('van');
    expect(byModel('Hilux')).toBe('pickup');
    expect(byModel('911')).toBe('sports');
    expect(byModel('3008')).toBe('suv');
    expect(byModel('Formentor')).toBe('suv');
    expect(byModel('Golf')).toBe('hatchback');
    expect(byModel('Hatch')).toBe('hatchback');
    expect(byModel('Série 3')).toBe('saloon');
    expect(byModel('Octavia')).toBe('saloon');
    expect(kindOf({ brand: 'Scania', model: 'R' })).toBe('truck');
    expect(kindOf({ brand: 'Mercedes-Benz', model: 'Actros' })).toBe('truck');
    expect(kindOf({ brand: 'Mercedes-Benz', model: 'Sprinter' })).toBe('van');
    expect(demoVehicleKind({ type: 'boat', brand: 'Yamaha', model: 'F200' })).toBe('boat');
    // Volvo makes cars and trucks: the type tells them apart.
    expect(kindOf({ brand: 'Volvo', model: 'XC60' })).toBe('suv');
    expect(kindOf({ brand: 'Volvo', model: 'FH' })).toBe('truck');
  });

  it('lists only models and makers of the catalogue', () => {
    const models = new Set(catalogue.map((r) => `${slugify(r.brand)} ${slugify(r.model)}`));
    for (const key of [...SALOONS, ...SUVS, ...SPORTS, ...PICKUPS, ...TRUCK_MODELS]) expect(models, key).toContain(key);
    const camionMakers = new Set(catalogue.filter((r) => r.type === 'camion').map((r) => slugify(r.brand)));
    for (const maker of TRUCK_MAKERS) expect(camionMakers, maker).toContain(maker);
  });
});

/** Grey pixels of a drawing at thumbnail size. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(160, 100).greyscale().raw().toBuffer();
}
/** Share of the pixels of two greyscale images that clearly differ (0 to 1); 2 % is 320 pixels here. */
function difference(a: Buffer, b: Buffer): number {
  let differing = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 40) differing++;
  return differing / a.length;
}

describe('the demo drawings', () => {
  it('draws each kind of vehicle differently, even in the same paint and scene', async () => {
    const images = await Promise.all(DEMO_VEHICLE_KINDS.map((kind) => pixels(demoPictureSvg(kind, '#1f5fa8', 0))));
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++)
        expect(
          difference(images[i]!, images[j]!),
          `${DEMO_VEHICLE_KINDS[i]} / ${DEMO_VEHICLE_KINDS[j]}`,
        ).toBeGreaterThan(0.02);
  });

  it('gives a job’s pictures different scenes and alt texts', async () => {
    const variants = Array.from({ length: DEMO_PICTURE_VARIANTS }, (_, v) => v);
    const images = await Promise.all(variants.map((v) => pixels(demoPictureSvg('motorcycle', '#1f3f8c', v))));
    for (let i = 0; i < images.length; i++)
      for (let j = i + 1; j < images.length; j++) expect(difference(images[i]!, images[j]!)).toBeGreaterThan(0.03);
    expect(new Set(variants.map((v) => demoPictureAlt('motorcycle', '#1f3f8c', v, 'Yamaha MT-09'))).size).toBe(
      DEMO_PICTURE_VARIANTS,
    );
  });

  it('describes the drawing in French', () => {
    expect(demoPictureAlt('motorcycle', '#1f3f8c', 0, 'Yamaha MT-09')).toBe(
      'Illustration : Yamaha MT-09, moto bleue de profil dans l’atelier',
    );
    expect(demoPictureAlt('van', '#f5f5f5', 1, 'Fiat Ducato')).toBe(
      'Illustration : Fiat Ducato, fourgon blanc de profil, vue de l’autre côté',
    );
    expect(demoPictureAlt('boat', '#b3242a', 0, 'Yamaha F200')).toMatch(/bateau rouge de profil sur l’eau$/);
    expect(paintName('#2b2b2b', true)).toBe('noire');
    expect(paintName('#8e9aa6', false)).toBe('gris');
    expect(paintName('#e8b923', true)).toBe('jaune');
    expect(paintName('#6ab023', true)).toBe('verte');
    expect(paintName('#e35d1b', false)).toBe('orange');
    expect(paintName('#c9c4b8', true)).toBe('beige');
    expect(paintName('#f5f5f5', true)).toBe('blanche');
    expect(paintName('#9ea3a8', true)).toBe('grise');
  });
});
