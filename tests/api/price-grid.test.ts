import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, signIn, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, repoRoot, startTestGateway } from '../support/gateway.js';

/** The grid the site ships, seeded into a new database (decision 052). */
const SHIPPED = readFileSync(path.join(repoRoot, 'gateway', 'src', 'content', 'price-grid.csv'), 'utf8');

const PRICES = `query ($engine: String!, $centre: ID) {
  enginePrices(engine: $engine, centre: $centre) {
    vehicleType vehicleLabel band currency stages { stage price } options { key label price } includes
  }
}`;

/** A configurator engine path of the seeded catalogue, found by a condition on its row. */
async function enginePath(gateway: RunningGateway, where: string): Promise<string> {
  const [row] = (await gateway.database.dataSource.query(`
    SELECT ma.vehicle_type AS type, ma.slug AS brand, mo.slug AS model, e.year_from AS year, e.slug AS engine
      FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id
      JOIN vehicle_manufacturer ma ON ma.id = mo.manufacturer_id
     WHERE ${where} ORDER BY e.id LIMIT 1`)) as {
    type: string;
    brand: string;
    model: string;
    year: number;
    engine: string;
  }[];
  expect(row, where).toBeDefined();
  return `${row!.type}/${row!.brand}/${row!.model}/${row!.year}/${row!.engine}`;
}

describe.each(backends)('the price grid on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  /** A turbo diesel car of 110 to 150 ch: the grid's first car band (stage 1 and stage 2, no E85). */
  let diesel: string;

  const prices = async (engine: string, centre?: string) =>
    (await graphql<Json>(gateway.url, PRICES, { engine, centre })).data!.enginePrices;
  const exportCsv = (auth = token) =>
    fetch(`${gateway.url}/api/admin/prices`, { headers: auth ? { Authorization: `Basic ${auth}` } : {} });
  const importCsv = async (csv: string, type = 'text/csv') => {
    const response = await fetch(`${gateway.url}/api/admin/prices`, {
      method: 'PUT',
      headers: { Authorization: `Basic ${token}`, 'Content-Type': type },
      body: csv,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1' });
    token = await signIn(gateway.url);
    diesel = await enginePath(
      gateway,
      `ma.vehicle_type = 'car' AND e.fuel = 'diesel' AND e.aspiration = 'turbo' AND e.remappable
       AND e.power_hp BETWEEN 110 AND 150`,
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('prices each stage of an engine by its type and power band, with what a stage includes', async () => {
    // Montpellier has a bench for cars: the measurement before and after is part of the price there.
    expect(await prices(diesel, 'montpellier')).toEqual({
      vehicleType: 'car',
      vehicleLabel: 'Voiture',
      band: 'jusqu’à 150 ch',
      currency: 'EUR',
      stages: [
        { stage: 1, price: 350 },
        { stage: 2, price: 550 },
      ],
      // A diesel: no E85, no pops & bangs.
      options: [{ key: 'gearbox', label: 'Reprogrammation de la boîte automatique', price: 350 }],
      includes: [
        'Le diagnostic complet avant l’intervention',
        'La mesure au banc de puissance avant et après, dans ce centre',
        'Le fichier : la cartographie adaptée à votre moteur, écrite dans le calculateur, et la sauvegarde du logiciel d’origine',
        'La garantie de 2 ans ou 40 000 km sur la reprogrammation',
      ],
    });
    // Nice has no bench: its price includes the logged road test instead.
    expect((await prices(diesel, 'nice')).includes[1]).toBe(
      'L’essai routier avec enregistrement des paramètres, avant et après',
    );
    // An atmospheric motorcycle has no estimated gain, yet the motorcycle grid prices its stage 1.
    const motorcycle = await enginePath(
      gateway,
      `ma.vehicle_type = 'motorcycle' AND e.aspiration = 'atmospherique' AND e.remappable AND e.power_hp <= 100`,
    );
    expect(await prices(motorcycle)).toMatchObject({
      vehicleType: 'motorcycle',
      stages: [{ stage: 1, price: 300 }],
      options: [{ key: 'pops_bangs', price: 100 }],
    });
    // A `camion` above 250 ch is priced as a truck; an electric car is not remapped, an unknown path names nothing.
    const truck = await enginePath(gateway, `ma.vehicle_type = 'camion' AND e.power_hp > 550 AND e.remappable`);
    expect((await prices(truck)).stages[0]).toEqual({ stage: 1, price: 1400 });
    expect(await prices(await enginePath(gateway, `e.fuel = 'electrique'`))).toBeNull();
    expect(await prices('car/pas/une/page')).toBeNull();
  });

  it('exports the grid as CSV to network administrators and takes it back, shown at once', async () => {
    expect((await exportCsv('')).status).toBe(401);
    // The prices are the whole network's: a centre manager may not read nor change them.
    const manager = { username: 'gerant-prix', password: 'cle-du-gerant-prix' };
    await graphql(
      gateway.url,
      `
        mutation ($input: AdminAccountInput!) {
          createAdminAccount(input: $input) {
            __typename
          }
        }
      `,
      { input: { ...manager, role: 'centre', centres: ['montpellier'] } },
      token,
    );
    const refused = await exportCsv(await signIn(gateway.url, manager));
    expect([refused.status, ((await refused.json()) as Json).error]).toEqual([
      403,
      'Réservé aux administrateurs du réseau.',
    ]);
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    const csv = await exported.text();
    expect(csv).toBe(SHIPPED);

    // Export → import is a round trip; an edit of one price shows in the next read.
    expect(await importCsv(csv)).toEqual({ status: 200, body: { data: { bands: 24 } } });
    expect(await (await exportCsv()).text()).toBe(SHIPPED);
    const edited = csv.replace('FR,car,150,350,550,', 'FR,car,150,390,590,');
    expect((await importCsv(edited)).status).toBe(200);
    expect((await prices(diesel)).stages).toEqual([
      { stage: 1, price: 390 },
      { stage: 2, price: 590 },
    ]);
    expect((await importCsv(csv)).status).toBe(200);
    expect((await prices(diesel)).stages[0].price).toBe(350);
  });

  it('refuses a wrong file with every line’s problem in French, and keeps the grid as it was', async () => {
    const bad = [
      'market,vehicle_type,power_max_hp,stage1,stage2,e85,gearbox,pops_bangs',
      'FR,car,150,350 €,550,,,',
      'FR,car,150,350,550,,,',
      'FR,car,150,360,300,,,',
      'FR,car,150,370,580,,,',
      'ES,car,,400,,,,',
      'FR,bateau,,500,,,,',
    ].join('\n');
    const refused = await importCsv(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.lines).toEqual([
      { line: 2, message: 'stage1 : nombre entier attendu (« 350 € »)' },
      { line: 4, message: 'stage2 : inférieur au prix du stage 1 (360)' },
      { line: 5, message: 'tranche en double pour FR car jusqu’à 150 ch (déjà à la ligne 3)' },
      { line: 5, message: 'FR car : il manque la dernière tranche, sans power_max_hp (au-delà de la plus haute)' },
      { line: 6, message: 'market : FR ou MA attendu (« ES »)' },
      { line: 7, message: 'vehicle_type : car, van, truck, motorcycle attendu (« bateau »)' },
    ]);
    expect(refused.body.error).toMatch(/^6 erreur\(s\) dans la grille, rien n’a été enregistré : ligne 2 : /);
    expect(await (await exportCsv()).text()).toBe(SHIPPED);
    expect((await importCsv(SHIPPED, 'application/json')).status).toBe(415);
  });

  it('states the stage’s price in the quote asked from an engine page', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.50' },
      body: JSON.stringify({
        query: `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) {
          __typename ... on ContactRequestAccepted { id } } }`,
        variables: {
          input: {
            name: 'Devis Prix Grille',
            email: 'devis-grille@example.org',
            message: 'Bonjour, un devis pour le stage 2.',
            consent: true,
            configuratorEngine: diesel,
            work: 'stage2',
          },
        },
      }),
    });
    const { id } = ((await response.json()) as Json).data.submitContactRequest;
    const mails = (await gateway.database.dataSource.query(
      'SELECT kind, text_body FROM outbox_message WHERE contact_request_id = $1 ORDER BY kind',
      [id],
    )) as { kind: string; text_body: string }[];
    expect(mails.map((m) => m.kind)).toEqual(['centre-notification', 'visitor-confirmation']);
    for (const mail of mails) expect(mail.text_body).toMatch(/Prix du stage 2 : 550\s€ TTC/);
  });
});
