import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, call, fixture, signIn, storedFiles, TEST_ADMIN, uploadFile, type Json } from '../support/admin.js';
import { ADMIN_BROWSER } from '../support/admin-browser.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

const DAY = 86_400_000;
const START = new Date('2026-11-02T09:00:00.000Z');

/** A job on a catalogue engine with its four bench figures, so the engine page's measured results count it. */
const form = (title: string, gallery: string[], overrides: Record<string, unknown> = {}) => ({
  centre: 'montpellier',
  type: 'photo',
  title,
  date: '2026-10-02',
  vehicleInfo: { brand: 'Peugeot', model: '308', year: 2019, engine: '1.2 PureTech 130' },
  gains: { powerBefore: 130, powerAfter: 160, torqueBefore: 230, torqueAfter: 290 },
  modifications: ['Stage 1'],
  status: 'active',
  gallery: gallery.map((url) => ({ url })),
  ...overrides,
});

describe.each(backends)('the trash on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let token: string;
  // The gateway's clock: moved by the tests, never waited for.
  let now = START;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv, undefined, { clock: () => now });
    token = await signIn(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  const admin = (query: string, variables?: Record<string, unknown>) =>
    graphql<Json>(gateway.url, query, variables, token);
  const trash = async () =>
    (await admin('{ adminTrash { id title centre deletedAt purgeAt daysLeft } }')).data.adminTrash as Json[];
  const uploadPhoto = async (name = 'photo.webp') =>
    (await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture(name), name)).body.data.url as string;
  const create = async (title: string, gallery: string[], overrides: Record<string, unknown> = {}) => {
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token,
      body: form(title, gallery, overrides),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; slug: string; title: string };
  };
  const filesOf = async (url: string) => {
    const id = /^\/uploads\/([A-Za-z0-9]+)/.exec(url)![1];
    const [row] = (await gateway.database.dataSource.query('SELECT files FROM media_upload WHERE id = $1', [id])) as {
      files: string[];
    }[];
    return row?.files ?? [];
  };
  const onDisk = () => storedFiles(gateway, db.env.DATA_DIR).uploads;
  const auditOf = async (id: number) =>
    ((await admin('{ adminAudit(first: 100) { action summary realisationId username } }')).data.adminAudit as Json[])
      .filter((e) => e.realisationId === String(id))
      .map((e) => [e.action, e.username, e.summary]);

  /** Every public read that could show the job, each asked twice (the second answer comes from memory). */
  async function seenInPublic(job: { id: number; slug: string; title: string }) {
    const sql = gateway.database.dataSource;
    const [{ slug: engine }] = (await sql.query(
      `SELECT e.slug FROM vehicle_engine e JOIN realisation r ON r.engine_id = e.id WHERE r.id = $1`,
      [job.id],
    )) as [{ slug: string }];
    const read = async () => {
      const rest = (await call(gateway.url, 'GET', '/realizations')).body.data as Json[];
      const byCentre = (await call(gateway.url, 'GET', '/realizations/center/montpellier')).body.data as Json[];
      const { data } = await graphql<Json>(
        gateway.url,
        `{ list: realisations(first: 100) { nodes { id } }
           one: realisation(id: "${job.id}") { id }
           trail: vehicleTrail(type: "car", manufacturer: "peugeot", model: "308", year: "2019", engine: "${engine}") {
             realisationCount measured { jobCount }
           } }`,
      );
      const sitemap = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
      expect(sitemap).toContain('<urlset'); // one file: the job's URL would be in it
      // Pages as the admin who made the change loads them: a visitor may get the previous version of a page while the
      // render that replaces it runs, but never one that shows a job no longer public (tests/api/page-cache.test.ts).
      const asAdmin = { headers: { cookie: ADMIN_BROWSER } };
      const page = await fetch(`${gateway.url}/realisations/${job.id}-${job.slug}`, asAdmin);
      const gallery = await (await fetch(`${gateway.url}/realisations`, asAdmin)).text();
      const adminList = (await call(gateway.url, 'GET', '/admin/realizations', { token })).body.data as Json[];
      return {
        restList: rest.some((r) => r.id === job.id),
        restCentre: byCentre.some((r) => r.id === job.id),
        graphqlList: (data.list.nodes as Json[]).some((r) => r.id === String(job.id)),
        graphqlOne: data.one !== null,
        vehicleCount: data.trail.realisationCount,
        engineMeasured: data.trail.measured[0]?.jobCount ?? 0,
        sitemap: sitemap.includes(`/realisations/${job.id}-${job.slug}<`),
        pageStatus: page.status,
        pageTitle: (await page.text()).includes(job.title),
        galleryHtml: gallery.includes(job.title),
        adminList: adminList.some((r) => r.id === job.id),
      };
    };
    const first = await read();
    expect(await read()).toEqual(first);
    return first;
  }
  const visible = {
    restList: true,
    restCentre: true,
    graphqlList: true,
    graphqlOne: true,
    vehicleCount: 1,
    engineMeasured: 1,
    sitemap: true,
    pageStatus: 200,
    pageTitle: true,
    galleryHtml: true,
    adminList: true,
  };
  const hidden = {
    restList: false,
    restCentre: false,
    graphqlList: false,
    graphqlOne: false,
    vehicleCount: 0,
    engineMeasured: 0,
    sitemap: false,
    pageStatus: 404,
    pageTitle: false,
    galleryHtml: false,
    adminList: false,
  };

  it('hides a deleted realisation from every public read, lists it in the trash, and restores it as it was', async () => {
    now = START;
    const photo = await uploadPhoto();
    const job = await create('Peugeot 308 Stage 1 au banc', [photo], { featured: true });
    expect(await seenInPublic(job)).toEqual(visible);

    // The spec's REST delete keeps its answer.
    const deleted = await call(gateway.url, 'DELETE', `/admin/realizations/${job.id}`, { token });
    expect(deleted).toMatchObject({ status: 200, body: { data: { id: job.id, deleted: true } } });
    expect(Object.keys(deleted.body)).toEqual(['data']);
    expect(Object.keys(deleted.body.data).sort()).toEqual(['deleted', 'id']);
    expect(await seenInPublic(job)).toEqual(hidden);

    // In the trash, with its deletion date and 30 days left; its files are kept.
    expect(await trash()).toEqual([
      {
        id: String(job.id),
        title: job.title,
        centre: 'montpellier',
        deletedAt: START.toISOString(),
        purgeAt: new Date(START.getTime() + 30 * DAY).toISOString(),
        daysLeft: 30,
      },
    ]);
    for (const name of await filesOf(photo)) expect(onDisk()).toContain(name);

    // A trashed realisation is not edited, toggled, reordered or deleted again; nor purged or restored if active.
    expect((await call(gateway.url, 'DELETE', `/admin/realizations/${job.id}`, { token })).status).toBe(404);
    const edit = await call(gateway.url, 'PUT', `/admin/realizations/${job.id}`, { token, body: form('Autre', []) });
    expect(edit.status).toBe(404);
    for (const [field, value] of [
      ['status', 'inactive'],
      ['featured', false],
    ] as const) {
      const toggled = await call(gateway.url, 'PATCH', `/admin/realizations/${job.id}/${field}`, {
        token,
        body: { [field]: value },
      });
      expect(toggled.status, field).toBe(404);
    }
    const reorder = await admin('mutation ($ids: [ID!]!) { reorderRealisations(ids: $ids) }', {
      ids: [String(job.id)],
    });
    expect(reorder.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    now = new Date(START.getTime() + 10 * DAY + 3_600_000);
    expect((await trash())[0]).toMatchObject({ daysLeft: 20 });

    const restored = await admin('mutation ($id: ID!) { restoreRealisation(id: $id) { id title status featured } }', {
      id: String(job.id),
    });
    expect(restored.data.restoreRealisation).toEqual({
      id: String(job.id),
      title: job.title,
      status: 'active',
      featured: true,
    });
    expect(await trash()).toEqual([]);
    expect(await seenInPublic(job)).toEqual(visible);
    const again = await admin('mutation ($id: ID!) { restoreRealisation(id: $id) { id } }', { id: String(job.id) });
    expect(again.errors?.[0]).toMatchObject({
      message: 'Réalisation introuvable dans la corbeille',
      extensions: { code: 'NOT_FOUND' },
    });

    expect(await auditOf(job.id)).toEqual([
      ['restore', TEST_ADMIN.username, `Restauration de « ${job.title} »`],
      ['trash', TEST_ADMIN.username, `Mise à la corbeille de « ${job.title} »`],
      ['create', TEST_ADMIN.username, `Création de « ${job.title} »`],
    ]);
    await call(gateway.url, 'DELETE', `/admin/realizations/${job.id}`, { token });
    await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(job.id) });
  });

  it('purges now: the realisation goes, and only the files no other realisation, active or trashed, uses', async () => {
    now = START;
    const shared = await uploadPhoto('photo.webp');
    const own = await uploadPhoto('photo.png');
    const twin = await uploadPhoto('photo.webp');
    const purged = await create('Clio 4 RS purgée', [shared, own]);
    const kept = await create('Clio 4 RS gardée', [shared]);
    const trashedA = await create('Golf 7 dans la corbeille', [twin]);
    const trashedB = await create('Golf 7 aussi dans la corbeille', [twin]);
    for (const job of [purged, trashedA, trashedB]) {
      // The admin screen deletes through GraphQL: the same trash.
      const answer = await admin('mutation ($id: ID!) { deleteRealisation(id: $id) }', { id: String(job.id) });
      expect(answer.data).toEqual({ deleteRealisation: true });
    }
    const [sharedFiles, ownFiles, twinFiles] = [await filesOf(shared), await filesOf(own), await filesOf(twin)];
    expect(ownFiles.length).toBeGreaterThan(1);

    // An active realisation is not purged: it has to go to the trash first.
    const refused = await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(kept.id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const answer = await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(purged.id) });
    expect(answer.data).toEqual({ purgeRealisation: true });
    expect((await trash()).map((t) => t.id)).toEqual([String(trashedB.id), String(trashedA.id)]);
    const rows = (await gateway.database.dataSource.query('SELECT id FROM realisation WHERE id = $1', [
      purged.id,
    ])) as unknown[];
    expect(rows).toEqual([]);
    for (const name of ownFiles) expect(onDisk()).not.toContain(name);
    expect((await fetch(`${gateway.url}${own}`)).status).toBe(404);
    // The shared photo stays for the active realisation.
    for (const name of sharedFiles) expect(onDisk()).toContain(name);
    expect((await fetch(`${gateway.url}${shared}`)).status).toBe(200);

    // A photo that two trashed realisations use stays until the second one is purged.
    await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(trashedA.id) });
    for (const name of twinFiles) expect(onDisk()).toContain(name);
    await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(trashedB.id) });
    for (const name of twinFiles) expect(onDisk()).not.toContain(name);

    expect(await auditOf(purged.id)).toEqual([
      ['purge', TEST_ADMIN.username, `Suppression définitive de « ${purged.title} »`],
      ['trash', TEST_ADMIN.username, `Mise à la corbeille de « ${purged.title} »`],
      ['create', TEST_ADMIN.username, `Création de « ${purged.title} »`],
    ]);
    await call(gateway.url, 'DELETE', `/admin/realizations/${kept.id}`, { token });
    await admin('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(kept.id) });
    for (const name of sharedFiles) expect(onDisk()).not.toContain(name);
  });

  it('shows a centre manager the trash of their centres, and lets them restore and purge there only', async () => {
    now = START;
    const manager = { username: 'gerant-nice', password: 'cle-du-gerant-nice-06' };
    const account = await admin(
      `mutation ($input: AdminAccountInput!) { createAdminAccount(input: $input) { __typename } }`,
      { input: { ...manager, role: 'centre', centres: ['nice'] } },
    );
    expect(account.data.createAdminAccount.__typename).toBe('AdminAccount');
    const managerToken = await signIn(gateway.url, manager);
    const asManager = (query: string, id: number) =>
      graphql<Json>(gateway.url, query, { id: String(id) }, managerToken);
    const restore = 'mutation ($id: ID!) { restoreRealisation(id: $id) { id } }';
    const purge = 'mutation ($id: ID!) { purgeRealisation(id: $id) }';

    const ours = await create('Nice : Clio 5 RS Line', [], { centre: 'nice' });
    const theirs = await create('Montpellier : Arkana', [], { centre: 'montpellier' });
    for (const job of [ours, theirs]) await call(gateway.url, 'DELETE', `/admin/realizations/${job.id}`, { token });

    const seen = await graphql<Json>(gateway.url, '{ adminTrash { title } }', {}, managerToken);
    expect(seen.data.adminTrash).toEqual([{ title: ours.title }]);
    for (const query of [restore, purge]) {
      const refused = await asManager(query, theirs.id);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Vous n’avez pas accès à ce centre.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await trash()).map((t) => t.title)).toEqual([theirs.title, ours.title]);

    expect((await asManager(restore, ours.id)).data.restoreRealisation).toEqual({ id: String(ours.id) });
    const again = await graphql<Json>(
      gateway.url,
      `mutation { deleteRealisation(id: "${ours.id}") }`,
      {},
      managerToken,
    );
    expect(again.data.deleteRealisation).toBe(true);
    expect((await asManager(purge, ours.id)).data.purgeRealisation).toBe(true);

    // Their audit shows their centre's trash lines, not the other centre's.
    const lines = (await graphql<Json>(gateway.url, '{ adminAudit(first: 100) { action summary } }', {}, managerToken))
      .data.adminAudit as Json[];
    expect(lines.filter((l) => ['trash', 'restore', 'purge'].includes(l.action))).toEqual([
      { action: 'purge', summary: `Suppression définitive de « ${ours.title} »` },
      { action: 'trash', summary: `Mise à la corbeille de « ${ours.title} »` },
      { action: 'restore', summary: `Restauration de « ${ours.title} »` },
      { action: 'trash', summary: `Mise à la corbeille de « ${ours.title} »` },
    ]);
    await admin(purge, { id: String(theirs.id) });
  });

  it('purges periodically what has been in the trash for 30 days, and nothing else', async () => {
    now = START;
    const olderPhoto = await uploadPhoto();
    const older = await create('Mégane 4 RS supprimée en premier', [olderPhoto]);
    const olderFiles = await filesOf(olderPhoto);
    await call(gateway.url, 'DELETE', `/admin/realizations/${older.id}`, { token });
    now = new Date(START.getTime() + 20 * DAY);
    const newer = await create('Mégane 4 RS supprimée ensuite', [await uploadPhoto('photo.png')]);
    await call(gateway.url, 'DELETE', `/admin/realizations/${newer.id}`, { token });
    // An upload not yet saved with any realisation (a form still open) is not the purge's business.
    const pending = await uploadPhoto();
    const pendingFiles = await filesOf(pending);

    // One minute short of 30 days: nothing goes.
    now = new Date(START.getTime() + 30 * DAY - 60_000);
    await gateway.trashPurge.runNow();
    expect((await trash()).map((t) => t.title)).toEqual([newer.title, older.title]);
    expect((await trash()).map((t) => t.daysLeft)).toEqual([21, 1]);

    now = new Date(START.getTime() + 30 * DAY);
    await gateway.trashPurge.runNow();
    expect((await trash()).map((t) => t.title)).toEqual([newer.title]);
    expect(await auditOf(older.id)).toContainEqual([
      'purge',
      'purge automatique',
      `Suppression définitive de « ${older.title} » après 30 jours dans la corbeille`,
    ]);
    for (const name of olderFiles) expect(onDisk()).not.toContain(name);
    for (const name of pendingFiles) expect(onDisk()).toContain(name);

    now = new Date(START.getTime() + 50 * DAY);
    await gateway.trashPurge.runNow();
    expect(await trash()).toEqual([]);
    for (const name of pendingFiles) expect(onDisk()).toContain(name);
    const left = (await gateway.database.dataSource.query('SELECT count(*)::int AS n FROM realisation')) as [
      { n: number },
    ];
    expect(left[0].n).toBe(0);
  });
});
