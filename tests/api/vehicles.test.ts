import { SOLD_UNDER_ANOTHER_BRAND } from '../../client/src/features/configurator/brand-search.js';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { matchCatalogueEngine } from '../../gateway/src/services/realisations/engine-match.js';
import { CatalogueImportError, importCatalogueCsv } from '../../gateway/src/services/vehicles/catalogue-import.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';

const HEADER =
  'type,brand,model,generation,year_from,year_to,engine,fuel,aspiration,engine_code,displacement_cc,cylinders,power_hp,torque_nm,remappable';

async function catalogueState(gateway: RunningGateway) {
  const [row] = await gateway.database.dataSource.query(
    `SELECT (SELECT count(*) FROM vehicle_manufacturer)::int AS manufacturers, (SELECT count(*) FROM vehicle_model)::int AS models,
            (SELECT count(*) FROM vehicle_engine)::int AS engines,
            (SELECT md5(string_agg(natural_key || power_hp || torque_nm, ',' ORDER BY natural_key)) FROM vehicle_engine) AS digest`,
  );
  return row as { manufacturers: number; models: number; engines: number; digest: string };
}

describe.each(backends)('vehicle catalogue on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const rest = async (p: string) => {
    const response = await fetch(`${gateway.url}/api/vehicles${p}`);
    return {
      status: response.status,
      cache: response.headers.get('cache-control'),
      body: (await response.json()) as { data?: unknown; error?: string },
    };
  };

  it('walks the catalogue level by level over REST, with cacheable answers', async () => {
    const types = await rest('/types');
    expect(types.body.data).toEqual([
      { id: 'car', label: 'Voiture' },
      { id: 'motorcycle', label: 'Moto' },
      { id: 'camion', label: 'Camion / utilitaire' },
    ]);
    const brands = await rest('/car/manufacturers');
    expect(brands.cache).toMatch(/public, max-age=\d+/);
    expect((brands.body.data as { slug: string }[]).map((b) => b.slug)).toContain('peugeot');
    // French order, whatever the database's collation: accents and case do not count, numbers by value.
    const names = (brands.body.data as { name: string }[]).map((b) => b.name);
    const before = (a: string, b: string) => expect(names.indexOf(a), `${a} < ${b}`).toBeLessThan(names.indexOf(b));
    before('Dacia', 'DS');
    before('Mazda', 'MG');
    const renault = ((await rest('/car/renault/models')).body.data as { name: string }[]).map((m) => m.name);
    expect(renault.indexOf('Mégane')).toBeLessThan(renault.indexOf('Modus'));
    // Every model the configurator shows under a maker that once sold it (a Citroën DS3) exists where it links.
    for (const [maker, models] of Object.entries(SOLD_UNDER_ANOTHER_BRAND)) {
      expect((await rest(`/car/${maker}/models`)).status, maker).toBe(200);
      for (const { brand, model } of models)
        expect((await rest(`/car/${brand}/${model}/years`)).status, model).toBe(200);
    }
    const models = await rest('/car/peugeot/models');
    expect(models.body.data).toContainEqual(expect.objectContaining({ slug: '308', name: '308' }));
    const years = (await rest('/car/peugeot/308/years')).body.data as number[];
    expect(years).toContain(2019);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    const engines = (await rest('/car/peugeot/308/2019/engines')).body.data as { slug: string; powerHp: number }[];
    const puretech = engines.find((e) => e.slug.startsWith('1-2-puretech-130'))!;
    expect(puretech.powerHp).toBe(130);
    const engine = await rest(`/car/peugeot/308/2019/${puretech.slug}`);
    expect(engine.body.data).toMatchObject({
      name: '1.2 PureTech 130',
      fuel: 'essence',
      torqueNm: 230,
      stages: [
        { stage: 1, powerHp: 150, estimated: true },
        { stage: 2, estimated: true },
      ],
      stageThreeOnQuote: false,
      noEstimateReason: null,
    });
    // Decision 025: no estimate without a turbo, and a large turbo petrol's stage 3 only on quote.
    expect((await rest('/car/fiat/500/2012/1-2-69')).body.data).toMatchObject({
      powerHp: 69,
      stages: [],
      stageThreeOnQuote: false,
      noEstimateReason: 'NATURALLY_ASPIRATED',
    });
    // An LPG bi-fuel engine is its own fuel (no E85 offer on its page), estimated like the turbo petrol it is.
    expect((await rest('/car/dacia/sandero/2022/1-0-tce-100-eco-g')).body.data).toMatchObject({
      fuel: 'gpl',
      fuelLabel: 'Essence et GPL (bicarburation)',
      stages: [{ stage: 1, estimated: true }, { stage: 2 }],
    });
    expect((await rest('/car/ford/focus/2015/2-0-ecoboost-250-st')).body.data).toMatchObject({
      stages: [{ stage: 1, powerHp: 290 }, { stage: 2 }],
      stageThreeOnQuote: true,
      noEstimateReason: null,
    });
  });

  it('answers a JSON 404 in French for every unknown segment', async () => {
    for (const [p, message] of [
      ['/bateau/manufacturers', 'Type de véhicule inconnu'],
      ['/car/trabant/models', 'Marque inconnue'],
      ['/car/peugeot/909/years', 'Modèle inconnu'],
      ['/car/peugeot/308/1950/engines', 'Aucune motorisation pour ce modèle et cette année'],
      ['/car/peugeot/308/2019/v12-inexistant', 'Motorisation inconnue'],
    ]) {
      const answer = await rest(p!);
      expect(answer.status, p).toBe(404);
      expect(answer.body).toEqual({ error: message });
    }
  });

  it('says how far a configurator path is valid', async () => {
    const { data } = await graphql<{ vehicleTrail: { manufacturer: { name: string }; model: null; invalid: string } }>(
      gateway.url,
      '{ vehicleTrail(type: "car", manufacturer: "citroen", model: "zz") { manufacturer { name } model { name } invalid } }',
    );
    expect(data!.vehicleTrail).toEqual({ manufacturer: { name: 'Citroën' }, model: null, invalid: 'model' });
    const tesla = await graphql<{ models: { slug: string }[] }>(
      gateway.url,
      '{ models(type: "car", manufacturer: "tesla") { slug } }',
    );
    const slug = tesla.data!.models[0]!.slug;
    const { data: years } = await graphql<{ years: number[] }>(
      gateway.url,
      `{ years(type: "car", manufacturer: "tesla", model: "${slug}") }`,
    );
    const { data: engines } = await graphql<{ engines: { remappable: boolean; stages: unknown[] }[] }>(
      gateway.url,
      `{ engines(type: "car", manufacturer: "tesla", model: "${slug}", year: ${years!.years[0]}) { remappable stages { stage } } }`,
    );
    for (const e of engines!.engines) expect(e).toEqual({ remappable: false, stages: [] });
  });

  it('imports a good file and changes nothing when any row is bad', async () => {
    const before = await catalogueState(gateway);
    const bad = `${HEADER}\ncar,Peugeot,308,III (P5),2021,,1.2 PureTech 130,essence,turbo,,1199,3,140,240,oui\ncar,Lada,Niva,,1990,,1.7,essence,atmospherique,,1690,4,8000,129,oui\n`;
    await expect(importCatalogueCsv(gateway.database.dataSource, bad)).rejects.toBeInstanceOf(CatalogueImportError);
    await expect(importCatalogueCsv(gateway.database.dataSource, bad)).rejects.toThrow(/ligne 3 : /);
    expect(await catalogueState(gateway)).toEqual(before);

    const good = `${HEADER},stage1_power_hp,stage1_torque_nm\ncar,Lada,Niva,,1994,2020,1.7i 83,essence,atmospherique,,1690,4,83,129,oui,90,135\n`;
    expect(await importCatalogueCsv(gateway.database.dataSource, good)).toEqual({
      manufacturers: 1,
      models: 1,
      engines: 1,
    });
    const after = await catalogueState(gateway);
    expect(after.engines).toBe(before.engines + 1);
    const { data } = await graphql<{ engine: { stages: { powerHp: number; estimated: boolean }[] } }>(
      gateway.url,
      '{ engine(type: "car", manufacturer: "lada", model: "niva", year: 2000, engine: "1-7i-83") { stages { powerHp estimated } } }',
    );
    expect(data!.engine.stages).toEqual([{ powerHp: 90, estimated: false }]);
    // Importing the same file again updates in place.
    await importCatalogueCsv(gateway.database.dataSource, good);
    expect((await catalogueState(gateway)).engines).toBe(after.engines);
  });

  it('refuses a garage’s row that breaks the naming rules, by line and in French, importing nothing', async () => {
    const before = await catalogueState(gateway);
    const lines = [
      `${HEADER},aliases`,
      'car,Lada,Niva,,1994,2020,1.7i 83,essence,atmospherique,,1690,4,83,129,oui,',
      'car,Lada,Niva,,1994,2020,1.7 Classic 80,essence,atmospherique,,1690,4,83,129,oui,',
      'car,Lada,Niva,,1994,2020,1.7 Taïga 83,essence,atmospherique,,1690,4,83,129,oui,',
    ];
    const error = await importCatalogueCsv(gateway.database.dataSource, lines.join('\n')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueImportError);
    expect((error as CatalogueImportError).errors).toEqual([
      {
        line: 3,
        message:
          'engine : la puissance du nom (80 ch) diffère de power_hp (83 ch) ; garder le chiffre du constructeur dans les deux, l’appellation commerciale dans aliases',
      },
      {
        line: 3,
        message:
          'même moteur que la ligne 2 (« 1.7i 83 ») sous un autre nom : une seule ligne, l’autre nom dans aliases',
      },
      {
        line: 4,
        message:
          'même moteur que la ligne 2 (« 1.7i 83 ») sous un autre nom : une seule ligne, l’autre nom dans aliases',
      },
    ]);
    expect(await catalogueState(gateway)).toEqual(before);
  });

  it('merges engines renamed by their maker: one row, former names as aliases, realisations kept', async () => {
    const ds = gateway.database.dataSource;
    const row = (engine: string, aliases = '') =>
      `car,Lada,Niva,,1994,2020,${engine},essence,atmospherique,,1690,4,83,129,oui,${aliases}`;
    // Two rows of one engine, from two earlier imports, each with a realisation.
    await importCatalogueCsv(ds, `${HEADER},aliases\n${row('1.7 Taïga 83')}\n`);
    await importCatalogueCsv(ds, `${HEADER},aliases\n${row('Niva 83')}\n`);
    const old: { id: number; name: string }[] = await ds.query(
      `SELECT id, name FROM vehicle_engine WHERE name IN ('1.7 Taïga 83', 'Niva 83') ORDER BY id`,
    );
    for (const [i, engine] of old.entries())
      await ds.query(
        `INSERT INTO realisation (centre_id, type, title, slug, description, date, vehicle_brand, vehicle_model,
           vehicle_year, vehicle_engine, engine_id, media_url, thumbnail_url, status)
         VALUES ('montpellier', 'photo', 'Niva', $1, 'Description', '2026-01-10', 'Lada', 'Niva', 2000, $2, $3,
           '/uploads/niva-1600.webp', '/uploads/niva-thumb.webp', 'active')`,
        [`niva-alias-${i}`, engine.name, engine.id],
      );
    const before = await catalogueState(gateway);

    // The spelling of a garage's row is made canonical; the former names are aliases.
    await importCatalogueCsv(ds, `${HEADER},aliases\n${row('1.7 16v 83', '1.7 Taïga 83 | Niva 83')}\n`);
    const engines = await ds.query(
      `SELECT e.id, e.name, e.slug, e.aliases,
         (SELECT count(*) FROM realisation r WHERE r.engine_id = e.id)::int AS realisations
       FROM vehicle_engine e JOIN vehicle_model m ON m.id = e.model_id
       WHERE m.slug = 'niva' AND e.name <> '1.7i 83'`,
    );
    expect(engines).toEqual([
      { id: old[0]!.id, name: '1.7 16V 83', slug: '1-7-16v-83', aliases: ['1.7 Taïga 83', 'Niva 83'], realisations: 2 },
    ]);
    expect((await catalogueState(gateway)).engines).toBe(before.engines - 1);
    const { data } = await graphql<{ engine: { name: string } | null }>(
      gateway.url,
      '{ engine(type: "car", manufacturer: "lada", model: "niva", year: 2000, engine: "1-7-taiga-83") { name } }',
    );
    expect(data!.engine).toBeNull();
    // A realisation typed with a former name still finds the engine.
    const vehicle = { brand: 'Lada', model: 'Niva', year: 2000 };
    expect(await matchCatalogueEngine(ds.manager, { ...vehicle, engine: 'niva 83' })).toBe(old[0]!.id);
    expect(await matchCatalogueEngine(ds.manager, { ...vehicle, engine: '1.7 16V 83' })).toBe(old[0]!.id);
    await ds.query(`DELETE FROM realisation WHERE slug LIKE 'niva-alias-%'`);
  });

  it('loads the shipped catalogue once: a restart neither duplicates nor reloads it', async () => {
    const before = await catalogueState(gateway);
    await gateway.close();
    gateway = await startTestGateway(db);
    expect(await catalogueState(gateway)).toEqual(before);
  });
});

describe('catalogue command line', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    // The gateway seeds the catalogue; the commands then run against the same data folder.
    const gateway = await startTestGateway(db);
    await gateway.close();
  });
  afterAll(async () => db?.drop());

  const cli = (args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(repoRoot, 'gateway/dist/cli/vehicles.js'), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...db.env },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('exports the catalogue and reports bad rows of an import by line number, importing nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
    const exported = await cli(['export', path.join(dir, 'export.csv')]);
    expect(exported.code).toBe(0);
    const lines = readFileSync(path.join(dir, 'export.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toMatch(/^type,brand,model,generation,year_from/);
    expect(lines.length).toBeGreaterThan(1000);

    writeFileSync(
      path.join(dir, 'bad.csv'),
      `${HEADER}\ncar,Lada,Niva,,1994,2020,1.7i 83,essence,atmospherique,,1690,4,83,129,oui\ncar,Lada,Niva,,1994,2020,1.7i 83,essence,atmospherique,,1690,4,83,129,oui\n`,
    );
    const refused = await cli(['import', path.join(dir, 'bad.csv')]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('rien n’a été importé');
    expect(refused.stderr).toContain('ligne 3 : moteur en double (déjà à la ligne 2)');

    const reexported = await cli(['export', '-']);
    expect(reexported.stdout.trim().split('\n')).toEqual(lines);
  });
});
