import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import {
  adminEnv,
  call,
  fixture,
  signIn,
  TEST_ADMIN,
  uploadByGraphQL,
  uploadFile,
  type Json,
} from '../support/admin.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { startTestGateway } from '../support/gateway.js';

const FORBIDDEN_CENTRE = 'Vous n’avez pas accès à ce centre.';
const FORBIDDEN_NETWORK = 'Réservé aux administrateurs du réseau.';
const FORBIDDEN_FEATURED =
  'La mise en avant place la réalisation en tête de la galerie de tout le réseau : elle est réservée aux administrateurs du réseau.';

/** A centre manager of Montpellier; the other centre of these tests is Nice. */
const MANAGER = { username: 'gerant-montpellier', password: 'cle-du-gerant-34' } as const;

/** The admin form as the REST adapter receives it. */
const form = (centre: string, title: string) => ({
  centre,
  type: 'photo',
  title,
  vehicleInfo: { brand: 'Peugeot', model: '308', year: 2019, engine: '1.2 PureTech 130' },
  gains: { powerBefore: 130, powerAfter: 160 },
  status: 'active',
});

const gqlInput = (centre: string, title: string) => ({
  centre,
  title,
  vehicleInfo: { brand: 'Renault', model: 'Clio', year: 2020 },
});

describe.each(backends)('roles on the %s database', (backend) => {
  let db: TestDatabase;
  let gateway: RunningGateway;
  let network: string;
  let manager: string;

  async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as Json };
  }

  /** A GraphQL call that must be refused as FORBIDDEN with this message, and nothing else answered. */
  async function expectForbidden(query: string, variables: Record<string, unknown>, token: string, message: string) {
    const answer = await gql(query, variables, token);
    expect(answer.body.errors, query).toHaveLength(1);
    expect(answer.body.errors[0], query).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
  }

  const createAccount = `mutation ($input: AdminAccountInput!) { createAdminAccount(input: $input) {
    __typename ... on AdminAccount { id username role centres disabled }
    ... on AdminAccountRefused { code message field } } }`;

  /** A realisation made by the network administrator, answering its id. */
  async function realisationIn(centre: string, title: string): Promise<string> {
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token: network,
      body: form(centre, title),
    });
    expect(created.status).toBe(201);
    return String(created.body.data.id);
  }

  const titleOf = async (id: string) =>
    (
      (await gateway.database.dataSource.query('SELECT title, centre_id AS centre FROM realisation WHERE id = $1', [
        Number(id),
      ])) as { title: string; centre: string }[]
    )[0];

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    gateway = await startTestGateway(db, adminEnv);
    network = await signIn(gateway.url);
    const created = await gql(
      createAccount,
      { input: { ...MANAGER, role: 'centre', centres: ['montpellier'] } },
      network,
    );
    expect(created.body.data.createAdminAccount).toMatchObject({
      __typename: 'AdminAccount',
      role: 'centre',
      centres: ['montpellier'],
      disabled: false,
    });
    manager = await signIn(gateway.url, MANAGER);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  it('makes the accounts of ADMIN_USERNAME network administrators, and says who is signed in with which role', async () => {
    const me = '{ adminMe { username role centres } }';
    expect((await gql(me, {}, network)).body.data.adminMe).toEqual({
      username: TEST_ADMIN.username,
      role: 'reseau',
      centres: [],
    });
    expect((await gql(me, {}, manager)).body.data.adminMe).toEqual({
      username: MANAGER.username,
      role: 'centre',
      centres: ['montpellier'],
    });
    const status = await call(gateway.url, 'GET', '/admin/status', { token: manager });
    expect(status.body.admin).toMatchObject({ username: MANAGER.username, role: 'centre', centres: ['montpellier'] });
  });

  it('REST: a centre manager does every realisation operation on their centre and none on another', async () => {
    const theirs = await realisationIn('nice', 'Nice : Golf R');
    // Their own centre: create, edit, status, list, delete; featuring is the network's (admin-role-edges.test.ts).
    const created = await call(gateway.url, 'POST', '/admin/realizations', {
      token: manager,
      body: form('montpellier', 'Montpellier : 308 GT'),
    });
    expect(created.status).toBe(201);
    const own = String(created.body.data.id);
    const edited = await call(gateway.url, 'PUT', `/admin/realizations/${own}`, {
      token: manager,
      body: form('montpellier', 'Montpellier : 308 GT Stage 1'),
    });
    expect(edited).toMatchObject({ status: 200, body: { data: { title: 'Montpellier : 308 GT Stage 1' } } });
    const status = await call(gateway.url, 'PATCH', `/admin/realizations/${own}/status`, {
      token: manager,
      body: { status: 'inactive' },
    });
    expect(status).toMatchObject({ status: 200, body: { data: { status: 'inactive' } } });
    const featured = await call(gateway.url, 'PATCH', `/admin/realizations/${own}/featured`, {
      token: manager,
      body: { featured: true },
    });
    expect(featured).toMatchObject({ status: 403, body: { error: FORBIDDEN_FEATURED } });
    const listed = await call(gateway.url, 'GET', '/admin/realizations', { token: manager });
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    expect(new Set(listed.body.data.map((r: Json) => r.centre))).toEqual(new Set(['montpellier']));

    // Another centre: every operation is refused with 403 and the French message, and changes nothing.
    const refused: [string, string, unknown][] = [
      ['POST', '/admin/realizations', form('nice', 'Intrus')],
      ['PUT', `/admin/realizations/${theirs}`, form('nice', 'Intrus')],
      // Moving their own realisation to Nice takes rights on Nice too.
      ['PUT', `/admin/realizations/${own}`, form('nice', 'Intrus')],
      // …and taking Nice's realisation to Montpellier, rights on Nice.
      ['PUT', `/admin/realizations/${theirs}`, form('montpellier', 'Intrus')],
      ['PATCH', `/admin/realizations/${theirs}/status`, { status: 'inactive' }],
      ['PATCH', `/admin/realizations/${theirs}/featured`, { featured: true }],
      ['DELETE', `/admin/realizations/${theirs}`, undefined],
      ['GET', '/admin/realizations?centre=nice', undefined],
    ];
    for (const [method, apiPath, body] of refused) {
      const answer = await call(gateway.url, method, apiPath, { token: manager, body });
      expect(answer, `${method} ${apiPath}`).toMatchObject({ status: 403, body: { error: FORBIDDEN_CENTRE } });
    }
    expect(await titleOf(theirs)).toEqual({ title: 'Nice : Golf R', centre: 'nice' });
    expect(await titleOf(own)).toEqual({ title: 'Montpellier : 308 GT Stage 1', centre: 'montpellier' });
    const nice = await call(gateway.url, 'GET', `/admin/realizations?centre=nice`, { token: network });
    expect(nice.body.data.find((r: Json) => String(r.id) === theirs)).toMatchObject({
      status: 'active',
      featured: false,
    });
    // A realisation that does not exist is still a 404, not a refusal.
    expect((await call(gateway.url, 'DELETE', '/admin/realizations/999999', { token: manager })).status).toBe(404);

    // Uploads belong to no centre until a realisation uses them: any signed-in account may send one.
    const photo = await uploadFile(gateway.url, manager, '/admin/upload/image', 'image', fixture('photo.png'), 'a.png');
    expect(photo.status).toBe(201);

    const deleted = await call(gateway.url, 'DELETE', `/admin/realizations/${own}`, { token: manager });
    expect(deleted).toMatchObject({ status: 200, body: { data: { deleted: true } } });
  });

  it('GraphQL: a centre manager does every realisation operation on their centre and none on another', async () => {
    const theirs = await realisationIn('nice', 'Nice : Mégane RS');
    const otherOwn = await realisationIn('montpellier', 'Montpellier : Clio');
    const save = `mutation ($input: RealisationInput!) { createRealisation(input: $input) {
      __typename ... on AdminRealisation { id centre title } ... on RealisationInvalid { message } } }`;
    const update = `mutation ($id: ID!, $input: RealisationInput!) { updateRealisation(id: $id, input: $input) {
      __typename ... on AdminRealisation { id centre title } ... on RealisationInvalid { message } } }`;
    const setStatus = 'mutation ($id: ID!) { setRealisationStatus(id: $id, status: "inactive") { id status } }';
    const setFeatured = 'mutation ($id: ID!) { setRealisationFeatured(id: $id, featured: true) { id featured } }';
    const reorder = 'mutation ($ids: [ID!]!) { reorderRealisations(ids: $ids) }';
    const remove = 'mutation ($id: ID!) { deleteRealisation(id: $id) }';
    const list = 'query ($centre: ID) { adminRealisations(centre: $centre) { id centre } }';

    const created = (await gql(save, { input: gqlInput('montpellier', 'Montpellier : Captur') }, manager)).body.data
      .createRealisation;
    expect(created).toMatchObject({ __typename: 'AdminRealisation', centre: 'montpellier' });
    const own = created.id as string;
    expect(
      (await gql(update, { id: own, input: gqlInput('montpellier', 'Montpellier : Captur TCe') }, manager)).body.data
        .updateRealisation,
    ).toMatchObject({ title: 'Montpellier : Captur TCe' });
    expect((await gql(setStatus, { id: own }, manager)).body.data.setRealisationStatus.status).toBe('inactive');
    await expectForbidden(setFeatured, { id: own }, manager, FORBIDDEN_FEATURED);
    expect((await gql(reorder, { ids: [otherOwn, own] }, manager)).body.data.reorderRealisations).toBe(true);
    const mine = (await gql(list, {}, manager)).body.data.adminRealisations as { id: string; centre: string }[];
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining([own, otherOwn]));
    expect(new Set(mine.map((r) => r.centre))).toEqual(new Set(['montpellier']));

    await expectForbidden(save, { input: gqlInput('nice', 'Intrus') }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(update, { id: theirs, input: gqlInput('nice', 'Intrus') }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(update, { id: own, input: gqlInput('nice', 'Intrus') }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(setStatus, { id: theirs }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(setFeatured, { id: theirs }, manager, FORBIDDEN_CENTRE);
    // A list that holds one realisation of another centre is refused whole.
    await expectForbidden(reorder, { ids: [own, theirs] }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(remove, { id: theirs }, manager, FORBIDDEN_CENTRE);
    await expectForbidden(list, { centre: 'nice' }, manager, FORBIDDEN_CENTRE);
    expect(await titleOf(theirs)).toEqual({ title: 'Nice : Mégane RS', centre: 'nice' });
    expect(await titleOf(own)).toEqual({ title: 'Montpellier : Captur TCe', centre: 'montpellier' });

    // Uploads are not tied to a centre.
    const uploaded = await uploadByGraphQL(gateway.url, manager, fixture('photo.png'), 'a.png');
    expect(uploaded.data.uploadMedia.type).toBe('photo');

    expect((await gql(remove, { id: own }, manager)).body.data.deleteRealisation).toBe(true);
  });

  it('a network administrator does every operation on every centre, moving realisations between them', async () => {
    const a = await realisationIn('nice', 'Nice : Polo GTI');
    const b = await realisationIn('montpellier', 'Montpellier : Ibiza');
    const moved = await call(gateway.url, 'PUT', `/admin/realizations/${a}`, {
      token: network,
      body: form('beziers', 'Béziers : Polo GTI'),
    });
    expect(moved).toMatchObject({ status: 200, body: { data: { centre: 'beziers' } } });
    expect(
      (await gql('mutation ($ids: [ID!]!) { reorderRealisations(ids: $ids) }', { ids: [b, a] }, network)).body.data
        .reorderRealisations,
    ).toBe(true);
    for (const [method, apiPath, body] of [
      ['PATCH', `/admin/realizations/${a}/status`, { status: 'inactive' }],
      ['PATCH', `/admin/realizations/${a}/featured`, { featured: true }],
      ['DELETE', `/admin/realizations/${a}`, undefined],
    ] as const) {
      expect((await call(gateway.url, method, apiPath, { token: network, body })).status, apiPath).toBe(200);
    }
    const c = await realisationIn('nice', 'Nice : 208 GTi');
    const all = (await call(gateway.url, 'GET', '/admin/realizations', { token: network })).body.data as Json[];
    expect(all.map((r) => String(r.id))).toEqual(expect.arrayContaining([b, c]));
  });

  it('shows a centre manager the contact requests and audit lines of their centres only', async () => {
    await realisationIn('montpellier', 'Montpellier : Arkana');
    await realisationIn('nice', 'Nice : Austral');
    const submit = `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }`;
    for (const centre of ['montpellier', 'nice', null]) {
      const sent = await gql(submit, {
        input: {
          name: `Client ${centre ?? 'réseau'}`,
          email: 'client@example.org',
          message: 'Bonjour, je voudrais un devis pour ma voiture.',
          centre,
          consent: true,
        },
      });
      expect(sent.body.data.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    }
    const requests = '{ adminContactRequests(first: 50) { name centre } }';
    const seen = (await gql(requests, {}, manager)).body.data.adminContactRequests as Json[];
    expect(seen.map((r) => r.name)).toEqual(['Client montpellier']);
    const everything = (await gql(requests, {}, network)).body.data.adminContactRequests as Json[];
    expect(everything.map((r) => r.name).sort()).toEqual(['Client montpellier', 'Client nice', 'Client réseau']);

    const audit = '{ adminAudit(first: 200) { username action summary } }';
    const lines = (await gql(audit, {}, manager)).body.data.adminAudit as Json[];
    // Their own lines and every line of Montpellier (the network administrator's creations there included)…
    expect(lines).toContainEqual(expect.objectContaining({ username: MANAGER.username, action: 'login' }));
    expect(lines).toContainEqual(
      expect.objectContaining({ username: TEST_ADMIN.username, summary: 'Création de « Montpellier : Arkana »' }),
    );
    // …but nothing of Nice, nor the network's own lines (accounts, sign-ins).
    expect(lines.filter((l) => /Nice|compte/.test(l.summary))).toEqual([]);
    expect(lines.filter((l) => l.username === TEST_ADMIN.username && l.action === 'login')).toEqual([]);
    const networkLines = (await gql(audit, {}, network)).body.data.adminAudit as Json[];
    expect(networkLines).toContainEqual(
      expect.objectContaining({ action: 'account-create', username: TEST_ADMIN.username }),
    );
    expect(networkLines).toContainEqual(expect.objectContaining({ summary: 'Création de « Nice : Austral »' }));
  });

  it('refuses account management to a centre manager', async () => {
    const operations: [string, Record<string, unknown>][] = [
      ['{ adminAccounts { username } }', {}],
      [createAccount, { input: { username: 'autre', password: 'un-mot-de-passe-long', role: 'reseau' } }],
      ['mutation { setAdminAccountAccess(username: "gerant-montpellier", role: "reseau") { __typename } }', {}],
      ['mutation { setAdminAccountDisabled(username: "atelier", disabled: true) { __typename } }', {}],
      [
        'mutation { resetAdminAccountPassword(username: "atelier", password: "un-mot-de-passe-long") { __typename } }',
        {},
      ],
    ];
    for (const [query, variables] of operations) await expectForbidden(query, variables, manager, FORBIDDEN_NETWORK);
    const rows = (await gateway.database.dataSource.query(
      'SELECT username, role, disabled_at FROM admin_user ORDER BY id',
    )) as Json[];
    expect(rows).toEqual([
      { username: TEST_ADMIN.username, role: 'reseau', disabled_at: null },
      { username: MANAGER.username, role: 'centre', disabled_at: null },
    ]);
  });

  it('manages accounts: checks, role change applied at once, password reset, disable and enable', async () => {
    const refusals: [Record<string, unknown>, string, string | null][] = [
      [{ role: 'centre', centres: [] }, 'INVALID_INPUT', 'centres'],
      [{ role: 'centre', centres: ['atlantide'] }, 'INVALID_INPUT', 'centres'],
      [{ role: 'reseau', centres: ['nice'] }, 'INVALID_INPUT', 'centres'],
      [{ role: 'patron' }, 'INVALID_INPUT', 'role'],
      [{ role: 'reseau', password: 'court' }, 'INVALID_INPUT', 'password'],
      [{ role: 'reseau', username: 'GERANT-Montpellier' }, 'CONFLICT', null],
    ];
    for (const [change, code, field] of refusals) {
      const answer = await gql(
        createAccount,
        { input: { username: 'nouveau', password: 'un-mot-de-passe-long', ...change } },
        network,
      );
      expect(answer.body.data.createAdminAccount, JSON.stringify(change)).toMatchObject({
        __typename: 'AdminAccountRefused',
        code,
        field,
        message: expect.any(String),
      });
    }
    const created = await gql(
      createAccount,
      {
        input: {
          username: 'gerant-sud',
          password: 'mot-de-passe-du-sud',
          role: 'centre',
          centres: ['nice', 'beziers'],
        },
      },
      network,
    );
    expect(created.body.data.createAdminAccount).toMatchObject({ centres: ['beziers', 'nice'] });
    const south = await signIn(gateway.url, { username: 'gerant-sud', password: 'mot-de-passe-du-sud' });
    const niceId = await realisationIn('nice', 'Nice : Yaris GR');
    const flag = (token: string) =>
      call(gateway.url, 'PATCH', `/admin/realizations/${niceId}/status`, { token, body: { status: 'inactive' } });
    expect((await flag(south)).status).toBe(200);

    // A new role applies to the open session at its next request.
    const access = `mutation ($u: String!, $r: String!, $c: [ID!]) { setAdminAccountAccess(username: $u, role: $r, centres: $c) {
      __typename ... on AdminAccount { role centres } ... on AdminAccountRefused { code message } } }`;
    expect(
      (await gql(access, { u: 'gerant-sud', r: 'centre', c: ['beziers'] }, network)).body.data.setAdminAccountAccess,
    ).toEqual({ __typename: 'AdminAccount', role: 'centre', centres: ['beziers'] });
    expect(await flag(south)).toMatchObject({ status: 403, body: { error: FORBIDDEN_CENTRE } });
    expect(
      (await gql(access, { u: 'gerant-sud', r: 'reseau', c: [] }, network)).body.data.setAdminAccountAccess,
    ).toEqual({ __typename: 'AdminAccount', role: 'reseau', centres: [] });
    expect((await gql('{ adminAccounts { username } }', {}, south)).body.data.adminAccounts).toHaveLength(3);

    // Never without an enabled network administrator, and nobody disables their own account.
    const disable = `mutation ($u: String!, $d: Boolean!) { setAdminAccountDisabled(username: $u, disabled: $d) {
      __typename ... on AdminAccount { disabled } ... on AdminAccountRefused { code message } } }`;
    expect(
      (await gql(disable, { u: TEST_ADMIN.username, d: true }, network)).body.data.setAdminAccountDisabled,
    ).toEqual({
      __typename: 'AdminAccountRefused',
      code: 'CONFLICT',
      message: 'Vous ne pouvez pas désactiver votre propre compte.',
    });
    expect((await gql(disable, { u: 'gerant-sud', d: true }, network)).body.data.setAdminAccountDisabled).toEqual({
      __typename: 'AdminAccount',
      disabled: true,
    });
    expect(
      (await gql(access, { u: TEST_ADMIN.username, r: 'centre', c: ['nice'] }, network)).body.data
        .setAdminAccountAccess,
    ).toEqual({
      __typename: 'AdminAccountRefused',
      code: 'CONFLICT',
      message: 'Il doit rester au moins un administrateur du réseau actif.',
    });

    // Disabled: the open session stops working and signing in is refused, on both transports.
    expect((await call(gateway.url, 'GET', '/admin/status', { token: south })).status).toBe(401);
    expect((await gql('{ adminAccounts { username } }', {}, south)).body.errors[0].extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const login = await call(gateway.url, 'POST', '/admin/login', {
      body: { username: 'gerant-sud', password: 'mot-de-passe-du-sud' },
    });
    expect(login).toMatchObject({
      status: 403,
      body: { message: 'Ce compte est désactivé : adressez-vous à l’administrateur du réseau.' },
    });
    const gqlLogin = await gql(
      `mutation { adminLogin(username: "gerant-sud", password: "mot-de-passe-du-sud") {
        __typename ... on AdminLoginRejected { code message } } }`,
    );
    expect(gqlLogin.body.data.adminLogin).toMatchObject({ __typename: 'AdminLoginRejected', code: 'ACCOUNT_DISABLED' });
    // A wrong password on a disabled account gets the usual answer: only its owner learns it is disabled.
    const wrong = await call(gateway.url, 'POST', '/admin/login', {
      body: { username: 'gerant-sud', password: 'pas-le-bon-mot-de-passe' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Nom d’utilisateur ou mot de passe incorrect' } });

    expect((await gql(disable, { u: 'gerant-sud', d: false }, network)).body.data.setAdminAccountDisabled).toEqual({
      __typename: 'AdminAccount',
      disabled: false,
    });
    const back = await signIn(gateway.url, { username: 'gerant-sud', password: 'mot-de-passe-du-sud' });

    // A new password ends the open sessions; the old password no longer signs in.
    const reset = `mutation ($u: String!, $p: String!) { resetAdminAccountPassword(username: $u, password: $p) {
      __typename ... on AdminAccountRefused { code field } } }`;
    expect((await gql(reset, { u: 'gerant-sud', p: 'court' }, network)).body.data.resetAdminAccountPassword).toEqual({
      __typename: 'AdminAccountRefused',
      code: 'INVALID_INPUT',
      field: 'password',
    });
    expect(
      (await gql(reset, { u: 'gerant-sud', p: 'nouveau-mot-de-passe-sud' }, network)).body.data
        .resetAdminAccountPassword,
    ).toEqual({ __typename: 'AdminAccount' });
    expect((await call(gateway.url, 'GET', '/admin/status', { token: back })).status).toBe(401);
    await signIn(gateway.url, { username: 'gerant-sud', password: 'nouveau-mot-de-passe-sud' });

    const lines = (await gql('{ adminAudit(first: 200) { action summary } }', {}, network)).body.data
      .adminAudit as Json[];
    expect(lines.filter((l) => l.action.startsWith('account-'))).toEqual([
      { action: 'account-password', summary: 'Nouveau mot de passe pour le compte « gerant-sud »' },
      { action: 'account-enable', summary: 'Réactivation du compte « gerant-sud »' },
      { action: 'account-disable', summary: 'Désactivation du compte « gerant-sud »' },
      { action: 'account-role', summary: 'Compte « gerant-sud » : administrateur du réseau' },
      { action: 'account-role', summary: 'Compte « gerant-sud » : responsable de centre (beziers)' },
      { action: 'account-create', summary: 'Création du compte « gerant-sud », responsable de centre (beziers, nice)' },
      {
        action: 'account-create',
        summary: 'Création du compte « gerant-montpellier », responsable de centre (montpellier)',
      },
      { action: 'account-create', summary: 'Création du compte « atelier », administrateur du réseau' },
    ]);
  });
});
