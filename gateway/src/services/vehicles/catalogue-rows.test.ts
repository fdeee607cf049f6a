import { CANONICAL_SPELLINGS } from './engine-names.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VEHICLE_TYPES } from '../../content/vehicle-types.js';
import { repoRoot } from '../../lib/paths.js';
import { formatCatalogueCsv, parseCatalogueCsv, slugify } from './catalogue-rows.js';

const HEADER =
  'type,brand,model,generation,year_from,year_to,engine,fuel,aspiration,engine_code,displacement_cc,cylinders,power_hp,torque_nm,remappable';
const GOOD = 'car,Peugeot,308,III (P5),2021,,1.2 PureTech 130,essence,turbo,EB2ADTS,1199,3,130,230,oui';

describe('catalogue CSV', () => {
  it('reads a good row', () => {
    const { rows, errors } = parseCatalogueCsv(`${HEADER}\n${GOOD}\n`);
    expect(errors).toEqual([]);
    expect(rows[0]).toMatchObject({
      type: 'car',
      brand: 'Peugeot',
      yearFrom: 2021,
      yearTo: null,
      powerHp: 130,
      remappable: true,
    });
  });

  it('reports every bad row by its line number, in French', () => {
    const csv = [
      HEADER,
      GOOD,
      'car,Peugeot,308,III (P5),2021,2019,1.5 BlueHDi 130,diesel,turbo,,1499,4,130,300,oui',
      'bateau,Peugeot,308,,2021,,x,essence,turbo,,1199,3,130,230,oui',
      'car,Peugeot,308,III (P5),1899,,1.6 Hybrid 180,hybride,turbo,,1598,4,180,360,oui',
      'car,Peugeot,308,III (P5),2021,,2.0 BlueHDi 150,diesel,turbo,,1997,4,cent cinquante,370,oui',
      GOOD,
    ].join('\n');
    const { errors } = parseCatalogueCsv(csv);
    const byLine = (line: number) => errors.filter((e) => e.line === line).map((e) => e.message);
    expect(byLine(2)).toEqual([]);
    expect(byLine(3)).toEqual(['year_to : antérieure à year_from']);
    expect(byLine(4)[0]).toMatch(/^type : car, motorcycle, camion attendu/);
    expect(byLine(5)[0]).toMatch(/^year_from : entre 1900 et \d{4}/);
    expect(byLine(6)).toEqual(['power_hp : nombre entier attendu (« cent cinquante »)']);
    expect(byLine(7)).toEqual(['moteur en double (déjà à la ligne 2)']);
  });

  it('refuses implausible figures, such as an extra digit', () => {
    const { errors } = parseCatalogueCsv(
      `${HEADER}\ncar,Peugeot,308,,2021,,1.2 PureTech 130,essence,turbo,,1199,3,1300,230,oui\n`,
    );
    expect(errors[0]!.message).toMatch(/puissance invraisemblable/);
    const torque = parseCatalogueCsv(
      `${HEADER}\ncar,Peugeot,308,,2021,,1.5 BlueHDi 130,diesel,turbo,,1499,4,130,3000,oui\n`,
    );
    expect(torque.errors[0]!.message).toMatch(/couple invraisemblable/);
  });

  it('rejects a file with missing columns at line 1', () => {
    expect(parseCatalogueCsv('type,brand\ncar,Peugeot\n').errors[0]).toMatchObject({
      line: 1,
      message: expect.stringMatching(/colonnes manquantes/),
    });
  });

  it('round-trips through the export format, curated stages included', () => {
    const { rows } = parseCatalogueCsv(`${HEADER},stage1_power_hp,stage1_torque_nm\n${GOOD},160,290\n`);
    expect(rows[0]!.stages[0]).toEqual({ powerHp: 160, torqueNm: 290 });
    expect(parseCatalogueCsv(formatCatalogueCsv(rows)).rows).toEqual(rows);
  });

  it('makes URL slugs without accents', () => {
    expect(slugify('Citroën')).toBe('citroen');
    expect(slugify('Série 3')).toBe('serie-3');
    expect(slugify('1.2 PureTech 130')).toBe('1-2-puretech-130');
  });
});

describe('the shipped catalogue', () => {
  const parsed = Object.fromEntries(
    VEHICLE_TYPES.map((t) => [
      t.id,
      parseCatalogueCsv(readFileSync(path.join(repoRoot, 'gateway/src/content/vehicles', t.file), 'utf8')),
    ]),
  );
  const count = (type: string) => {
    const rows = parsed[type]!.rows;
    return {
      brands: new Set(rows.map((r) => r.brand)).size,
      models: new Set(rows.map((r) => `${r.brand}/${r.model}`)).size,
      engines: rows.length,
    };
  };

  it('has no invalid, implausible or duplicate row, and years within 1900..next year', () => {
    for (const type of Object.keys(parsed)) expect(parsed[type]!.errors, type).toEqual([]);
    for (const row of Object.values(parsed).flatMap((p) => p.rows)) {
      expect(row.yearFrom).toBeGreaterThanOrEqual(1900);
      expect(row.yearTo ?? row.yearFrom).toBeLessThanOrEqual(new Date().getFullYear() + 1);
      expect(row.type === 'car' || row.type === 'motorcycle' || row.type === 'camion').toBe(true);
    }
  });

  it('covers the French market as the issue asks', () => {
    expect(count('car').brands).toBeGreaterThanOrEqual(30);
    expect(count('car').models).toBeGreaterThanOrEqual(300);
    expect(count('car').engines).toBeGreaterThanOrEqual(1000);
    expect(count('motorcycle').brands).toBeGreaterThanOrEqual(10);
    expect(count('motorcycle').engines).toBeGreaterThanOrEqual(80);
    expect(count('camion').brands).toBeGreaterThanOrEqual(8);
    expect(count('camion').engines).toBeGreaterThanOrEqual(60);
    // Issue 15, item 3: the gaps filled (the newest generations, LPG, vans and pickups, scooters).
    const engines = Object.values(parsed).reduce((sum, p) => sum + p.rows.length, 0);
    expect(engines).toBeGreaterThanOrEqual(3800);
    expect(count('camion').models).toBeGreaterThanOrEqual(40);
    const find = (type: string, brand: string, model: string, generation?: string) =>
      parsed[type]!.rows.filter(
        (r) => r.brand === brand && r.model === model && (generation === undefined || r.generation === generation),
      );
    for (const [brand, model, generation] of [
      ['Peugeot', '3008', 'III'],
      ['Peugeot', '5008', 'III'],
      ['Dacia', 'Duster', 'III'],
      ['Toyota', 'C-HR', 'II'],
      ['BMW', 'Série 1', 'F70'],
      ['Renault', 'Symbioz', ''],
      ['Renault', 'Rafale', ''],
      ['Dacia', 'Bigster', ''],
    ] as const) {
      const rows = find('car', brand, model, generation);
      expect(rows.length, `${brand} ${model} ${generation}`).toBeGreaterThan(0);
      for (const row of rows) expect(row.yearFrom, `${brand} ${model} ${row.engine}`).toBeGreaterThanOrEqual(2023);
    }
    expect(find('car', 'Peugeot', '3008', 'III').map((r) => r.engine)).toEqual(
      expect.arrayContaining(['1.2 Hybrid 136', '1.2 Hybrid 145']),
    );
    for (const row of find('car', 'Peugeot', '3008', 'III').filter((r) => r.fuel === 'electrique'))
      expect(row.remappable).toBe(false);
    for (const [model, generation] of [
      ['Sandero', 'III'],
      ['Jogger', ''],
    ] as const)
      expect(find('car', 'Dacia', model, generation).find((r) => r.engine.endsWith('ECO-G'))?.powerHp).toBe(100);
    expect(find('car', 'Renault', 'Clio', 'V').find((r) => r.engine.endsWith('ECO-G'))?.powerHp).toBe(100);
    expect(find('car', 'Peugeot', '307').length).toBeGreaterThanOrEqual(10);
    // The Kuga's plug-in and full hybrids, on the combustion engine's torque (the only one Ford publishes).
    expect(
      find('car', 'Ford', 'Kuga', 'III')
        .filter((r) => r.fuel === 'hybride')
        .map((r) => [r.engine, r.powerHp, r.torqueNm]),
    ).toEqual(
      expect.arrayContaining([
        ['2.5 Duratec Plug-in Hybrid 225', 225, 200],
        ['2.5 Duratec Hybrid 190', 190, 200],
      ]),
    );
    const vans: [string, string, number, number][] = [
      // brand, model, and a year the range covers
      ['Renault', 'Master', 2014, 2019],
      ['Iveco', 'Daily', 2014, 2024],
      ['Renault', 'Trafic', 2021, 2021],
      ['Fiat', 'Ducato', 2021, 2021],
      ['Peugeot', 'Boxer', 2021, 2021],
      ['Citroën', 'Jumper', 2021, 2021],
      ['Ford', 'Transit', 2006, 2014],
      ['Opel', 'Movano', 2010, 2021],
      ['Opel', 'Vivaro', 2014, 2019],
      ['Toyota', 'Proace', 2016, 2016],
      ['Nissan', 'NV300', 2016, 2016],
      ['Nissan', 'NV400', 2011, 2011],
      ['Mercedes-Benz', 'Citan', 2012, 2021],
      ['Renault', 'Express', 2021, 2021],
      // Pickups, Isuzu's included (a staple of Moroccan and French farms and trades).
      ['Isuzu', 'D-Max', 2012, 2025],
    ];
    const covers = (r: { yearFrom: number; yearTo: number | null }, year: number) =>
      r.yearFrom <= year && (r.yearTo ?? Infinity) >= year;
    for (const [brand, model, from, to] of vans) {
      const rows = find('camion', brand, model);
      expect(
        rows.some((r) => covers(r, from)),
        `${brand} ${model} ${from}`,
      ).toBe(true);
      expect(
        rows.some((r) => covers(r, to)),
        `${brand} ${model} ${to}`,
      ).toBe(true);
    }
    expect(find('camion', 'Fiat', 'Ducato').some((r) => r.displacementCc === 2184 && r.yearFrom >= 2021)).toBe(true);
    // An engine that replaced another within a generation: the Clio V's diesel after its 2023 update.
    expect(find('car', 'Renault', 'Clio').some((r) => r.engine === '1.5 Blue dCi 100' && r.yearTo === null)).toBe(true);
    // The Duster II's 2021 update (the TCe 90 after the TCe 100) and the LPG and mild-hybrid versions of the Duster II
    // and the Captur II, sold beside their launch engines.
    const engineYears = (model: string, generation: string, engine: string) =>
      find('car', model === 'Duster' ? 'Dacia' : 'Renault', model, generation)
        .filter((r) => r.engine === engine)
        .map((r) => [r.yearFrom, r.yearTo]);
    expect(engineYears('Duster', 'II', '1.0 TCe 100')).toEqual([[2019, 2021]]);
    expect(engineYears('Duster', 'II', '1.0 TCe 90')).toEqual([[2021, 2024]]);
    expect(engineYears('Duster', 'II', '1.0 TCe 100 ECO-G')).toEqual([[2020, 2024]]);
    expect(engineYears('Captur', 'II', '1.0 TCe 100 ECO-G')).toEqual([[2020, null]]);
    expect(engineYears('Captur', 'II', '1.3 TCe 160 mild hybrid')).toEqual([[2022, null]]);
    // The Moroccan market's staple saloon.
    expect(find('car', 'Hyundai', 'Accent').length).toBeGreaterThan(0);
    for (const [brand, model] of [
      ['BMW', 'R 1250 R'],
      ['BMW', 'R 1250 RS'],
      ['Yamaha', 'Tracer 9 GT'],
      ['Kawasaki', 'Z650RS'],
      ['Honda', 'NT1100'],
      ['Triumph', 'Tiger Sport 660'],
      ['Honda', 'PCX 125'],
      ['Yamaha', 'NMAX 125'],
      ['Piaggio', 'Liberty 125'],
    ])
      expect(find('motorcycle', brand!, model!).length, `${brand} ${model}`).toBeGreaterThan(0);
    expect(find('motorcycle', 'Yamaha', 'TMAX').some((r) => r.displacementCc === 530)).toBe(true);
    const brands = new Set(parsed.car!.rows.map((r) => r.brand));
    for (const brand of [
      'Peugeot',
      'Renault',
      'Citroën',
      'Dacia',
      'Volkswagen',
      'Audi',
      'BMW',
      'Mercedes-Benz',
      'Ford',
      'Toyota',
      'Fiat',
      'Opel',
      'Skoda',
      'Seat',
      'Cupra',
      'Hyundai',
      'Kia',
      'Nissan',
      'Volvo',
      'Mini',
      'Land Rover',
      'Porsche',
      'Alfa Romeo',
      'DS',
      'Jeep',
      'Mazda',
      'Suzuki',
      'Tesla',
    ]) {
      expect(brands.has(brand), brand).toBe(true);
    }
  });

  it('marks Tesla and every electric vehicle as not remappable', () => {
    const electric = parsed.car!.rows.filter((r) => r.fuel === 'electrique' || r.brand === 'Tesla');
    expect(electric.length).toBeGreaterThan(0);
    for (const row of electric) expect(row.remappable, `${row.brand} ${row.model} ${row.engine}`).toBe(false);
  });

  it('draws the hybrid line of decision 025: a motor that can move the car alone makes a full hybrid', () => {
    const rows = parsed.car!.rows;
    const named = (pattern: RegExp) => rows.filter((r) => pattern.test(r.engine));
    // Stellantis' 48 V hybrids (e-DCS6 or the 1.5's dual-clutch box) drive on electricity at low speed: full hybrids.
    const stellantis48V = named(/^1\.2 (e-)?Hybrid (100|136|145)$|^1\.5 (e-)?Hybrid (130|160)$/);
    expect(stellantis48V.length).toBeGreaterThanOrEqual(20);
    for (const row of stellantis48V) expect(row.fuel, `${row.brand} ${row.model} ${row.engine}`).toBe('hybride');
    // Mild hybrids only assist the combustion engine: they keep its fuel and its rule.
    const mild = named(/mild hybrid|mHEV|eTSI|Boosterjet Hybrid|Dualjet Hybrid|^1\.0 Hybrid 70$/);
    expect(mild.length).toBeGreaterThanOrEqual(25);
    for (const row of mild) expect(row.fuel, `${row.brand} ${row.model} ${row.engine}`).not.toBe('hybride');
  });

  it('lists LPG bi-fuel engines under their own fuel, so that no E85 is offered for them', () => {
    const lpg = parsed.car!.rows.filter((r) => /ECO-G/.test(r.engine));
    expect(lpg.length).toBeGreaterThan(0);
    for (const row of lpg) expect(row.fuel, `${row.brand} ${row.model}`).toBe('gpl');
  });

  it('spells an engine family the same way in its code column as in the engine names (« MultiJet »)', () => {
    const misspelt: string[] = [];
    for (const { rows } of Object.values(parsed)) {
      for (const row of rows) {
        for (const word of row.engineCode.split(/[\s/]+/)) {
          const canonical = CANONICAL_SPELLINGS[word.toLowerCase()];
          if (canonical && canonical !== word) misspelt.push(`${row.brand} ${row.engine} : ${word}`);
        }
      }
    }
    expect(misspelt).toEqual([]);
  });
});
