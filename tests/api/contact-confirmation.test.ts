import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { adminEnv, signIn, type Json } from '../support/admin.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

/*
 * The visitor's confirmation goes to whatever address was typed in the form (decision 031): it says nothing the
 * visitor wrote, a mailbox gets one an hour, all of them together are capped per hour, and the limits count an IPv6
 * client by its /64. Everything here goes through a started gateway, as a visitor's browser would.
 */

const SUBMIT = `mutation ($input: ContactRequestInput!) {
  submitContactRequest(input: $input) {
    __typename
    ... on ContactRequestAccepted { id }
    ... on ContactRequestInvalid { fieldErrors { field message } }
    ... on ContactRequestRateLimited { message }
  }
}`;

/** Free text a stranger could try to have the site mail to someone else. */
const STRANGER_TEXT = {
  name: 'Zoé Inconnue',
  vehicle: 'Voiture à vendre sur arnaque.example',
  message: 'Votre colis est bloqué : payez les frais sur http://arnaque.example/paiement <b>aujourd’hui</b>.',
};

const request = (overrides: Record<string, unknown> = {}) => ({
  ...STRANGER_TEXT,
  email: 'zoe@exemple.fr',
  phone: null,
  centre: 'beziers',
  consent: true,
  ...overrides,
});

/** A browser behind the trusted proxy, at `ip`. */
async function submitFrom(gateway: RunningGateway, ip: string, input: Record<string, unknown>): Promise<Json> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ query: SUBMIT, variables: { input } }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Json).data.submitContactRequest as Json;
}

/** A one-line field's refusal of a line break or another control character. */
const ONE_LINE = 'Caractères invisibles refusés : retapez ce champ.';

const referenceOf = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

interface Row {
  kind: string;
  recipient: string;
  recipient_key: string | null;
  contact_request_id: string;
  status: string;
  withheld_reason: string | null;
}
const outboxRows = async (gateway: RunningGateway) =>
  (await gateway.database.dataSource.query(
    `SELECT kind, recipient, recipient_key, contact_request_id, status, withheld_reason
       FROM outbox_message ORDER BY created_at, id`,
  )) as Row[];
/** The visitors' confirmations sent or to be sent, and those a limit kept back (listed in the admin's outbox). */
const confirmationsOf = (rows: Row[]) => ({
  queued: rows.filter((r) => r.kind === 'visitor-confirmation' && r.status !== 'withheld'),
  withheld: rows.filter((r) => r.kind === 'visitor-confirmation' && r.status === 'withheld'),
});
const requestCount = async (gateway: RunningGateway, emailLike: string) =>
  (
    (await gateway.database.dataSource.query('SELECT count(*)::int AS n FROM contact_request WHERE email ILIKE $1', [
      emailLike,
    ])) as { n: number }[]
  )[0]!.n;

describe.each(backends)('the visitor’s confirmation on %s', (backend: Backend) => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway;
  let network = 0;
  /** An IPv4 address no other test of this file uses: each test starts with a fresh per-client allowance. */
  const freshIp = () => `192.0.2.${++network}`;

  beforeAll(async () => {
    db = await createTestDatabase(backend);
    smtp = await startTestSmtp();
    gateway = await startTestGateway(db, {
      ...adminEnv,
      TRUST_PROXY: '1',
      SMTP_URL: smtp.url,
      MAIL_CONFIRMATIONS_PER_HOUR: '3',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
  });
  beforeEach(async () => {
    // Each test counts its own confirmations.
    await gateway.database.dataSource.query('DELETE FROM outbox_message');
  });

  it('carries a reference, the centre and its hours, and nothing the visitor wrote', async () => {
    const accepted = await submitFrom(gateway, freshIp(), request());
    expect(accepted.__typename).toBe('ContactRequestAccepted');
    const reference = referenceOf(accepted.id);
    await vi.waitFor(() => expect(smtp.received.filter((m) => m.text?.includes(reference))).toHaveLength(2), {
      timeout: 15_000,
      interval: 50,
    });
    const mails = smtp.received.filter((m) => m.text?.includes(reference));
    const confirmation = mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'zoe@exemple.fr')!;
    const notification = mails.find((m) => m !== confirmation)!;

    expect(confirmation.subject).toBe(`Ecuvia : nous avons bien reçu votre demande ${reference}`);
    const html = confirmation.html as string;
    for (const part of [confirmation.text!, html]) {
      expect(part).toContain(reference);
      expect(part).toContain('Béziers');
      expect(part).toContain('Zone artisanale, 34420 Portiragnes');
      expect(part).toContain('04 65 71 00 35');
      expect(part).toContain('Du lundi au samedi');
      expect(part).toContain('9h-12h / 14h-18h30');
      // Whole words the visitor typed: « vendre » alone is in the date of a Friday (« vendredi »).
      for (const typed of ['Zoé', 'Inconnue', 'arnaque', 'colis', 'paiement', 'à vendre']) {
        expect(part).not.toContain(typed);
      }
    }
    expect(confirmation.text).toContain('Du lundi au samedi : 9h-12h / 14h-18h30');
    expect(confirmation.subject).not.toContain('Zoé');

    // The centre gets all of it, with the same reference, and can find the request by it.
    expect(notification.to).toMatchObject({ text: 'beziers@ecuvia.fr' });
    expect(notification.text).toContain(`Référence : ${reference}`);
    expect(notification.text).toContain(STRANGER_TEXT.message);
    expect(notification.text).toContain(STRANGER_TEXT.vehicle);
    const token = await signIn(gateway.url);
    const found = await graphql<Json>(
      gateway.url,
      'query ($search: String) { adminContactRequests(search: $search) { id } }',
      { search: reference.toLowerCase() },
      token,
    );
    expect(found.data!.adminContactRequests).toEqual([{ id: accepted.id }]);
  });

  it('gives the network’s phone and no hours when the visitor chose no centre', async () => {
    const accepted = await submitFrom(gateway, freshIp(), request({ centre: null, email: 'sans.centre@exemple.fr' }));
    const [confirmation] = (await outboxRows(gateway)).filter((r) => r.kind === 'visitor-confirmation');
    expect(confirmation).toMatchObject({ recipient: 'sans.centre@exemple.fr', contact_request_id: accepted.id });
    const [{ text_body: text }] = (await gateway.database.dataSource.query(
      `SELECT text_body FROM outbox_message WHERE kind = 'visitor-confirmation'`,
    )) as [{ text_body: string }];
    expect(text).toContain(referenceOf(accepted.id));
    expect(text).toContain('Téléphone : 04 65 71 00 34');
    expect(text).not.toContain('Horaires');
    expect(text).not.toContain('Zoé');
  });

  it('sends one confirmation per mailbox and hour, however the address is written, to a parallel burst', async () => {
    const spellings = [
      'camille.dupont@exemple.fr',
      'Camille.Dupont@exemple.fr',
      'CAMILLE.DUPONT@EXEMPLE.FR',
      'camille.dupont+devis@exemple.fr',
      'camille.dupont+1@Exemple.fr',
      'camille.dupont+2@exemple.fr',
      'camille.dupont@exemple.FR',
      'Camille.Dupont+x@exemple.fr',
    ];
    const answers = await Promise.all(spellings.map((email) => submitFrom(gateway, freshIp(), request({ email }))));
    expect(answers.map((a) => a.__typename)).toEqual(spellings.map(() => 'ContactRequestAccepted'));
    // Every request is stored and its centre told; the mailbox gets one confirmation.
    expect(await requestCount(gateway, 'camille.dupont%@exemple.fr')).toBe(8);
    const rows = await outboxRows(gateway);
    const notified = rows.filter((r) => r.kind === 'centre-notification').map((r) => r.contact_request_id);
    expect(notified.sort()).toEqual(answers.map((a) => a.id).sort());
    const { queued, withheld } = confirmationsOf(rows);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.recipient_key).toBe('camille.dupont@exemple.fr');
    // The others are kept, never sent, and say why.
    expect(withheld.map((r) => r.withheld_reason)).toEqual(
      Array(7).fill('Limite : une confirmation de demande par heure pour cette adresse.'),
    );

    // Another mailbox is another count.
    await submitFrom(gateway, freshIp(), request({ email: 'dominique@exemple.fr' }));
    expect(confirmationsOf(await outboxRows(gateway)).queued).toHaveLength(2);

    // Gmail reads its addresses without dots, and googlemail.com is gmail.com: one mailbox, one confirmation.
    for (const email of ['Jean.Dupont@gmail.com', 'jeandupont@googlemail.com', 'j.e.a.n.dupont+devis@gmail.com'])
      await submitFrom(gateway, freshIp(), request({ email }));
    const gmail = confirmationsOf(await outboxRows(gateway));
    expect(gmail.queued.map((r) => r.recipient_key)).toContain('jeandupont@gmail.com');
    expect(gmail.queued).toHaveLength(3);
    expect(gmail.withheld.filter((r) => r.recipient_key === 'jeandupont@gmail.com')).toHaveLength(2);
  });

  it('stops confirmations at the hourly cap, and still stores every request and notifies its centre', async () => {
    const emails = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six'].map((n) => `${n}.plafond@exemple.fr`);
    const answers = await Promise.all(emails.map((email) => submitFrom(gateway, freshIp(), request({ email }))));
    expect(answers.map((a) => a.__typename)).toEqual(emails.map(() => 'ContactRequestAccepted'));
    expect(await requestCount(gateway, '%.plafond@exemple.fr')).toBe(6);
    const rows = await outboxRows(gateway);
    expect(rows.filter((r) => r.kind === 'centre-notification')).toHaveLength(6);
    const { queued, withheld } = confirmationsOf(rows);
    // MAIL_CONFIRMATIONS_PER_HOUR=3.
    expect(queued).toHaveLength(3);
    expect(new Set(queued.map((r) => r.recipient)).size).toBe(3);
    expect(withheld.map((r) => r.withheld_reason)).toEqual(
      Array(3).fill('Limite du réseau : 3 confirmations de demande par heure.'),
    );
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as the IPv4 one', async () => {
    const noEmail = request({ email: null, phone: '06 12 34 56 78' });
    // Six addresses of one /64, written in as many ways: the sixth request is one too many.
    const sameNetwork = [
      '2001:db8:64:1::1',
      '2001:db8:64:1:ffff::2',
      '2001:0db8:0064:0001:0000:0000:0000:0003',
      '2001:DB8:64:1:1234:5678:9abc:def0',
      '2001:db8:64:1::ffff:0:5',
    ];
    for (const ip of sameNetwork)
      expect((await submitFrom(gateway, ip, noEmail)).__typename).toBe('ContactRequestAccepted');
    const sixth = await submitFrom(gateway, '2001:db8:64:1:aaaa:bbbb:cccc:dddd', noEmail);
    expect(sixth).toEqual({
      __typename: 'ContactRequestRateLimited',
      message: 'Trop de demandes envoyées : réessayez dans quelques minutes ou appelez-nous.',
    });
    // The next /64 is someone else.
    expect((await submitFrom(gateway, '2001:db8:64:2::1', noEmail)).__typename).toBe('ContactRequestAccepted');

    const ipv4 = ['198.51.100.64', '::ffff:198.51.100.64'];
    for (let i = 0; i < 5; i++) {
      expect((await submitFrom(gateway, ipv4[i % 2]!, noEmail)).__typename).toBe('ContactRequestAccepted');
    }
    expect((await submitFrom(gateway, '::ffff:198.51.100.64', noEmail)).__typename).toBe('ContactRequestRateLimited');
    expect((await submitFrom(gateway, '198.51.100.65', noEmail)).__typename).toBe('ContactRequestAccepted');
  });

  it('refuses anything but one e-mail address, and stores and sends nothing for it', async () => {
    const ip = freshIp();
    for (const email of [
      'victim@example.com,other',
      'victim@example.com,other@example.com',
      'a@b.c;d@e.f',
      'victim@example.com other@example.com',
      'Victime <victim@example.com>',
      '<victim@example.com>',
      '"Victime" victim@example.com',
      '"victim"@example.com',
      'victim@example.com\nBcc: other@example.com',
    ]) {
      const answer = await submitFrom(gateway, ip, request({ email, phone: '06 12 34 56 78' }));
      // A line break is refused as in every one-line field, before the address is read.
      const message = email.includes('\n') ? ONE_LINE : 'Adresse e-mail invalide.';
      expect(answer, email).toEqual({
        __typename: 'ContactRequestInvalid',
        fieldErrors: [{ field: 'email', message }],
      });
    }
    expect(await requestCount(gateway, '%victim%')).toBe(0);
    expect(await outboxRows(gateway)).toEqual([]);
    // The same visitor with one plain address is accepted (the refusals above did not count against them).
    const accepted = await submitFrom(gateway, ip, request({ email: 'victim@example.com' }));
    expect(accepted.__typename).toBe('ContactRequestAccepted');
  });

  it('refuses a line break or a control character in a one-line field, and stores and sends nothing', async () => {
    const ip = freshIp();
    // Each would start a false row of the centre's e-mail (« Téléphone : … » then « Centre : … »).
    const broken = {
      name: 'Zoé\nInconnue',
      phone: '06 12 34 56 78\r\nCentre : Nice',
      email: 'lignes@exemple.fr\t',
      vehicle: 'Clio\u2028Référence : 0000',
      mileage: '85 000\u0085',
      plate: 'AB-123-CD\u2029',
    };
    const answer = await submitFrom(gateway, ip, request(broken));
    expect(answer).toEqual({
      __typename: 'ContactRequestInvalid',
      fieldErrors: ['name', 'phone', 'email', 'vehicle', 'mileage', 'plate'].map((field) => ({
        field,
        message: ONE_LINE,
      })),
    });
    expect(await requestCount(gateway, 'lignes@exemple.fr%')).toBe(0);
    expect(await outboxRows(gateway)).toEqual([]);
    // The message keeps its lines.
    const accepted = await submitFrom(
      gateway,
      ip,
      request({ email: 'lignes@exemple.fr', message: 'Bonjour,\r\nun devis pour ma Clio ?\n\nMerci' }),
    );
    expect(accepted.__typename).toBe('ContactRequestAccepted');
    const [stored] = (await gateway.database.dataSource.query('SELECT message FROM contact_request WHERE id = $1', [
      accepted.id,
    ])) as { message: string }[];
    expect(stored!.message).toBe('Bonjour,\r\nun devis pour ma Clio ?\n\nMerci');
  });
});

describe('confirmation limits across two gateways sharing one PostgreSQL server', () => {
  let db: TestDatabase;
  let a: RunningGateway;
  let b: RunningGateway;
  let network = 0;

  beforeAll(async () => {
    db = await createTestDatabase('server');
    // No SMTP server: the messages stay in the outbox, where the test counts them.
    const env = { TRUST_PROXY: '1', MAIL_CONFIRMATIONS_PER_HOUR: '4', DATABASE_POOL_SIZE: '6' };
    [a, b] = await Promise.all([startTestGateway(db, env), startTestGateway(db, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await db?.drop();
  });
  beforeEach(async () => {
    await a.database.dataSource.query('DELETE FROM outbox_message');
  });

  /** Every request at once, alternately on each gateway, each from its own address. */
  const burst = (emails: string[]) =>
    Promise.all(emails.map((email, i) => submitFrom(i % 2 ? b : a, `198.18.0.${++network}`, request({ email }))));

  it('queues one confirmation for a mailbox that both gateways are asked to write to at once', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => (i % 3 ? `Sacha@Exemple.fr` : `sacha+${i}@exemple.fr`));
    const answers = await burst(emails);
    expect(answers.every((x) => x.__typename === 'ContactRequestAccepted')).toBe(true);
    const rows = await outboxRows(a);
    expect(rows.filter((r) => r.kind === 'centre-notification')).toHaveLength(12);
    expect(confirmationsOf(rows).queued.map((r) => r.recipient_key)).toEqual(['sacha@exemple.fr']);
    expect(confirmationsOf(rows).withheld).toHaveLength(11);
  });

  it('never queues more confirmations in the hour than the cap, whichever gateway takes the request', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => (i < 6 ? `meme.boite@exemple.fr` : `boite-${i}@exemple.fr`));
    const answers = await burst(emails);
    expect(answers.every((x) => x.__typename === 'ContactRequestAccepted')).toBe(true);
    const rows = await outboxRows(a);
    expect(rows.filter((r) => r.kind === 'centre-notification')).toHaveLength(12);
    const keys = confirmationsOf(rows).queued.map((r) => r.recipient_key);
    // Seven mailboxes asked for one; the cap (4) lets exactly four through, one each at most.
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(4);
    expect(confirmationsOf(rows).withheld).toHaveLength(8);
  });
});
