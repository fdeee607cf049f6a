import { CONTACT_LIMITS } from '@garage/contract/form-limits';
import { SERVICE } from '@garage/contract/service-slugs';
import { BENCH_VEHICLE_TYPES, type BenchVehicleType, type Fuel } from '../../content/vehicle-types.js';
import { serviceVehicleType } from '../garage-services.js';
import type { ReferenceReader } from '../reference-reader.js';
import type { CatalogueReader } from '../vehicles/catalogue.js';
import { bandFor, bandLabel, vehicleTypeLabel, type PriceGridReader } from './price-grid.js';
import { PRICE_OPTIONS, type PriceBandRow, type PriceOption } from './price-grid-rows.js';

/** What an engine page, a quote and a booking say of the remap's price for one engine. */
export interface EnginePrices {
  vehicleType: PriceBandRow['vehicleType'];
  /** « Voiture », « Moto »… */
  vehicleLabel: string;
  /** The power band that prices it: « de 151 à 250 ch ». */
  band: string;
  /** ISO 4217: the market's currency. */
  currency: string;
  /** The price of each stage the page offers, taxes included. */
  stages: { stage: number; price: number }[];
  /** Options added to a stage, those that apply to this engine. */
  options: { key: PriceOption; label: string; price: number }[];
  /** What a stage's price includes, for the chosen centre (its bench) and the remap's warranty. */
  includes: string[];
}

/** The engine as the price rules read it (the catalogue's EngineView has these). */
export interface PricedEngine {
  powerHp: number;
  fuel: Fuel;
  remappable: boolean;
  stages: readonly { stage: number }[];
}

/** Options a fuel takes: E85 on a petrol engine; pops & bangs on petrol ones, LPG included; the gearbox on any. */
const OPTION_FUELS: Record<PriceOption, readonly Fuel[] | null> = {
  e85: ['essence', 'flexfuel'],
  gearbox: null,
  pops_bangs: ['essence', 'flexfuel', 'gpl'],
};

/**
 * The stages the grid prices for an engine: those the page shows with figures. A motorcycle engine without figures
 * (atmospheric: the gain is measured, not estimated) still has its stage 1 price: the motorcycle grid prices the
 * work on injection, ignition and limiters, as the service page does. Any other engine without figures is quoted.
 */
function pricedStages(catalogueType: string, engine: PricedEngine): number[] {
  if (engine.stages.length) return engine.stages.map((s) => s.stage);
  return catalogueType === 'motorcycle' ? [1] : [];
}

/**
 * The remap's prices for an engine of the catalogue in a market, or null when it gets none: not remappable, no band
 * of the grid for its type, or no stage priced (quoted). `centre`: the centre the visitor chose, whose bench (if it
 * has one for this vehicle type) measures the car before and after; none chosen, the centres with a bench do.
 */
export function enginePrices(
  grid: readonly PriceBandRow[],
  market: { country: string; currency: string },
  catalogueType: string,
  engine: PricedEngine,
  context: { centre: { benchVehicleTypes: readonly string[] } | null; warranty: string | null },
): EnginePrices | null {
  if (!engine.remappable) return null;
  const vehicleType = serviceVehicleType(catalogueType, engine.powerHp);
  const band = bandFor(grid, market.country, vehicleType, engine.powerHp);
  if (!band) return null;
  const stages = pricedStages(catalogueType, engine).flatMap((stage) => {
    const price = stage === 1 ? band.stage1 : stage === 2 ? band.stage2 : null;
    return price === null ? [] : [{ stage, price }];
  });
  if (!stages.length) return null;
  const options = (Object.keys(PRICE_OPTIONS) as PriceOption[]).flatMap((key) => {
    const price = band.options[key];
    const fuels = OPTION_FUELS[key];
    return price === null || (fuels && !fuels.includes(engine.fuel)) ? [] : [{ key, label: PRICE_OPTIONS[key], price }];
  });
  return {
    vehicleType: band.vehicleType,
    vehicleLabel: vehicleTypeLabel(band.vehicleType),
    band: bandLabel(grid, band),
    currency: market.currency,
    stages,
    options,
    includes: includes(band.vehicleType, context),
  };
}

/** What every stage's price includes: the diagnostic, the bench where there is one, the file, the warranty. */
function includes(
  vehicleType: PriceBandRow['vehicleType'],
  { centre, warranty }: { centre: { benchVehicleTypes: readonly string[] } | null; warranty: string | null },
): string[] {
  const benchable = (BENCH_VEHICLE_TYPES as readonly string[]).includes(vehicleType);
  const bench = benchable
    ? centre
      ? centre.benchVehicleTypes.includes(vehicleType as BenchVehicleType)
        ? 'La mesure au banc de puissance avant et après, dans ce centre'
        : null
      : 'La mesure au banc de puissance avant et après, dans les centres équipés d’un banc'
    : null;
  return [
    'Le diagnostic complet avant l’intervention',
    bench ?? 'L’essai routier avec enregistrement des paramètres, avant et après',
    'Le fichier : la cartographie adaptée à votre moteur, écrite dans le calculateur, et la sauvegarde du logiciel d’origine',
    ...(warranty ? [`La garantie de ${warranty} sur la reprogrammation`] : []),
  ];
}

/** The price of one stage, or null when the engine's prices do not list it. */
export const stagePrice = (prices: EnginePrices | null, stage: number | null) =>
  (stage !== null && prices?.stages.find((s) => s.stage === stage)?.price) || null;

/** What the price of an engine is read from: the site's market, centres and warranty, the grid, the catalogue. */
export interface PriceSources {
  reference: ReferenceReader;
  prices: PriceGridReader;
  catalogue: CatalogueReader;
}

/**
 * The prices of the engine an engine page's path names (« car/volkswagen/golf/2019/2-0-tsi-245 », the path the
 * quote and booking links carry), for a centre or none; null for a path that names no engine, or an engine the grid
 * does not price.
 */
export async function pricesOfEnginePath(
  sources: PriceSources,
  enginePath: string,
  centreId: string | null,
): Promise<EnginePrices | null> {
  const trail = await trailOfEnginePath(sources.catalogue, enginePath);
  return trail ? pricesOfEngine(sources, trail.type.id, trail.engine, centreId) : null;
}

/** The catalogue's levels of an engine page's path (type/brand/model/year/engine), or null for one it does not know. */
async function trailOfEnginePath(catalogue: PriceSources['catalogue'], enginePath: string) {
  const parts = enginePath.length <= CONTACT_LIMITS.enginePath ? enginePath.split('/') : [];
  if (parts.length !== 5 || !parts.every(Boolean)) return null;
  const [type, manufacturer, model, year, engineSlug] = parts;
  const trail = await catalogue.trail(type, manufacturer, model, year, engineSlug);
  const { engine, manufacturer: brand, model: named } = trail;
  return trail.type && brand && named && engine && trail.year !== null
    ? { ...trail, type: trail.type, manufacturer: brand, model: named, engine, year: trail.year }
    : null;
}

/**
 * The vehicle an engine page's path names, in the catalogue's words and as the page's buttons name it: « Volkswagen
 * Golf 1.6 TDI 115 (2020) », with its type as services know it (a `camion` is a van or a truck by its power). Null
 * for a path the catalogue does not know.
 */
export async function vehicleOfEnginePath(
  catalogue: PriceSources['catalogue'],
  enginePath: string | null | undefined,
): Promise<{ name: string; type: string } | null> {
  const trail = enginePath ? await trailOfEnginePath(catalogue, enginePath) : null;
  return (
    trail && {
      name: `${trail.manufacturer.name} ${trail.model.name} ${trail.engine.name} (${trail.year})`,
      type: serviceVehicleType(trail.type.id, trail.engine.powerHp),
    }
  );
}

/** The prices of a catalogue engine (see enginePrices), in the site's market, for a centre or none. */
export async function pricesOfEngine(
  sources: Pick<PriceSources, 'reference' | 'prices'>,
  catalogueType: string,
  engine: PricedEngine,
  centreId: string | null,
): Promise<EnginePrices | null> {
  const [{ site, centres, services }, grid] = await Promise.all([sources.reference.get(), sources.prices.grid()]);
  const centre = (centreId && centres.find((c) => c.id === centreId)) || null;
  const warranty = services.find((s) => s.slug === SERVICE.engineRemap)?.warranty ?? null;
  return enginePrices(grid, site, catalogueType, engine, { centre, warranty });
}

/**
 * The grid's price of the stage a booking asks for (work `stage1` or `stage2`) on the engine of its page's path, with
 * its currency; null without a path, for another work, or when the grid does not price that stage.
 */
export async function quotedStagePrice(
  sources: PriceSources,
  enginePath: string | null | undefined,
  work: string | null,
  centreId: string,
): Promise<{ price: number; currency: string } | null> {
  const stage = work === 'stage1' ? 1 : work === 'stage2' ? 2 : null;
  if (!enginePath || stage === null) return null;
  const prices = await pricesOfEnginePath(sources, enginePath, centreId);
  const price = stagePrice(prices, stage);
  return prices && price !== null ? { price, currency: prices.currency } : null;
}
