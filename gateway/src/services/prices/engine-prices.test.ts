import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../lib/paths.js';
import { enginePrices, type PricedEngine } from './engine-prices.js';
import { formatPriceGridCsv, parsePriceGridCsv } from './price-grid-rows.js';

const shipped = readFileSync(path.join(repoRoot, 'gateway', 'src', 'content', 'price-grid.csv'), 'utf8');
const { rows: grid, errors } = parsePriceGridCsv(shipped);
const france = { country: 'FR', currency: 'EUR' };
const context = { centre: null, warranty: '2 ans ou 40 000 km' };
const engine = (powerHp: number, over: Partial<PricedEngine> = {}): PricedEngine => ({
  powerHp,
  fuel: 'diesel',
  remappable: true,
  stages: [{ stage: 1 }, { stage: 2 }],
  ...over,
});

describe('the shipped price grid', () => {
  it('is valid and written in the export format', () => {
    expect(errors).toEqual([]);
    expect(formatPriceGridCsv(grid)).toBe(shipped);
  });

  it('prices an engine by the band its power falls in, bounds included', () => {
    const at = (type: string, power: number) => enginePrices(grid, france, type, engine(power), context);
    expect(at('car', 150)).toMatchObject({ band: 'jusqu’à 150 ch', stages: [{ price: 350 }, { price: 550 }] });
    expect(at('car', 151)).toMatchObject({ band: 'de 151 à 250 ch', stages: [{ price: 450 }, { price: 650 }] });
    expect(at('car', 620)).toMatchObject({ band: 'plus de 400 ch', stages: [{ price: 650 }, { price: 800 }] });
    // The catalogue's `camion`: a van up to 250 ch, a truck above.
    expect(at('camion', 250)).toMatchObject({ vehicleType: 'van', band: 'plus de 150 ch' });
    expect(at('camion', 251)).toMatchObject({ vehicleType: 'truck', band: 'jusqu’à 400 ch' });
    // Morocco has its own lines, in dirhams.
    expect(enginePrices(grid, { country: 'MA', currency: 'MAD' }, 'car', engine(130), context)).toMatchObject({
      currency: 'MAD',
      stages: [{ price: 3500 }, { price: 5500 }],
    });
  });

  it('offers only the options that fit the fuel, and prices a motorcycle without figures but not a car', () => {
    const options = (fuel: PricedEngine['fuel']) =>
      enginePrices(grid, france, 'car', engine(130, { fuel }), context)!.options.map((o) => o.key);
    expect(options('diesel')).toEqual(['gearbox']);
    expect(options('essence')).toEqual(['e85', 'gearbox', 'pops_bangs']);
    expect(options('gpl')).toEqual(['gearbox', 'pops_bangs']);
    const withoutFigures = engine(75, { fuel: 'essence', stages: [] });
    expect(enginePrices(grid, france, 'motorcycle', withoutFigures, context)?.stages).toEqual([
      { stage: 1, price: 300 },
    ]);
    expect(enginePrices(grid, france, 'car', withoutFigures, context)).toBeNull();
    expect(enginePrices(grid, france, 'car', engine(130, { remappable: false }), context)).toBeNull();
  });

  it('says what a stage includes: the bench only where the chosen centre has one for the type', () => {
    const includes = (benchVehicleTypes: string[] | null) =>
      enginePrices(grid, france, 'car', engine(130), {
        ...context,
        centre: benchVehicleTypes && { benchVehicleTypes },
      })!.includes[1];
    expect(includes(['car', 'van'])).toBe('La mesure au banc de puissance avant et après, dans ce centre');
    expect(includes([])).toBe('L’essai routier avec enregistrement des paramètres, avant et après');
    expect(includes(null)).toBe('La mesure au banc de puissance avant et après, dans les centres équipés d’un banc');
  });
});
