import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import {
  adminEnv,
  call,
  fixture,
  signIn,
  storedFiles,
  uploadByGraphQL,
  uploadFile,
  type Json,
} from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';

/*
 * The edges of a centre manager's rights (decision 030): the media they may place in a realisation, and the
 * featuring and order of the network's gallery, which are the network administrators'.
 */

const MEDIA_REFUSED = 'Ce média appartient à un autre centre ou au réseau : envoyez votre propre fichier.';
const FEATURED_REFUSED =
  'La mise en avant place la réalisation en tête de la galerie de tout le réseau : elle est réservée aux administrateurs du réseau.';
const ORDER_REFUSED =
  'Un ordre négatif place la réalisation avant celles des autres centres : il est réservé aux administrateurs du réseau.';

const MONTPELLIER = { username: 'gerant-montpellier', password: 'cle-du-gerant-34' } as const;
/** Another account of Montpellier (and Béziers): a colleague whose uploads the Montpellier manager may use. */
const COLLEAGUE = { username: 'atelier-montpellier', password: 'cle-de-l-atelier-34' } as const;
const NICE = { username: 'gerant-nice', password: 'cle-du-gerant-06' } as const;

const form = (centre: string, title: string, gallery: string[] = [], extra: Record<string, unknown> = {}) => ({
  centre,
  type: 'photo',
  title,
  vehicleInfo: { brand: 'Peugeot', model: '308', year: 2019, engine: '1.2 PureTech 130' },
  status: 'active',
  gallery: gallery.map((url) => ({ url })),
  ...extra,
});

/** The upload behind a URL, as media_upload names it. */
const idOf = (url: string) => /^\/uploads\/([A-Za-z0-9]+)/.exec(url)![1]!;

const createMutation = `mutation ($input: RealisationInput!) { createRealisation(input: $input) {
  __typename ... on AdminRealisation { id featured sortOrder } ... on RealisationInvalid { message } } }`;
const updateMutation = `mutation ($id: ID!, $input: RealisationInput!) { updateRealisation(id: $id, input: $input) {
  __typename ... on AdminRealisation { id featured sortOrder } ... on RealisationInvalid { message } } }`;

describe.each(backends)('centre managers’ edges on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let network: string;
  let montpellier: string;
  let colleague: string;
  let nice: string;

  const gql = (query: string, variables: Record<string, unknown>, token: string) =>
    graphql<Json>(gateway.url, query, variables, token);
  const sql = (query: string, params: unknown[] = []) =>
    gateway.database.dataSource.query(query, params) as Promise<Json[]>;

  /** A GraphQL call refused as FORBIDDEN with this message, and nothing else answered. */
  async function expectForbidden(query: string, variables: Record<string, unknown>, token: string, message: string) {
    const answer = await gql(query, variables, token);
    expect(answer.errors, query).toHaveLength(1);
    expect(answer.errors![0], query).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
    expect(answer.data?.createRealisation ?? answer.data?.updateRealisation ?? null).toBeNull();
  }

  const upload = async (token: string, name = 'photo.webp') => {
    const sent = await uploadFile(gateway.url, token, '/admin/upload/image', 'image', fixture(name), name);
    expect(sent.status).toBe(201);
    return sent.body.data.url as string;
  };
  const save = async (token: string, body: unknown, id?: number) =>
    call(gateway.url, id ? 'PUT' : 'POST', id ? `/admin/realizations/${id}` : '/admin/realizations', { token, body });
  const created = async (token: string, body: unknown) => {
    const answer = await save(token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id as number;
  };
  const galleryOf = async (id: number) =>
    (await sql('SELECT url FROM realisation_gallery_item WHERE realisation_id = $1 ORDER BY sort_order', [id])).map(
      (g) => g.url as string,
    );
  const filesOf = async (url: string) => {
    const [row] = await sql('SELECT files FROM media_upload WHERE id = $1', [idOf(url)]);
    return (row?.files ?? []) as string[];
  };
  const onDisk = () => storedFiles(gateway, db.env.DATA_DIR).uploads;
  const purge = async (id: number, token: string) => {
    expect((await call(gateway.url, 'DELETE', `/admin/realizations/${id}`, { token })).status).toBe(200);
    expect((await gql('mutation ($id: ID!) { purgeRealisation(id: $id) }', { id: String(id) }, token)).data).toEqual({
      purgeRealisation: true,
    });
  };

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv);
    network = await signIn(gateway.url);
    const account = `mutation ($input: AdminAccountInput!) { createAdminAccount(input: $input) { __typename } }`;
    for (const [credentials, centres] of [
      [MONTPELLIER, ['montpellier']],
      [COLLEAGUE, ['montpellier', 'beziers']],
      [NICE, ['nice']],
    ] as const) {
      const answer = await gql(account, { input: { ...credentials, role: 'centre', centres } }, network);
      expect(answer.data?.createAdminAccount).toEqual({ __typename: 'AdminAccount' });
    }
    montpellier = await signIn(gateway.url, MONTPELLIER);
    colleague = await signIn(gateway.url, COLLEAGUE);
    nice = await signIn(gateway.url, NICE);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('records who sent each upload, on both transports', async () => {
    const rest = await upload(montpellier);
    const viaGraphQL = (await uploadByGraphQL(gateway.url, nice, fixture('photo.png'), 'a.png')).data.uploadMedia
      .url as string;
    const senders = await sql(
      `SELECT m.id, u.username FROM media_upload m JOIN admin_user u ON u.id = m.uploaded_by WHERE m.id = ANY($1)`,
      [[rest, viaGraphQL].map(idOf)],
    );
    expect(Object.fromEntries(senders.map((s) => [s.id, s.username]))).toEqual({
      [idOf(rest)]: MONTPELLIER.username,
      [idOf(viaGraphQL)]: NICE.username,
    });
  });

  it('lets a centre manager place only their centre’s uploads and media, on both transports', async () => {
    const nicePhoto = await upload(nice);
    await created(nice, form('nice', 'Nice : Golf R', [nicePhoto]));
    const networkPhoto = await upload(network);
    // An upload older than the recorded sender (or a demo picture) is the network's.
    const olderPhoto = await upload(montpellier);
    await sql('UPDATE media_upload SET uploaded_by = NULL WHERE id = $1', [idOf(olderPhoto)]);
    const own = await upload(montpellier);
    const ownJob = await created(montpellier, form('montpellier', 'Montpellier : 308 GT', [own]));

    for (const foreign of [nicePhoto, networkPhoto, olderPhoto]) {
      for (const [body, id] of [
        [form('montpellier', 'Intrus', [foreign]), undefined],
        [form('montpellier', 'Intrus', [own], { mediaUrl: foreign }), undefined],
        [form('montpellier', 'Montpellier : 308 GT', [own, foreign]), ownJob],
      ] as const) {
        const answer = await save(montpellier, body, id);
        expect(answer, foreign).toMatchObject({ status: 403, body: { error: MEDIA_REFUSED } });
      }
      const input = { centre: 'montpellier', title: 'Intrus', vehicleInfo: { brand: 'Renault', model: 'Clio' } };
      await expectForbidden(
        createMutation,
        { input: { ...input, gallery: [{ url: foreign }] } },
        montpellier,
        MEDIA_REFUSED,
      );
      await expectForbidden(
        updateMutation,
        { id: String(ownJob), input: { ...input, gallery: [{ url: own }, { url: foreign }] } },
        montpellier,
        MEDIA_REFUSED,
      );
    }
    // Nothing was saved: the realisation keeps its gallery, and no « Intrus » exists.
    expect(await galleryOf(ownJob)).toEqual([own]);
    expect(await sql(`SELECT id FROM realisation WHERE title = 'Intrus'`)).toEqual([]);

    // Their own uploads (REST or GraphQL), a colleague's of Montpellier, and what their centre already shows.
    const viaGraphQL = (await uploadByGraphQL(gateway.url, montpellier, fixture('photo.png'), 'b.png')).data.uploadMedia
      .url as string;
    const colleagues = await upload(colleague);
    const accepted = await gql(
      createMutation,
      {
        input: {
          centre: 'montpellier',
          title: 'Montpellier : Clio RS',
          vehicleInfo: { brand: 'Renault', model: 'Clio' },
          gallery: [viaGraphQL, colleagues, own].map((url) => ({ url })),
        },
      },
      montpellier,
    );
    expect(accepted.data?.createRealisation).toMatchObject({ __typename: 'AdminRealisation' });
    // A network administrator places any upload, here Nice's photo in a Montpellier job…
    await created(network, form('montpellier', 'Montpellier : Golf R', [nicePhoto, networkPhoto]));
    // …which Montpellier's realisations now use: the manager may show them too.
    const edited = await save(montpellier, form('montpellier', 'Montpellier : 308 GT', [own, nicePhoto]), ownJob);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await galleryOf(ownJob)).toEqual([own, nicePhoto]);
    // What Béziers shows is not Montpellier's, though the colleague manages both centres.
    const beziersPhoto = await upload(network);
    await created(network, form('beziers', 'Béziers : Clio', [beziersPhoto]));
    expect(await save(montpellier, form('montpellier', 'Intrus', [beziersPhoto]))).toMatchObject({
      status: 403,
      body: { error: MEDIA_REFUSED },
    });
  });

  it('purges the files nothing uses any more, and never those another realisation still shows', async () => {
    // The finding: a Nice photo taken by Montpellier through its URL kept the file after Nice purged its job.
    const nicePhoto = await upload(nice);
    const niceJob = await created(nice, form('nice', 'Nice : Polo GTI', [nicePhoto]));
    expect(await save(montpellier, form('montpellier', 'Montpellier : Polo GTI', [nicePhoto]))).toMatchObject({
      status: 403,
    });
    const niceFiles = await filesOf(nicePhoto);
    expect(niceFiles.length).toBeGreaterThan(1);
    await purge(niceJob, nice);
    for (const name of niceFiles) expect(onDisk()).not.toContain(name);
    expect((await fetch(`${gateway.url}${nicePhoto}`)).status).toBe(404);
    expect(await filesOf(nicePhoto)).toEqual([]);

    // A photo Montpellier shows in two jobs stays until the last of them is purged.
    const photo = await upload(montpellier);
    const first = await created(montpellier, form('montpellier', 'Montpellier : Arkana', [photo]));
    const second = await created(montpellier, form('montpellier', 'Montpellier : Austral', [photo]));
    const files = await filesOf(photo);
    await purge(first, montpellier);
    for (const name of files) expect(onDisk()).toContain(name);
    expect((await fetch(`${gateway.url}${photo}`)).status).toBe(200);
    await purge(second, montpellier);
    for (const name of files) expect(onDisk()).not.toContain(name);
  });

  it('keeps the front of the network’s gallery to the network administrators', async () => {
    const publicOrder = async () =>
      (
        (await graphql<Json>(gateway.url, '{ realisations(first: 100) { nodes { id title } } }')).data!.realisations
          .nodes as Json[]
      ).map((r) => r.title as string);
    await created(network, form('nice', 'Nice : choix du réseau', [], { featured: true, date: '2020-01-01' }));
    const job = await created(montpellier, form('montpellier', 'Montpellier : Mégane RS'));

    // Featuring it, or an order below every centre's own, is refused on both transports, at creation or later.
    for (const [extra, message] of [
      [{ featured: true }, FEATURED_REFUSED],
      [{ sortOrder: -1_000_000 }, ORDER_REFUSED],
    ] as const) {
      expect(await save(montpellier, form('montpellier', 'Intrus', [], extra))).toMatchObject({
        status: 403,
        body: { error: message },
      });
      expect(await save(montpellier, form('montpellier', 'Montpellier : Mégane RS', [], extra), job)).toMatchObject({
        status: 403,
        body: { error: message },
      });
      const input = {
        centre: 'montpellier',
        title: 'Intrus',
        vehicleInfo: { brand: 'Renault', model: 'Clio' },
        ...extra,
      };
      await expectForbidden(createMutation, { input }, montpellier, message);
      await expectForbidden(updateMutation, { id: String(job), input }, montpellier, message);
    }
    expect(
      await call(gateway.url, 'PATCH', `/admin/realizations/${job}/featured`, {
        token: montpellier,
        body: { featured: true },
      }),
    ).toMatchObject({ status: 403, body: { error: FEATURED_REFUSED } });
    await expectForbidden(
      'mutation ($id: ID!) { setRealisationFeatured(id: $id, featured: true) { id } }',
      { id: String(job) },
      montpellier,
      FEATURED_REFUSED,
    );
    expect(await sql('SELECT featured, sort_order FROM realisation WHERE id = $1', [job])).toEqual([
      { featured: false, sort_order: 0 },
    ]);
    const order = await publicOrder();
    expect(order[0]).toBe('Nice : choix du réseau');
    expect(order.indexOf('Montpellier : Mégane RS')).toBeGreaterThan(0);

    // Their centre's order is theirs: a move within Montpellier's list gives it the places 0, 1, 2…
    const others = (await call(gateway.url, 'GET', '/admin/realizations?centre=montpellier', { token: montpellier }))
      .body.data as Json[];
    const ids = [job, ...others.map((r) => r.id as number).filter((id) => id !== job)].map(String);
    const moved = await gql('mutation ($ids: [ID!]!) { reorderRealisations(ids: $ids) }', { ids }, montpellier);
    expect(moved.data).toEqual({ reorderRealisations: true });
    const centrePage = (await call(gateway.url, 'GET', '/realizations/center/montpellier')).body.data as Json[];
    expect(centrePage[0]).toMatchObject({ id: job, sort_order: 0 });

    // A network administrator's choices stay when the manager saves the job: the form may carry them unchanged,
    // or leave `featured` out; changing them is refused.
    expect(
      (await save(network, form('montpellier', 'Montpellier : Mégane RS', [], { featured: true, sortOrder: -5 }), job))
        .status,
    ).toBe(200);
    const kept = await save(
      montpellier,
      form('montpellier', 'Montpellier : Mégane RS Trophy', [], { sortOrder: -5 }),
      job,
    );
    expect(kept).toMatchObject({ status: 200, body: { data: { featured: true, sort_order: -5 } } });
    expect(
      await save(
        montpellier,
        form('montpellier', 'Montpellier : Mégane RS', [], { featured: false, sortOrder: -5 }),
        job,
      ),
    ).toMatchObject({ status: 403, body: { error: FEATURED_REFUSED } });
    const updated = await gql(
      updateMutation,
      {
        id: String(job),
        input: {
          centre: 'montpellier',
          title: 'Montpellier : Mégane RS',
          vehicleInfo: { brand: 'Renault', model: 'Clio' },
          featured: true,
          sortOrder: -5,
        },
      },
      montpellier,
    );
    expect(updated.data?.updateRealisation).toMatchObject({ featured: true, sortOrder: -5 });
  });
});
