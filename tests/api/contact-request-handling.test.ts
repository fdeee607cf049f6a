import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

const SUBMIT = `mutation ($input: ContactRequestInput!) {
  submitContactRequest(input: $input) {
    __typename
    ... on ContactRequestAccepted { id reference centreName vehicle answerBy }
    ... on ContactRequestInvalid { fieldErrors { field message } }
  }
}`;
const ENTRY = `id status centre name email phone message updatedAt work mileageKm plate
  quote { enginePath vehicle stage powerBeforeHp powerAfterHp torqueBeforeNm torqueAfterNm estimated priceFrom priceTo currency }
  notes { username body createdAt }`;
const LIST = `query ($search: String, $status: ContactRequestStatus, $centre: ID, $unassigned: Boolean) {
  adminContactRequests(search: $search, status: $status, centre: $centre, unassigned: $unassigned) { ${ENTRY} }
}`;

describe.each(backends)('contact requests handled in the admin, on %s', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  let visitorNumber = 0;

  /** A visitor's request, each from its own address (the form allows five per address in ten minutes). */
  const submit = async (input: Record<string, unknown>) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${++visitorNumber}` },
      body: JSON.stringify({
        query: SUBMIT,
        variables: {
          input: {
            name: 'Léa Martin',
            phone: '06 12 34 56 78',
            message: 'Bonjour, un devis svp.',
            consent: true,
            ...input,
          },
        },
      }),
    });
    return ((await response.json()) as Json).data.submitContactRequest as Json;
  };
  const admin = async (query: string, variables?: Record<string, unknown>) =>
    graphql<Json>(gateway.url, query, variables, token);
  const list = async (variables: Record<string, unknown> = {}) =>
    (await admin(LIST, variables)).data.adminContactRequests as Json[];
  const names = async (variables: Record<string, unknown> = {}) => (await list(variables)).map((r) => r.name).sort();
  const auditLines = async () =>
    (
      (await gateway.database.dataSource.query(
        `SELECT action, summary, details FROM admin_audit WHERE action LIKE 'request-%' ORDER BY id`,
      )) as { action: string; summary: string; details: Json }[]
    ).map(({ action, summary, details }) => ({ action, summary, details }));

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, { ...adminEnv, TRUST_PROXY: '1' });
    token = await signIn(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('keeps with a configurator quote the vehicle and the estimate its engine page shows', async () => {
    // A turbo diesel car engine: the engine page shows a stage 1 and a stage 2.
    const [row] = (await gateway.database.dataSource.query(`
      SELECT ma.vehicle_type AS type, ma.slug AS brand, mo.slug AS model, e.year_from AS year, e.slug AS engine
        FROM vehicle_engine e JOIN vehicle_model mo ON mo.id = e.model_id JOIN vehicle_manufacturer ma ON ma.id = mo.manufacturer_id
       WHERE ma.vehicle_type = 'car' AND e.fuel = 'diesel' AND e.aspiration = 'turbo' AND e.remappable
       ORDER BY e.id LIMIT 1`)) as { type: string; brand: string; model: string; year: number; engine: string }[];
    const path = `${row!.type}/${row!.brand}/${row!.model}/${row!.year}/${row!.engine}`;
    // What the engine page reads: the engine's figures and the remap's price for it.
    const page = (
      await graphql<Json>(
        gateway.url,
        `
          query ($type: String!, $brand: String!, $model: String!, $year: Int!, $engine: String!) {
            engine(type: $type, manufacturer: $brand, model: $model, year: $year, engine: $engine) {
              name
              powerHp
              torqueNm
              stages {
                stage
                powerHp
                torqueNm
                estimated
              }
            }
          }
        `,
        { type: row!.type, brand: row!.brand, model: row!.model, year: row!.year, engine: row!.engine },
      )
    ).data.engine;
    expect(page.stages.map((s: Json) => s.stage)).toEqual([1, 2]);
    // The price of each stage in the garage's grid, as the engine page shows it (decision 052).
    const prices = (
      await graphql<Json>(
        gateway.url,
        `
          query ($path: String!) {
            enginePrices(engine: $path) {
              currency
              stages {
                stage
                price
              }
            }
          }
        `,
        {
          path,
        },
      )
    ).data.enginePrices;

    const first = await submit({ name: 'Devis Stage Un', configuratorEngine: path });
    // Stage 2 chosen as the work, with the mileage and plate as typed.
    const second = await submit({
      name: 'Devis Stage Deux',
      configuratorEngine: path,
      work: 'stage2',
      mileage: '142 300 km',
      plate: '12345 | ب | 26',
    });
    expect([first.__typename, second.__typename]).toEqual(['ContactRequestAccepted', 'ContactRequestAccepted']);
    const [stageOne] = await list({ search: 'Devis Stage Un' });
    expect(stageOne.quote).toEqual({
      enginePath: path,
      vehicle: expect.stringContaining(`${page.name} (${row!.year})`),
      stage: 1,
      powerBeforeHp: page.powerHp,
      powerAfterHp: page.stages[0].powerHp,
      torqueBeforeNm: page.torqueNm,
      torqueAfterNm: page.stages[0].torqueNm,
      estimated: page.stages[0].estimated,
      priceFrom: prices.stages[0].price,
      priceTo: prices.stages[0].price,
      currency: prices.currency,
    });
    const [stageTwo] = await list({ search: 'Devis Stage Deux' });
    expect(stageTwo.quote).toMatchObject({
      stage: 2,
      powerAfterHp: page.stages[1].powerHp,
      priceFrom: prices.stages[1].price,
    });
    expect(stageTwo).toMatchObject({ work: 'Reprogrammation stage 2', mileageKm: 142300, plate: '12345-B-26' });
    expect(stageOne).toMatchObject({ work: null, mileageKm: null, plate: null });
    // The visitor's receipt: the reference the e-mails give, the centre (none chosen here), the vehicle as the centre
    // will read it, and when the network answers, from its centres' hours.
    expect(second).toMatchObject({
      reference: String(second.id).replace(/-/g, '').slice(0, 8).toUpperCase(),
      centreName: null,
      vehicle: stageTwo.quote.vehicle,
      answerBy: expect.stringMatching(/^(aujourd’hui|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)/),
    });

    // A plain request has no quote; an engine that does not exist, or a stage it lacks, is refused.
    expect((await list({ search: 'Devis Stage' })).length).toBe(2);
    const unknown = await submit({
      configuratorEngine: `${row!.type}/${row!.brand}/${row!.model}/1901/${row!.engine}`,
    });
    expect(unknown.fieldErrors).toEqual([
      { field: 'vehicle', message: 'Véhicule du configurateur introuvable : choisissez-le à nouveau.' },
    ]);
    const noStage = await submit({ configuratorEngine: path, stage: 3 });
    expect(noStage.fieldErrors).toEqual([{ field: 'stage', message: 'Ce stage n’existe pas pour ce moteur.' }]);
  });

  it('searches names, e-mails, phones (typed with or without spaces) and messages, and filters by centre', async () => {
    await submit({ name: 'Anne Durand', email: 'anne.durand@exemple.fr', centre: 'nice', phone: '04 93 11 22 33' });
    await submit({ name: 'Bruno Petit', centre: 'perpignan', message: 'Ma Golf GTI fume noir au démarrage.' });
    await submit({ name: 'Chloé 100% Leroy', phone: '+33 6 98 76 54 32' });

    expect(await names({ search: 'durand' })).toEqual(['Anne Durand']);
    expect(await names({ search: 'ANNE.DURAND@' })).toEqual(['Anne Durand']);
    expect(await names({ search: '0493112233' })).toEqual(['Anne Durand']);
    expect(await names({ search: '04.93.11' })).toEqual(['Anne Durand']);
    expect(await names({ search: 'fume noir' })).toEqual(['Bruno Petit']);
    // LIKE's wildcards are plain characters in a search.
    expect(await names({ search: '100%' })).toEqual(['Chloé 100% Leroy']);
    expect(await names({ search: '%' })).toEqual(['Chloé 100% Leroy']);
    expect(await names({ centre: 'nice' })).toEqual(['Anne Durand']);
    expect(await names({ centre: 'perpignan', search: 'durand' })).toEqual([]);
    expect(await names({ unassigned: true, search: 'Leroy' })).toEqual(['Chloé 100% Leroy']);
  });

  it('changes the status and the centre in charge, with an audit line each, and counts requests per status', async () => {
    const { id } = await submit({ name: 'Denis Moreau', centre: 'montpellier' });
    const countsBefore = (await admin('{ adminContactRequestCounts { new inProgress done archived } }')).data
      .adminContactRequestCounts;

    const changed = await admin(
      `mutation ($id: ID!) { setContactRequestStatus(id: $id, status: IN_PROGRESS) { ${ENTRY} } }`,
      { id },
    );
    expect(changed.data.setContactRequestStatus).toMatchObject({ id, status: 'IN_PROGRESS' });
    const moved = await admin(
      `mutation ($id: ID!) { setContactRequestCentre(id: $id, centre: "beziers") { ${ENTRY} } }`,
      {
        id,
      },
    );
    expect(moved.data.setContactRequestCentre).toMatchObject({ centre: 'beziers' });
    expect(await names({ centre: 'beziers' })).toEqual(['Denis Moreau']);
    expect(await names({ status: 'IN_PROGRESS' })).toEqual(['Denis Moreau']);

    const counts = (await admin('{ adminContactRequestCounts { new inProgress done archived } }')).data
      .adminContactRequestCounts;
    expect(counts).toEqual({ ...countsBefore, new: countsBefore.new - 1, inProgress: countsBefore.inProgress + 1 });

    // Archived requests leave the default list and stay found under their status.
    await admin(`mutation ($id: ID!) { setContactRequestStatus(id: $id, status: ARCHIVED) { id } }`, { id });
    expect(await names({ search: 'Moreau' })).toEqual([]);
    expect(await names({ search: 'Moreau', status: 'ARCHIVED' })).toEqual(['Denis Moreau']);

    const lines = (await auditLines()).filter((l) => l.details.requestId === id);
    expect(lines).toEqual([
      {
        action: 'request-status',
        summary: 'Demande de Denis Moreau : Nouveau → En cours',
        details: { requestId: id, from: 'new', to: 'in_progress' },
      },
      {
        action: 'request-centre',
        summary: 'Demande de Denis Moreau : centre Montpellier → Béziers',
        details: { requestId: id, from: 'montpellier', to: 'beziers' },
      },
      {
        action: 'request-status',
        summary: 'Demande de Denis Moreau : En cours → Archivé',
        details: { requestId: id, from: 'in_progress', to: 'archived' },
      },
    ]);

    const unknownCentre = await admin(
      `mutation ($id: ID!) { setContactRequestCentre(id: $id, centre: "lyon") { id } }`,
      {
        id,
      },
    );
    expect(unknownCentre.errors?.[0]).toMatchObject({
      message: 'Centre inconnu.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const missing = await admin(
      `mutation { setContactRequestStatus(id: "00000000-0000-4000-8000-000000000000", status: DONE) { id } }`,
    );
    expect(missing.errors?.[0]).toMatchObject({ message: 'Demande introuvable', extensions: { code: 'NOT_FOUND' } });
    // Thirty-six characters of the right kind that are no uuid: still « not found », not a database error.
    const malformed = await admin(`mutation { setContactRequestStatus(id: "${'-'.repeat(36)}", status: DONE) { id } }`);
    expect(malformed.errors?.[0]).toMatchObject({ message: 'Demande introuvable', extensions: { code: 'NOT_FOUND' } });
  });

  it('keeps internal notes in order, with who wrote them', async () => {
    const { id } = await submit({ name: 'Emma Garnier' });
    const note = (body: string) =>
      admin(`mutation ($id: ID!, $body: String!) { addContactRequestNote(id: $id, body: $body) { ${ENTRY} } }`, {
        id,
        body,
      });
    await note('Rappelée le matin, pas de réponse.');
    const second = await note('  Rendez-vous fixé mardi.\n');
    expect(second.data.addContactRequestNote.notes.map((n: Json) => [n.username, n.body])).toEqual([
      [TEST_ADMIN.username, 'Rappelée le matin, pas de réponse.'],
      [TEST_ADMIN.username, 'Rendez-vous fixé mardi.'],
    ]);
    const [listed] = await list({ search: 'Emma Garnier' });
    expect(listed.notes).toHaveLength(2);
    const empty = await note('   ');
    expect(empty.errors?.[0]).toMatchObject({ message: 'Écrivez la note.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await auditLines()).filter((l) => l.details.requestId === id).map((l) => l.summary)).toEqual([
      'Note sur la demande de Emma Garnier',
      'Note sur la demande de Emma Garnier',
    ]);
  });

  it('exports the filtered requests as CSV for French spreadsheets, formulas defused, and audits the export', async () => {
    const { id } = await submit({
      name: '=HYPERLINK("http://exemple.invalid")',
      centre: 'nice',
      message: 'Ligne 1;\n"Ligne 2"',
    });
    await admin(`mutation ($id: ID!) { addContactRequestNote(id: $id, body: "À rappeler") { id } }`, { id });
    const csv = (await admin('query { adminContactRequestsCsv(centre: "nice", search: "HYPERLINK") }')).data
      .adminContactRequestsCsv as string;
    expect(csv.startsWith('\uFEFFReçue le;Statut;Centre;Nom;E-mail;Téléphone;Véhicule;Message;')).toBe(true);
    const records = csv.slice(1).split('\r\n').filter(Boolean);
    expect(records).toHaveLength(2);
    // The visitor's formula starts with a quote: a spreadsheet shows it as text.
    expect(records[1]).toContain(
      `;Nouveau;Nice;"'=HYPERLINK(""http://exemple.invalid"")";;06 12 34 56 78;;"Ligne 1;\n""Ligne 2""";`,
    );
    expect(records[1]).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} atelier : À rappeler$/);

    const exports = (await auditLines()).filter((l) => l.action === 'request-export');
    expect(exports.at(-1)).toEqual({
      action: 'request-export',
      summary: 'Export CSV de 1 demande',
      details: { count: 1, status: null, centre: 'nice', search: 'HYPERLINK' },
    });
    const anonymous = await graphql(gateway.url, 'query { adminContactRequestsCsv }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets a centre manager read, handle and export the requests of their centres only, and not the outbox', async () => {
    const manager = { username: `gerant-nice-${backend}`, password: 'cle-du-gerant-de-nice' };
    const created = await admin(
      `mutation ($input: AdminAccountInput!) { createAdminAccount(input: $input) { __typename } }`,
      { input: { ...manager, role: 'centre', centres: ['nice'] } },
    );
    expect(created.data.createAdminAccount.__typename).toBe('AdminAccount');
    const managerToken = await signIn(gateway.url, manager);
    const asManager = (query: string, variables?: Record<string, unknown>) =>
      graphql<Json>(gateway.url, query, variables, managerToken);
    const ours = (await submit({ name: 'Gaston Nice', centre: 'nice' })).id as string;
    const theirs = (await submit({ name: 'Hugo Beziers', centre: 'beziers' })).id as string;
    const nobody = (await submit({ name: 'Inès Réseau' })).id as string;

    const seen = (await asManager(LIST, { search: 'Gaston Nice' })).data.adminContactRequests as Json[];
    expect(seen.map((r) => r.name)).toEqual(['Gaston Nice']);
    const all = (await asManager(LIST)).data.adminContactRequests as Json[];
    expect(all.every((r) => r.centre === 'nice')).toBe(true);
    for (const [query, variables] of [
      [LIST, { centre: 'beziers' }],
      [LIST, { unassigned: true }],
      ['query { adminContactRequestsCsv(centre: "beziers") }', {}],
      [`mutation ($id: ID!) { setContactRequestStatus(id: $id, status: DONE) { id } }`, { id: theirs }],
      [`mutation ($id: ID!) { setContactRequestStatus(id: $id, status: DONE) { id } }`, { id: nobody }],
      [`mutation ($id: ID!) { addContactRequestNote(id: $id, body: "Vu") { id } }`, { id: theirs }],
      // Handing their request to another centre, or to none, is not theirs to decide.
      [`mutation ($id: ID!) { setContactRequestCentre(id: $id, centre: "beziers") { id } }`, { id: ours }],
      [`mutation ($id: ID!) { setContactRequestCentre(id: $id, centre: null) { id } }`, { id: ours }],
      ['{ adminOutboxSummary { pending } }', {}],
      ['{ adminOutbox { id } }', {}],
    ] as const) {
      const answer = await asManager(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const done = await asManager(`mutation ($id: ID!) { setContactRequestStatus(id: $id, status: DONE) { status } }`, {
      id: ours,
    });
    expect(done.data.setContactRequestStatus.status).toBe('DONE');
    const noted = await asManager(
      `mutation ($id: ID!) { addContactRequestNote(id: $id, body: "Client rappelé") { notes { username body } } }`,
      { id: ours },
    );
    expect(noted.data.addContactRequestNote.notes).toEqual([{ username: manager.username, body: 'Client rappelé' }]);
    const csv = (await asManager('query { adminContactRequestsCsv(status: DONE) }')).data.adminContactRequestsCsv;
    expect(csv).toContain('Gaston Nice');
    expect(csv).not.toContain('Hugo Beziers');
    const counts = (await asManager('{ adminContactRequestCounts { new inProgress done archived } }')).data
      .adminContactRequestCounts;
    const networkCounts = (await admin('{ adminContactRequestCounts { new inProgress done archived } }')).data
      .adminContactRequestCounts;
    expect(counts.done).toBeGreaterThanOrEqual(1);
    expect(counts.new).toBeLessThan(networkCounts.new);
  });
});
