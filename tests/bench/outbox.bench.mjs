// The outbox's sending rate (issue 44, decision 031): BENCH_OUTBOX_MESSAGES e-mails (default 600) queued at once in a
// throw-away embedded database (or BENCH_DATABASE_URL's, whose rows it removes after), then one gateway's sender, as
// built, started against an SMTP sink on loopback (the `smtp-server` package, as tests/support/smtp.ts), until every
// message is recorded `sent`. Twice: a sink that answers at once, and one that takes 50 ms per message, as a relay
// across a network does. Printed: the time until the sink had them all, until the database said so, e-mails per
// second, and copies received twice (must be 0). Goal: at least 30 e-mails per second per gateway.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { loadAverageLine, root } from './lib.mjs';

const MESSAGES = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 600);
const RECIPIENT_DOMAIN = 'banc-envoi.invalid';
const dist = (file) => import(path.join(root, 'gateway/dist', file));
const { loadConfig } = await dist('config.js');
const { openDatabase, migrate } = await dist('db/database.js');
const { createLogger } = await dist('lib/logger.js');
const { queueMails } = await dist('services/mail/outbox.js');
const { OutboxSender, createSmtpTransport } = await dist('services/mail/outbox-sender.js');

/** An SMTP server that keeps only each message's Message-ID, answering after `delayMs`. */
async function startSink(delayMs) {
  const received = new Map();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '?';
        received.set(id, (received.get(id) ?? 0) + 1);
        setTimeout(callback, delayMs);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-outbox-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' };
const logger = createLogger('warn');
const database = await openDatabase(loadConfig(env), logger);
const removeBenchRows = () =>
  database.dataSource.query(`DELETE FROM outbox_message WHERE recipient LIKE $1`, [`%@${RECIPIENT_DOMAIN}`]);

async function run(name, delayMs) {
  const sink = await startSink(delayMs);
  await removeBenchRows();
  await queueMails(
    database.dataSource.manager,
    Array.from({ length: MESSAGES }, (_, i) => ({
      kind: 'centre-notification',
      recipient: `centre-${i}@${RECIPIENT_DOMAIN}`,
      content: {
        subject: `Nouvelle demande de contact n° ${i}`,
        text: 'Bonjour,\n\nUne demande est arrivée.\n'.repeat(20),
        html: '<p>Bonjour,</p><p>Une demande est arrivée.</p>'.repeat(20),
      },
    })),
    'ecuvia.fr',
  );
  const sender = new OutboxSender({
    dataSource: database.dataSource,
    transport: createSmtpTransport(sink.url),
    from: 'Ecuvia <contact@ecuvia.fr>',
    logger,
  });
  const started = performance.now();
  let receivedMs = NaN;
  sender.start();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (Number.isNaN(receivedMs) && sink.received.size >= MESSAGES) receivedMs = performance.now() - started;
    const [{ left }] = await database.dataSource.query(
      `SELECT count(*)::int AS left FROM outbox_message WHERE recipient LIKE $1 AND status <> 'sent'`,
      [`%@${RECIPIENT_DOMAIN}`],
    );
    if (left === 0) break;
  }
  const recordedMs = performance.now() - started;
  await sender.stop();
  await sink.close();
  const copies = [...sink.received.values()].reduce((a, b) => a + b, 0);
  return {
    mesure: name,
    'e-mails': MESSAGES,
    'reçus en s': +(receivedMs / 1000).toFixed(2),
    'enregistrés en s': +(recordedMs / 1000).toFixed(2),
    'e-mails/s': Math.round(MESSAGES / (recordedMs / 1000)),
    'reçus deux fois': copies - sink.received.size,
  };
}

try {
  await database.withStartupLock(() => migrate(database.dataSource));
  console.log(loadAverageLine());
  const rows = [await run('SMTP local, réponse immédiate', 0), await run('relais à 50 ms par message', 50)];
  console.table(rows);
  const dir = path.join(root, 'tests', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'outbox.json'),
    JSON.stringify({ date: new Date().toISOString(), database: database.kind, cpus: os.cpus().length, rows }, null, 2),
  );
} finally {
  await removeBenchRows().catch(() => undefined);
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
