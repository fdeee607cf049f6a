import { randomUUID } from 'node:crypto';
import { mailboxKey } from '@garage/contract/email-address';
import { migrations } from '@garage/migrations';
import { DataSource, type MigrationInterface } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

/**
 * `mailboxKey` folds Gmail's dots and `googlemail.com` (issue 40): the keys stored before are rewritten into the keys
 * the gateway now computes, and waiting-list entries that turn out to be one mailbox are merged as joining again
 * merges them.
 */
describe('migration GmailMailboxKeys', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let migration: MigrationInterface;
  beforeAll(async () => {
    database = await createTestDatabase('server');
    dataSource = new DataSource({ type: 'postgres', url: database.env.DATABASE_URL });
    await dataSource.initialize();
    const found = migrations.find((m) => new m().name === 'GmailMailboxKeys1795002400000');
    expect(found).toBeDefined();
    migration = new found!();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** Runs the migration one way on the template's database, where it has already run once on no rows. */
  const run = async (way: 'up' | 'down') => {
    const runner = dataSource.createQueryRunner();
    try {
      await migration[way](runner);
    } finally {
      await runner.release();
    }
  };
  const previousKey = (email: string) => email.replace(/\+[^@]*@/, '@').toLowerCase();

  interface Entry {
    email: string;
    service: string;
    latest: string;
    daysAgo: number;
    unsubscribed?: boolean;
  }
  const waitlist = async () =>
    (await dataSource.query(
      `SELECT id, service_slug, email, mailbox_key, to_char(latest_date, 'YYYY-MM-DD') AS latest,
              unsubscribed_at IS NOT NULL AS retired
         FROM booking_waitlist ORDER BY created_at`,
    )) as { id: string; service_slug: string; email: string; mailbox_key: string; latest: string; retired: boolean }[];
  const outbox = async () =>
    (await dataSource.query('SELECT recipient, recipient_key FROM outbox_message ORDER BY created_at')) as {
      recipient: string;
      recipient_key: string | null;
    }[];

  it('rewrites the waiting list’s and the outbox’s Gmail keys, merging the entries of one mailbox', async () => {
    const entries: Entry[] = [
      { email: 'J.Doe@gmail.com', service: 'diagnostic-auto', latest: '2027-04-10', daysAgo: 3 },
      { email: 'jdoe+rdv@GoogleMail.com', service: 'diagnostic-auto', latest: '2027-04-20', daysAgo: 1 },
      { email: 'j.doe@gmail.com', service: 'vidange', latest: '2027-04-12', daysAgo: 2 },
      { email: 'j.doe@exemple.fr', service: 'diagnostic-auto', latest: '2027-04-15', daysAgo: 5 },
      { email: 'j.d.o.e@gmail.com', service: 'diagnostic-auto', latest: '2027-03-01', daysAgo: 20, unsubscribed: true },
    ];
    for (const e of entries)
      await dataSource.query(
        `INSERT INTO booking_waitlist (id, centre_id, service_slug, email, mailbox_key, latest_date, client_hash,
                                       created_at, unsubscribed_at)
           VALUES ($1, 'montpellier', $2, $3, $4, $5, 'un-client', now() - make_interval(days => $6),
                   CASE WHEN $7 THEN now() - interval '10 days' END)`,
        [randomUUID(), e.service, e.email, previousKey(e.email), e.latest, e.daysAgo, e.unsubscribed ?? false],
      );
    for (const [i, recipient] of ['J.Doe@GoogleMail.com', 'j.doe@exemple.fr', 'centre@exemple.fr'].entries())
      await dataSource.query(
        `INSERT INTO outbox_message (id, created_at, kind, recipient, recipient_key, subject, text_body, html_body,
                                     message_id)
           VALUES ($1, now() - make_interval(mins => $2), $3, $4, $5, 'Sujet', 'Texte', '<p>Texte</p>', $6)`,
        [
          randomUUID(),
          10 - i,
          i < 2 ? 'visitor-confirmation' : 'centre-notification',
          recipient,
          i < 2 ? previousKey(recipient) : null,
          `<${i}@exemple.fr>`,
        ],
      );
    const before = await waitlist();

    await run('up');
    const after = await waitlist();
    // Oldest first: the entry left long ago, another domain's, then the first join of the mailbox to this service,
    // which keeps its place in the queue and takes the last join's address and date; the last join is history.
    expect(after).toEqual([
      { ...before[0], mailbox_key: 'jdoe@gmail.com' },
      before[1],
      { ...before[2], email: 'jdoe+rdv@GoogleMail.com', mailbox_key: 'jdoe@gmail.com', latest: '2027-04-20' },
      { ...before[3], mailbox_key: 'jdoe@gmail.com' },
      { ...before[4], mailbox_key: 'jdoe@gmail.com', retired: true },
    ]);
    expect(after.map((e) => e.mailbox_key)).toEqual(after.map((e) => mailboxKey(e.email)));
    expect(await outbox()).toEqual([
      { recipient: 'J.Doe@GoogleMail.com', recipient_key: 'jdoe@gmail.com' },
      { recipient: 'j.doe@exemple.fr', recipient_key: 'j.doe@exemple.fr' },
      { recipient: 'centre@exemple.fr', recipient_key: null },
    ]);

    // Back down: the keys as the code before computed them; the merged entries stay merged.
    await run('down');
    expect((await waitlist()).map((e) => e.mailbox_key)).toEqual(after.map((e) => previousKey(e.email)));
    expect((await outbox()).map((m) => m.recipient_key)).toEqual(['j.doe@googlemail.com', 'j.doe@exemple.fr', null]);
  });
});
