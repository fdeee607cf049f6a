import { VEHICLE_SEARCH_MAX_LENGTH } from '@garage/contract/vehicle-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { ReferenceReader } from '../../gateway/src/services/reference-reader.js';
import { importCatalogueCsv } from '../../gateway/src/services/vehicles/catalogue-import.js';
import { MISSES_PER_DAY, VehicleSearch } from '../../gateway/src/services/vehicles/search.js';
import { adminEnv, signIn } from '../support/admin.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * The vehicle search (decision 051) against the shipped catalogue: what a visitor types, and the first result the
 * configurator must offer for it.
 */

interface Hit {
  kind: string;
  label: string;
  levels: string[];
}

const SEARCH = `query Search($query: String!, $limit: Int, $record: Boolean, $enginesOnly: Boolean) {
  vehicleSearch(query: $query, limit: $limit, record: $record, enginesOnly: $enginesOnly) {
    query results { kind label levels }
  }
}`;

/** Typed as a visitor would, and the first result expected: its kind and its whole name. */
const FIRST_RESULTS: [string, string, string][] = [
  ['golf 7 gti', 'ENGINE', 'Volkswagen Golf 7 2.0 TSI 220 GTI'],
  ['308 1.2 130', 'ENGINE', 'Peugeot 308 III (P5) 1.2 PureTech 130'],
  ['classe a 180 d', 'ENGINE', 'Mercedes-Benz Classe A W177 A 180 d 116'],
  ['mt 07', 'MODEL', 'Yamaha MT-07'],
  ['transit custom', 'MODEL', 'Ford Transit Custom'],
  ['208 puretech 130', 'ENGINE', 'Peugeot 208 II (P21) 1.2 PureTech 130'],
  ['tmax', 'MODEL', 'Yamaha TMAX'],
  ['clio 5', 'GENERATION', 'Renault Clio V'],
  ['sandero', 'MODEL', 'Dacia Sandero'],
  ['duster', 'MODEL', 'Dacia Duster'],
  ['golf', 'MODEL', 'Volkswagen Golf'],
  ['peugeot', 'MANUFACTURER', 'Peugeot'],
  ['vw polo', 'MODEL', 'Volkswagen Polo'],
  ['polo 6 gti', 'ENGINE', 'Volkswagen Polo VI (AW) 2.0 TSI 207 GTI'],
  ['merco sprinter', 'MODEL', 'Mercedes-Benz Sprinter'],
  ['serie 3 f30 320d 184', 'ENGINE', 'BMW Série 3 F30 320d 184'],
  ['megane 3 rs 265', 'ENGINE', 'Renault Mégane III 2.0 TCe 265 RS'],
  ['clio 4 1.5 dci 90', 'ENGINE', 'Renault Clio IV 1.5 dCi 90'],
  ['a3 8v 2.0 tdi 150', 'ENGINE', 'Audi A3 8V 2.0 TDI 150'],
  ['mt 09 iii', 'GENERATION', 'Yamaha MT-09 III'],
  ['kangoo', 'MODEL', 'Renault Kangoo'],
  ['renault master', 'MODEL', 'Renault Master'],
  ['citroen c3', 'MODEL', 'Citroën C3'],
  ['yaris', 'MODEL', 'Toyota Yaris'],
  ['2008', 'MODEL', 'Peugeot 2008'],
  // Roman numerals, missing spaces, accents, case, a French decimal comma, words in any order.
  ['golf vii', 'GENERATION', 'Volkswagen Golf 7'],
  ['golf7', 'GENERATION', 'Volkswagen Golf 7'],
  ['MT07', 'MODEL', 'Yamaha MT-07'],
  ['Mégane IV 1,3 TCe 140', 'ENGINE', 'Renault Mégane IV 1.3 TCe 140'],
  ['130 puretech 208', 'ENGINE', 'Peugeot 208 II (P21) 1.2 PureTech 130'],
];

/** One slip (a letter missing, added, changed, two swapped), and what the search still finds first. */
const SLIPS: [string, string][] = [
  ['peugot 208', 'Peugeot 208'],
  ['volkswagn golf', 'Volkswagen Golf'],
  ['sandreo', 'Dacia Sandero'],
  ['duter', 'Dacia Duster'],
  ['transit cutsom', 'Ford Transit Custom'],
  ['transitcustom', 'Ford Transit Custom'],
];

describe('vehicle search', () => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await createTestDatabase('embedded');
    gateway = await startTestGateway(db, adminEnv);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const search = async (query: string, variables: { limit?: number; record?: boolean; enginesOnly?: boolean } = {}) => {
    const answer = await graphql<{ vehicleSearch: { query: string; results: Hit[] } }>(gateway.url, SEARCH, {
      query,
      ...variables,
    });
    return answer;
  };
  const first = async (query: string) => (await search(query)).data!.vehicleSearch.results[0];

  it.each(FIRST_RESULTS)('« %s » first finds %s %s', async (query, kind, label) => {
    expect(await first(query)).toMatchObject({ kind, label });
  });

  it.each(SLIPS)('forgives one slip: « %s » still finds %s', async (query, label) => {
    expect((await first(query))?.label).toBe(label);
  });

  it('ranks models and generations before engines, and links each to its configurator page', async () => {
    const { results } = (await search('golf 7', { limit: 5 })).data!.vehicleSearch;
    expect(results.map((r) => r.kind)).toEqual(['GENERATION', 'ENGINE', 'ENGINE', 'ENGINE', 'ENGINE']);
    // The engines a remap is for come before the e-Golf, which no centre remaps.
    expect(results.map((r) => r.label).filter((label) => /Électrique/.test(label))).toEqual([]);
    expect((await first('golf 7 electrique'))?.label).toMatch(/Électrique/);
    expect(results[0]!.levels).toEqual(['car', 'volkswagen', 'golf', expect.stringMatching(/^20(1[3-9]|20)$/)]);
    // Every result's levels lead to a page of the configurator that exists.
    for (const hit of [...results, await first('yamaha'), await first('mt 07'), await first('transit custom')]) {
      const [type, brand, model, year, engine] = hit!.levels;
      const { data } = await graphql<{ vehicleTrail: { invalid: string | null } }>(
        gateway.url,
        'query T($t: String, $b: String, $m: String, $y: String, $e: String) { vehicleTrail(type: $t, manufacturer: $b, model: $m, year: $y, engine: $e) { invalid } }',
        { t: type, b: brand, m: model, y: year, e: engine },
      );
      expect(data!.vehicleTrail.invalid, hit!.label).toBeNull();
    }
  });

  it('finds engines alone for a booking’s vehicle, on both paths', async () => {
    const { results } = (await search('golf 7', { enginesOnly: true })).data!.vehicleSearch;
    expect(results).toHaveLength(8);
    expect(new Set(results.map((r) => r.kind))).toEqual(new Set(['ENGINE']));
    expect(results[0]!.label).toMatch(/^Volkswagen Golf 7 /);
    const rest = await fetch(`${gateway.url}/api/vehicles/search?q=golf+7&engines=true`);
    const body = (await rest.json()) as { data: { results: Hit[] } };
    expect(body.data.results.map((r) => r.label)).toEqual(results.map((r) => r.label));
    const wrong = await fetch(`${gateway.url}/api/vehicles/search?q=golf&engines=oui`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe('engines vaut true (les moteurs seuls) ou false.');
  });

  it('answers over REST through the same service, with each result’s path', async () => {
    const response = await fetch(`${gateway.url}/api/vehicles/search?q=${encodeURIComponent('golf 7 gti')}&limit=3`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { query: string; results: (Hit & { path: string })[] } };
    expect(body.data.query).toBe('golf 7 gti');
    expect(body.data.results).toHaveLength(3);
    expect(body.data.results[0]).toMatchObject({ label: 'Volkswagen Golf 7 2.0 TSI 220 GTI' });
    expect(body.data.results[0]!.path).toMatch(/^\/reprogrammation\/[a-z]+\/volkswagen\/golf\/2013\/2-0-tsi-220-gti/);

    const missing = await fetch(`${gateway.url}/api/vehicles/search`);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/^Indiquez la recherche/);
  });

  it('refuses a search too long, in French, on both paths', async () => {
    const long = 'golf '.repeat(30);
    expect(long.length).toBeGreaterThan(VEHICLE_SEARCH_MAX_LENGTH);
    const rest = await fetch(`${gateway.url}/api/vehicles/search?q=${encodeURIComponent(long)}`);
    expect(rest.status).toBe(400);
    const message = `La recherche ne peut pas dépasser ${VEHICLE_SEARCH_MAX_LENGTH} caractères.`;
    expect(await rest.json()).toMatchObject({ error: message });
    const answer = await search(long);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await search('golf', { limit: 500 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // One character names nothing yet: no result, no error.
    expect((await search(' g ')).data!.vehicleSearch.results).toEqual([]);
  });

  it('counts submitted searches that find nothing, anonymously and bounded, for the admin’s figures', async () => {
    const ds = gateway.database.dataSource;
    // Typing (not submitted) counts nothing; found vehicles count nothing.
    await search('zzyzx roadster');
    await search('golf 7 gti', { record: true });
    expect(await ds.query('SELECT query FROM vehicle_search_miss')).toEqual([]);
    await search('Zzyzx  Roadster', { record: true });
    await search('zzyzx roadster', { record: true });
    expect(await ds.query('SELECT query, searches FROM vehicle_search_miss')).toEqual([
      { query: 'zzyzx roadster', searches: 2 },
    ]);
    const token = await signIn(gateway.url);
    const figures = await graphql<{ adminFigures: { searchMisses: { label: string; count: number }[] } }>(
      gateway.url,
      '{ adminFigures { searchMisses { label count } } }',
      undefined,
      token,
    );
    expect(figures.data!.adminFigures.searchMisses).toEqual([{ label: 'zzyzx roadster', count: 2 }]);

    // A full day takes no new search, and goes on counting those it holds.
    await ds.query(
      `INSERT INTO vehicle_search_miss (day, query, searches)
       SELECT (SELECT day FROM vehicle_search_miss LIMIT 1), 'bidon ' || n, 1 FROM generate_series(2, $1) AS n`,
      [MISSES_PER_DAY],
    );
    await search('qwxyz nouveau', { record: true });
    await search('zzyzx roadster', { record: true });
    const [{ count, most }] = await ds.query(
      'SELECT count(*)::int AS count, max(searches)::int AS most FROM vehicle_search_miss',
    );
    expect({ count, most }).toEqual({ count: MISSES_PER_DAY, most: 3 });
  });

  it('rebuilds its index when the catalogue changes, whoever changes it', async () => {
    const ds = gateway.database.dataSource;
    // Checks the catalogue's version on every search (the gateway's own waits a little between checks).
    const service = new VehicleSearch(
      { dataSource: ds, reference: new ReferenceReader(ds), clock: () => new Date() },
      0,
    );
    const none = await service.search('lada niva');
    expect(none.results).toEqual([]);
    // The answer is kept for this version of the catalogue: the same search gives it back without a walk.
    expect((await service.search('Lada Niva')).results).toBe(none.results);
    const header =
      'type,brand,model,generation,year_from,year_to,engine,fuel,aspiration,engine_code,displacement_cc,cylinders,power_hp,torque_nm,remappable';
    await importCatalogueCsv(
      ds,
      `${header}\ncar,Lada,Niva,,1994,2020,1.7i 83,essence,atmospherique,,1690,4,83,129,oui\n`,
    );
    expect((await service.search('lada niva')).results[0]).toMatchObject({ kind: 'model', label: 'Lada Niva' });
  });
});
