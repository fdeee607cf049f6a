import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningGateway } from '../../gateway/src/app.js';
import { moroccanCentres } from '../../gateway/src/content/centres/ma.js';
import { createAccount } from '../../gateway/src/services/admin/accounts.js';
import { adminEnv, signIn, TEST_ADMIN, type Json } from '../support/admin.js';
import { bookAsVisitor, calendarOf, firstFreeSlot } from '../support/booking.js';
import { backends, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { graphql, startTestGateway } from '../support/gateway.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

/*
 * Each centre's own phone and notice address, else the network's of its market (services/centre-contacts.ts): on the
 * Moroccan site no page, e-mail or calendar gives the French number. The Moroccan centres, Casablanca without a
 * phone or an address of its own. On the gateway's clock: Monday 22 March 2027, noon.
 */
const NOW = new Date('2027-03-22T11:00:00Z');
/** The French numbers of the network, as written (« 04 65 71 00 34 ») or dialled (+33). */
const FRENCH_NUMBER = /(^|\D)04( ?\d\d){4}|\+33/;
const MOROCCAN_NETWORK = '05 22 00 00 00';

const CONTACTS = `query ($centre: ID!) {
  adminCentreContacts(centre: $centre) { phone noticeEmail phoneFromNetwork emailFromNetwork }
}`;
const HOLD = `mutation ($input: BookingHoldInput!) {
  holdBookingSlot(input: $input) { __typename ... on BookingRefused { reason message } }
}`;
const CONTACT = `mutation ($input: ContactRequestInput!) {
  submitContactRequest(input: $input) { __typename }
}`;

describe.each(backends)('each centre’s own contacts, else its market’s network’s, on %s', (backend) => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let gateway: RunningGateway;
  let centresDir: string;

  beforeAll(async () => {
    centresDir = mkdtempSync(path.join(os.tmpdir(), 'centres-ma-'));
    const file = path.join(centresDir, 'centres.json');
    writeFileSync(
      file,
      JSON.stringify(moroccanCentres.map((c) => (c.id === 'casablanca' ? { ...c, phone: null, email: null } : c))),
    );
    db = await createTestDatabase(backend);
    smtp = await startTestSmtp();
    gateway = await startTestGateway(db, { ...adminEnv, CENTRES: file, SMTP_URL: smtp.url }, undefined, {
      clock: () => NOW,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await smtp?.close();
    await db?.drop();
    rmSync(centresDir, { recursive: true, force: true });
  });

  /** The first message sent to `address` whose subject matches. */
  const sentTo = async (address: string, subject: RegExp) => {
    const find = () =>
      smtp.received.find((m) => !Array.isArray(m.to) && m.to?.text === address && subject.test(m.subject ?? ''));
    await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 15_000, interval: 50 });
    return find()!;
  };

  it('gives the Moroccan network’s phone for a centre without one, in the e-mail and its calendar', async () => {
    const site = await graphql<Json>(gateway.url, '{ site { contactPhone country } }');
    expect(site.data!.site).toEqual({ contactPhone: MOROCCAN_NETWORK, country: 'MA' });

    const email = 'yasmine@exemple.ma';
    const slot = await firstFreeSlot(gateway, 'casablanca', 'diagnostic-auto');
    const booking = await bookAsVisitor(
      gateway,
      { centre: 'casablanca', service: 'diagnostic-auto', ...slot },
      { email },
    );
    const confirmation = await sentTo(email, new RegExp(`: votre rendez-vous .*${booking.reference}`));
    const event = calendarOf(confirmation);
    for (const part of [confirmation.text!, confirmation.html as string, event.text]) {
      expect(part).toContain(MOROCCAN_NETWORK);
      expect(part).not.toMatch(FRENCH_NUMBER);
    }
    // No address of its own: its notice goes to the network's.
    const notice = await sentTo('contact@ecuvia.fr', /Nouveau rendez-vous en ligne/);
    expect(notice.text).toContain(booking.reference);
  });

  it('gives a centre’s own phone, and sends its notices to its own address', async () => {
    const email = 'karim@exemple.ma';
    const slot = await firstFreeSlot(gateway, 'rabat', 'diagnostic-auto');
    const booking = await bookAsVisitor(gateway, { centre: 'rabat', service: 'diagnostic-auto', ...slot }, { email });
    const confirmation = await sentTo(email, new RegExp(`: votre rendez-vous .*${booking.reference}`));
    const event = calendarOf(confirmation);
    for (const part of [confirmation.text!, confirmation.html as string, event.text]) {
      expect(part).toContain('05 37 00 00 01');
      expect(part).not.toMatch(FRENCH_NUMBER);
    }
    const notice = await sentTo('rabat@ecuvia.fr', /Nouveau rendez-vous en ligne/);
    expect(notice.text).toContain(booking.reference);

    // A contact request to the centre is notified there too.
    const request = await graphql<Json>(gateway.url, CONTACT, {
      input: {
        name: 'Karim Alaoui',
        email: null,
        phone: '06 61 00 00 00',
        message: 'Bonjour, je voudrais un devis pour ma voiture.',
        centre: 'rabat',
        consent: true,
      },
    });
    expect(request.data!.submitContactRequest.__typename).toBe('ContactRequestAccepted');
    expect((await sentTo('rabat@ecuvia.fr', /Nouvelle demande de contact : Karim Alaoui/)).text).toContain('Rabat');
  });

  it('refuses a booking with no French number to call', async () => {
    // Monday: the Moroccan centres are closed.
    for (const centre of ['casablanca', 'rabat']) {
      const refused = await graphql<Json>(gateway.url, HOLD, {
        input: { centre, service: 'diagnostic-auto', date: '2027-03-29', time: '10:00' },
      });
      expect(refused.data!.holdBookingSlot).toMatchObject({ __typename: 'BookingRefused', reason: 'CLOSED' });
      expect(refused.data!.holdBookingSlot.message).not.toMatch(FRENCH_NUMBER);
    }
    const link = await graphql<Json>(
      gateway.url,
      `
        {
          myBooking(token: "pas-un-lien") {
            ... on BookingRefused {
              message
            }
          }
        }
      `,
    );
    expect(link.data!.myBooking.message).toContain(MOROCCAN_NETWORK);
    expect(link.data!.myBooking.message).not.toMatch(FRENCH_NUMBER);
  });

  it('tells the admin when the network’s phone and address stand in for a centre’s', async () => {
    const network = await signIn(gateway.url);
    expect((await graphql<Json>(gateway.url, CONTACTS, { centre: 'casablanca' }, network)).data).toEqual({
      adminCentreContacts: {
        phone: MOROCCAN_NETWORK,
        noticeEmail: 'contact@ecuvia.fr',
        phoneFromNetwork: true,
        emailFromNetwork: true,
      },
    });
    expect((await graphql<Json>(gateway.url, CONTACTS, { centre: 'rabat' }, network)).data).toEqual({
      adminCentreContacts: {
        phone: '05 37 00 00 01',
        noticeEmail: 'rabat@ecuvia.fr',
        phoneFromNetwork: false,
        emailFromNetwork: false,
      },
    });
    // A centre's manager sees their centre's only.
    const manager = { username: 'gerant-rabat', password: 'mot-de-passe-du-gerant-rabat' };
    await createAccount(
      gateway.database.dataSource,
      { username: TEST_ADMIN.username, role: 'reseau', centres: [] },
      { ...manager, role: 'centre', centres: ['rabat'] },
    );
    const own = await signIn(gateway.url, manager);
    expect((await graphql<Json>(gateway.url, CONTACTS, { centre: 'rabat' }, own)).data).toMatchObject({
      adminCentreContacts: { noticeEmail: 'rabat@ecuvia.fr' },
    });
    const other = await graphql<Json>(gateway.url, CONTACTS, { centre: 'casablanca' }, own);
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unknown = await graphql<Json>(gateway.url, CONTACTS, { centre: 'montpellier' }, network);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
