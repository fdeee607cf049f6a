// Faults that end well (issue 44): replays eight faults against gateways this script starts itself, each under a
// small steady load of real writes (contact requests through GraphQL, each from its own X-Forwarded-For behind
// TRUST_PROXY=1) and reads of /api/health, and prints for each what clients saw during the fault, how long recovery
// took (from the fault's end to a 200 from /api/health and an accepted write), the acknowledged writes lost and,
// where e-mails are involved, those sent twice or never.
//   node tests/load/faults.mjs [fault numbers…]      after `npm run build`; e.g. `node tests/load/faults.mjs 3 7`
// 1–4 and 8 need a PostgreSQL server (TEST_DATABASE_URL, as the tests: default postgres://postgres@127.0.0.1:5432/test)
// and are reported as skipped without one; 5–7 use the embedded database. A full disk is not replayed here:
// tests/api/uploads-disk-full.test.ts covers it. Exits non-zero when a fault shows a defect.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, root } from '../bench/lib.mjs';

const dist = path.join(root, 'gateway', 'dist');
const MAIN = path.join(dist, 'main.js');
// The project's pinned Node 24 runs the gateway and its commands, whatever Node runs this script.
const pinnedNode = path.join(root, 'node_modules', 'node', 'bin', 'node');
const NODE = existsSync(pinnedNode) ? pinnedNode : process.execPath;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Past the gateway's own deadlines (12 s at most for a silent database): a request this long was left hanging. */
const CLIENT_TIMEOUT_MS = 20_000;
/** A gateway not answering again this long after a fault has not recovered. */
const RECOVERY_LIMIT_MS = 30_000;
const WRITES_PER_SECOND = 4;
const HEALTH_EVERY_MS = 200;
/** Steady load before and after each fault, so « before » and « after » are seen. */
const STEADY_MS = 1_500;
/** The script's own database sessions, which fault 1 spares. */
const SCRIPT_APPLICATION = 'faults-script';

const now = () => performance.now();
const seconds = (ms) => (Number.isFinite(ms) ? +(ms / 1000).toFixed(2) : `non (> ${RECOVERY_LIMIT_MS / 1000} s)`);

// ---------------------------------------------------------------------------------------------------------------
// Clean-up: whatever this script starts is stopped at the end, failure or Ctrl+C included.

const cleanups = [];
const onCleanup = (work) => cleanups.push(work);
/** Set once cleaning up has begun: a fault still running then starts nothing more. */
let stopping = false;
/** Every child still running: killed on exit whatever happened, should a fault have started one after clean-up. */
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
async function cleanUp() {
  stopping = true;
  for (const work of cleanups.splice(0).reverse()) {
    try {
      await work();
    } catch (error) {
      console.error(`nettoyage : ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));

function temporaryFolder(name) {
  if (stopping) throw new Error('arrêt du script en cours');
  const folder = mkdtempSync(path.join(os.tmpdir(), `faults-${name}-`));
  onCleanup(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

// ---------------------------------------------------------------------------------------------------------------
// Gateways and commands, as separate processes.

/** The environment of every gateway and command here: no SMTP, database or drain setting of the caller's leaks in. */
const baseEnv = (extra) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DEMO_CONTENT: 'false',
  TRUST_PROXY: '1',
  // One confirmation per write: the hourly cap would keep most of them back.
  MAIL_CONFIRMATIONS_PER_HOUR: '10000',
  ...extra,
});

/** Spawns a process of the pinned Node, unless the script is stopping, and keeps it for the clean-up. */
function spawnNode(args, options) {
  if (stopping) throw new Error('arrêt du script en cours');
  const child = spawn(NODE, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function spawnGateway(env, port) {
  const child = spawnNode([MAIN], {
    cwd: root,
    env: baseEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-200_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const running = () => child.exitCode === null && child.signalCode === null;
  const gateway = {
    child,
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    running,
  };
  // SIGTERM first: a first start passes it on to its data preparation process, which SIGKILL would leave behind.
  onCleanup(() => stopGateway(gateway, 5_000));
  return gateway;
}

async function waitHealthy(gateway, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!gateway.running()) throw new Error(`passerelle arrêtée au démarrage :\n${gateway.output().slice(-2000)}`);
    try {
      if ((await fetch(`${gateway.url}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`passerelle pas prête en ${timeoutMs / 1000} s :\n${gateway.output().slice(-2000)}`);
}

/** SIGTERM, then SIGKILL if the gateway is still there after `graceMs`; answers its exit code or signal. */
async function stopGateway(gateway, graceMs = 20_000) {
  if (gateway.running()) gateway.child.kill('SIGTERM');
  const timer = setTimeout(() => gateway.running() && gateway.child.kill('SIGKILL'), graceMs);
  const code = await gateway.exited;
  clearTimeout(timer);
  return code;
}

/** Runs a gateway command (backup, restore…) to its end; answers its code and output. */
function runNode(args, env) {
  const child = spawnNode(args, { cwd: root, env: baseEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  onCleanup(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output: output.trim() })));
}

/**
 * Runs SQL statements on a stopped gateway's embedded database (its folder's lock taken as a gateway would), in a
 * process of the pinned Node; answers their rows.
 */
let queryProgram;
async function embeddedQuery(dataDir, statements) {
  // A file, not \`--eval\`: the embedded database's worker thread inherits \`--input-type\` and then cannot load.
  queryProgram ??= path.join(temporaryFolder('query'), 'query.mjs');
  writeFileSync(
    queryProgram,
    `
    import { pathToFileURL } from 'node:url';
    const dist = process.env.FAULTS_DIST;
    const { openDatabase } = await import(pathToFileURL(dist + '/db/database.js').href);
    const { createLogger } = await import(pathToFileURL(dist + '/lib/logger.js').href);
    const database = await openDatabase({ dataDir: process.env.DATA_DIR }, createLogger('silent'));
    const answers = [];
    try {
      for (const sql of JSON.parse(process.env.FAULTS_SQL)) answers.push(await database.dataSource.query(sql));
    } finally {
      await database.close();
    }
    process.stdout.write(JSON.stringify(answers));
    process.exit(0);`,
  );
  const { code, output } = await runNode([queryProgram], {
    FAULTS_DIST: dist,
    DATA_DIR: dataDir,
    FAULTS_SQL: JSON.stringify(statements),
  });
  if (code !== 0) throw new Error(`lecture de la base embarquée impossible (${code}) : ${output.slice(-1000)}`);
  return JSON.parse(output);
}

// ---------------------------------------------------------------------------------------------------------------
// The steady load: writes at a fixed rate whether answered or not (as visitors would), health read one at a time.

const SUBMIT = `mutation ($input: ContactRequestInput!) {
  submitContactRequest(input: $input) { __typename ... on ContactRequestAccepted { id } }
}`;
let writeCount = 0;

/** A request's failure as a client sees it: its system error code, or a timeout. */
const failureOf = (error) =>
  error.name === 'TimeoutError' || error.code === 'TIMEOUT'
    ? `sans réponse en ${CLIENT_TIMEOUT_MS / 1000} s`
    : (error.cause?.code ?? error.code ?? error.name);

/** The body of one contact request from its own visitor: own address, own mailbox (one confirmation an hour each). */
function contactBody() {
  const n = ++writeCount;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const input = {
    name: 'Client Panne',
    email: `visiteur${n}@exemple.fr`,
    phone: null,
    vehicle: 'Peugeot 308 1.5 BlueHDi 130',
    message: 'Demande envoyée pendant une panne simulée (tests/load/faults.mjs).',
    centre: 'beziers',
    consent: true,
  };
  return { address, email: input.email, body: JSON.stringify({ query: SUBMIT, variables: { input } }) };
}

/** A write's answer as a key: « acceptée » with its id, or the status and the GraphQL error code or result type. */
function writeOutcome(status, text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const answer = body?.data?.submitContactRequest;
  if (status === 200 && answer?.__typename === 'ContactRequestAccepted') return { outcome: 'acceptée', id: answer.id };
  const detail = answer?.__typename ?? body?.errors?.[0]?.extensions?.code ?? '';
  return { outcome: `HTTP ${status} ${detail}`.trim() };
}

async function submitWrite(url) {
  const { address, email, body } = contactBody();
  return { email, ...(await sendWrite(url, address, body)) };
}

async function sendWrite(url, address, body) {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    return writeOutcome(response.status, await response.text());
  } catch (error) {
    return { outcome: failureOf(error) };
  }
}

async function readHealth(url) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { outcome: `HTTP ${response.status}` };
  } catch (error) {
    return { outcome: failureOf(error) };
  }
}

class Load {
  /** Every request: kind (`write`, `health`), sent and answered (performance.now()), outcome, id of an accepted write. */
  events = [];
  #running = false;
  #loops = [];
  #pending = new Set();

  constructor(url) {
    this.url = url;
  }

  start() {
    this.#running = true;
    this.#loops = [this.#writes(), this.#health()];
    return this;
  }

  async #writes() {
    while (this.#running) {
      // Bounded, so that a silent database does not pile up hundreds of open requests on this side.
      if (this.#pending.size < 60) void this.#track('write', () => submitWrite(this.url));
      await sleep(1000 / WRITES_PER_SECOND);
    }
  }

  async #health() {
    while (this.#running) {
      await this.#track('health', () => readHealth(this.url));
      await sleep(HEALTH_EVERY_MS);
    }
  }

  #track(kind, send) {
    const event = { kind, sentAt: now(), answeredAt: undefined, outcome: undefined, id: undefined };
    this.events.push(event);
    const done = send().then((answer) => void Object.assign(event, answer, { answeredAt: now() }));
    this.#pending.add(done);
    void done.finally(() => this.#pending.delete(done));
    return done;
  }

  async stop() {
    this.#running = false;
    await Promise.all(this.#loops);
    await Promise.all(this.#pending);
  }

  /** Ids of the writes answered « acceptée ». */
  acknowledged(filter = () => true) {
    return this.events.filter((e) => e.id && filter(e)).map((e) => e.id);
  }
}

/** What clients saw for the requests sent in [from, to): counts by outcome, writes and health reads apart. */
const clientView = (events, from, to) =>
  answersOf(
    events.filter((e) => e.sentAt >= from && e.sentAt < to),
    'pendant la panne',
  );

/** Counts by outcome of these requests, and the slowest answer, writes and health reads apart. */
function answersOf(events, when) {
  const rows = {};
  for (const kind of ['write', 'health']) {
    const counts = new Map();
    const latencies = [];
    for (const e of events) {
      if (e.kind !== kind) continue;
      counts.set(e.outcome, (counts.get(e.outcome) ?? 0) + 1);
      latencies.push(e.answeredAt - e.sentAt);
    }
    const label = kind === 'write' ? 'écritures' : 'santé';
    for (const [outcome, count] of [...counts].sort((a, b) => b[1] - a[1]))
      rows[`${when}, ${label} : ${outcome}`] = count;
    if (latencies.length) rows[`${when}, ${label} : réponse la plus lente (ms)`] = Math.round(Math.max(...latencies));
  }
  return rows;
}

/** Milliseconds from `end` to the answer of the first health 200, and of the first accepted write, sent since. */
function recoveryAfter(events, end) {
  const first = (match) =>
    Math.min(
      ...events.filter((e) => e.sentAt >= end && e.answeredAt !== undefined && match(e)).map((e) => e.answeredAt),
    ) - end;
  const health = first((e) => e.kind === 'health' && e.outcome === 'HTTP 200');
  const write = first((e) => e.kind === 'write' && e.id);
  return { health, write, both: Math.max(health, write) };
}

async function waitRecovery(load, end) {
  while (now() - end < RECOVERY_LIMIT_MS) {
    const recovery = recoveryAfter(load.events, end);
    if (Number.isFinite(recovery.both)) return recovery;
    await sleep(100);
  }
  return recoveryAfter(load.events, end);
}

/**
 * The writes among `events` against the stored requests (`rows`: id, email): acknowledged ones lost, and those a
 * client saw fail that were stored all the same (its visitor may send it again: not lost, but told wrong).
 */
function kept(rows, events) {
  const ids = new Set(rows.map((r) => r.id));
  const emails = new Set(rows.map((r) => r.email));
  const writes = events.filter((e) => e.kind === 'write' && e.email);
  const acknowledged = writes.filter((e) => e.id);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((e) => !ids.has(e.id)).length,
    storedAfterError: writes.filter((e) => !e.id && emails.has(e.email)).length,
    ids: acknowledged.map((e) => e.id),
  };
}

const keptRows = (result) => ({
  'écritures acceptées': result.acknowledged,
  'écritures acceptées perdues': result.lost,
  'écritures en erreur pour le client mais enregistrées': result.storedAfterError,
});

const recoveryRows = (recovery) => ({
  'rétablissement : santé 200 (s)': seconds(recovery.health),
  'rétablissement : écriture acceptée (s)': seconds(recovery.write),
});

// ---------------------------------------------------------------------------------------------------------------
// Stand-ins: a TCP proxy in front of PostgreSQL, an SMTP server that can be stopped and started on the same port.

/** As tests/api/health-deadline.test.ts's: passes bytes both ways, or refuses connections, or stalls them. */
class DatabaseProxy {
  #server;
  #stalled = false;
  #sockets = new Set();
  port = 0;

  constructor(target) {
    this.#server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on('close', () => this.#sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      // While stalled, what either side writes is read and dropped: nothing answers, nothing is closed.
      client.on('data', (chunk) => void (this.#stalled || upstream.write(chunk)));
      upstream.on('data', (chunk) => void (this.#stalled || client.write(chunk)));
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }

  async listen() {
    await new Promise((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = this.#server.address().port;
  }

  /** Cuts the open connections and refuses new ones, as a database server that went down; or takes them again. */
  async refuse(on) {
    if (on) {
      for (const socket of this.#sockets) socket.destroy();
      await new Promise((resolve) => this.#server.close(resolve));
    } else await new Promise((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
  }

  stall(on) {
    this.#stalled = on;
    // Connections that were mid-conversation would be stuck for good: drop them when the network comes back.
    if (!on) for (const socket of this.#sockets) socket.destroy();
  }

  async close() {
    for (const socket of this.#sockets) socket.destroy();
    if (this.#server.listening) await new Promise((resolve) => this.#server.close(resolve));
  }
}

/** Counts the messages it accepts by Message-ID (without its angle brackets). */
class SmtpSink {
  received = new Map();
  port = 0;
  #server;

  async start() {
    this.#server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopped is stopped: open connections are closed at once, not after smtp-server's 30 s grace.
      closeTimeout: 100,
      onData: (stream, _session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          const headers = Buffer.concat(chunks)
            .toString('utf8')
            .split(/\r?\n\r?\n/, 1)[0];
          const id = /^message-id:\s*<?([^>\s]+)>?/im.exec(headers)?.[1] ?? '(sans Message-ID)';
          this.received.set(id, (this.received.get(id) ?? 0) + 1);
          callback();
        });
      },
    });
    const server = this.#server;
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    // A client that drops its connection is reported as an 'error' event; unheard, it would end this script.
    server.on('error', () => undefined);
    this.port = server.server.address().port;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

const bareId = (messageId) => messageId.replace(/^<|>$/g, '');

// ---------------------------------------------------------------------------------------------------------------
// The PostgreSQL server: a scratch database, the gateway behind the proxy, and reads of what was kept.

async function serverSetup() {
  const base = new URL(process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const admin = new pg.Client({
    connectionString: base.href,
    application_name: SCRIPT_APPLICATION,
    connectionTimeoutMillis: 3_000,
  });
  admin.on('error', () => undefined);
  const name = `faults_${process.pid}`;
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { skipped: `pas de serveur PostgreSQL utilisable à ${base.host} (${error.message || error.code})` };
  }
  onCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.href, application_name: SCRIPT_APPLICATION });
  db.on('error', () => undefined);
  await db.connect();
  onCleanup(() => db.end());
  const data = temporaryFolder('server');
  return { url, db, data };
}

/** The gateway of faults 1–4: on the scratch database through the proxy, its e-mails to the sink. */
async function serverGateway(server) {
  const proxy = new DatabaseProxy({ host: server.url.hostname, port: Number(server.url.port || 5432) });
  await proxy.listen();
  onCleanup(() => proxy.close());
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanup(() => smtp.stop());
  const proxied = new URL(server.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const gateway = spawnGateway(
    { DATABASE_URL: proxied.href, DATA_DIR: server.data, SMTP_URL: smtp.url },
    await freePort(),
  );
  // A new database: schema, reference data and the catalogue first.
  await waitHealthy(gateway, 300_000);
  return { ...server, proxy, smtp, gateway };
}

async function keptOnServer(db, events) {
  const { rows } = await db.query('SELECT id::text AS id, email FROM contact_request WHERE email LIKE $1', [
    'visiteur%@exemple.fr',
  ]);
  return kept(rows, events);
}

/**
 * Waits (up to `waitMs`) until every e-mail of these requests is recorded sent, then compares with what the sink
 * received: sent twice, never received, not sent.
 */
async function mailCheck(context, ids, waitMs) {
  const started = now();
  let rows = [];
  while (true) {
    ({ rows } = await context.db.query(
      'SELECT message_id, status FROM outbox_message WHERE contact_request_id = ANY($1::uuid[])',
      [ids],
    ));
    if (rows.every((r) => r.status === 'sent') || now() - started > waitMs) break;
    await sleep(500);
  }
  const count = (r) => context.smtp.received.get(bareId(r.message_id)) ?? 0;
  return {
    expected: rows.length,
    twice: rows.filter((r) => count(r) > 1).length,
    missing: rows.filter((r) => r.status === 'sent' && count(r) === 0).length,
    unsent: rows.filter((r) => r.status !== 'sent').length,
    doneAt: now(),
  };
}

const mailRows = (mail) => ({
  'e-mails des écritures acceptées': mail.expected,
  'e-mails envoyés deux fois ou plus (Message-ID)': mail.twice,
  'e-mails pas encore envoyés': mail.unsent,
  'e-mails dits envoyés mais jamais reçus': mail.missing,
});

/**
 * One fault on the server gateway: steady load, the fault (`act`), recovery, steady load, then what was kept and
 * mailed. `act` answers rows of its own.
 */
async function serverFault(context, act, { mailWaitMs = 40_000 } = {}) {
  const load = new Load(context.gateway.url).start();
  await sleep(STEADY_MS);
  const start = now();
  const details = (await act()) ?? {};
  const end = now();
  const recovery = await waitRecovery(load, end);
  await sleep(STEADY_MS);
  await load.stop();
  const stored = await keptOnServer(context.db, load.events);
  const { lost } = stored;
  const mail = await mailCheck(context, stored.ids, mailWaitMs);
  const view = clientView(load.events, start, end);
  const timeouts = load.events.filter((e) => e.outcome?.startsWith('sans réponse')).length;
  const rows = {
    'durée de la panne (s)': seconds(end - start),
    ...details,
    ...view,
    ...recoveryRows(recovery),
    ...keptRows(stored),
    ...mailRows(mail),
  };
  const defects = [];
  if (lost) defects.push(`${lost} écriture(s) acceptée(s) perdue(s)`);
  if (timeouts) defects.push(`${timeouts} requête(s) sans réponse en ${CLIENT_TIMEOUT_MS / 1000} s`);
  if (!Number.isFinite(recovery.both)) defects.push('pas rétabli');
  if (mail.twice) defects.push(`${mail.twice} e-mail(s) envoyé(s) deux fois`);
  if (mail.missing || mail.unsent) defects.push(`${mail.missing + mail.unsent} e-mail(s) non reçu(s)`);
  return { rows, defects, load, start, end, mail };
}

// ---------------------------------------------------------------------------------------------------------------
// The faults.

const faults = [];
const fault = (number, title, needs, run) => faults.push({ number, title, needs, run });

fault(1, 'Sessions de la base tuées (pg_terminate_backend)', 'server', async ({ server }) => {
  let killed = 0;
  const result = await serverFault(server, async () => {
    // Every quarter of a second for 3 s: the sessions the pool opens again are killed too, some mid-request.
    for (let round = 0; round < 12; round++) {
      if (round) await sleep(250);
      const { rowCount } = await server.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name <> $1`,
        [SCRIPT_APPLICATION],
      );
      killed += rowCount;
    }
    return {};
  });
  result.rows = { 'sessions tuées': killed, ...result.rows };
  return result;
});

fault(2, 'Base qui refuse les connexions ~5 s', 'server', ({ server }) =>
  serverFault(server, async () => {
    await server.proxy.refuse(true);
    await sleep(5_000);
    await server.proxy.refuse(false);
  }),
);

fault(3, 'Base muette ~5 s (les octets sont lus et perdus)', 'server', async ({ server }) => {
  const result = await serverFault(server, async () => {
    server.proxy.stall(true);
    await sleep(5_000);
    server.proxy.stall(false);
  });
  const during = result.load.events.filter(
    (e) => e.kind === 'health' && e.sentAt >= result.start && e.sentAt < result.end,
  );
  const slowest = Math.max(...during.map((e) => e.answeredAt - e.sentAt));
  // The health deadline is 1 s; some room for a busy two-core machine.
  if (!(slowest < 1_500)) result.defects.push(`santé en ${Math.round(slowest)} ms pendant la panne (> 1,5 s)`);
  if (!during.some((e) => e.outcome === 'HTTP 503')) result.defects.push('santé jamais en 503 pendant la panne');
  return result;
});

fault(4, 'SMTP arrêté ~10 s puis relancé sur le même port', 'server', async ({ server }) => {
  let back = 0;
  // A send that failed waits the outbox's first retry delay (60 s) before it is tried again.
  const result = await serverFault(
    server,
    async () => {
      await server.smtp.stop();
      await sleep(10_000);
      await server.smtp.start();
      back = now();
    },
    { mailWaitMs: 120_000 },
  );
  result.rows['e-mails : tous livrés après le retour du SMTP en (s)'] = result.mail.unsent
    ? 'non'
    : seconds(result.mail.doneAt - back);
  return result;
});

/** The embedded gateway of faults 5–7, on their shared data folder (prepared by the first start). */
async function embeddedGateway(context, env = {}, port) {
  const gateway = spawnGateway({ DATA_DIR: context.data, ...env }, port ?? (await freePort()));
  await waitHealthy(gateway, context.prepared ? 60_000 : 300_000);
  context.prepared = true;
  return gateway;
}

async function keptEmbedded(dataDir, events) {
  const [rows] = await embeddedQuery(dataDir, ['SELECT id::text AS id, email FROM contact_request']);
  return kept(rows, events);
}

fault(5, 'SIGKILL de la passerelle (base embarquée), relancée, 5 fois', 'embedded', async ({ embedded }) => {
  const port = await freePort();
  let gateway = await embeddedGateway(embedded, {}, port);
  const load = new Load(gateway.url).start();
  await sleep(STEADY_MS);
  const cycles = [];
  const start = now();
  let end = start;
  for (let cycle = 0; cycle < 5; cycle++) {
    await sleep(1_500);
    gateway.child.kill('SIGKILL');
    await gateway.exited;
    end = now();
    gateway = spawnGateway({ DATA_DIR: embedded.data }, port);
    let started = true;
    try {
      await waitHealthy(gateway, 60_000);
    } catch {
      started = false;
    }
    const recovery = started ? await waitRecovery(load, end) : { health: Infinity, write: Infinity, both: Infinity };
    cycles.push({ started, recovery, lockTakenOver: /périmé, repris/.test(gateway.output()) });
    if (!started) break;
  }
  const recovered = now();
  await sleep(STEADY_MS);
  await load.stop();
  const code = await stopGateway(gateway);
  const stored = await keptEmbedded(embedded.data, load.events);
  const { lost } = stored;
  const worst = Math.max(...cycles.map((c) => c.recovery.both));
  const rows = {
    'SIGKILL puis relance': cycles.length,
    'relances réussies': cycles.filter((c) => c.started).length,
    'verrou du dossier repris (avertissement au démarrage)': cycles.filter((c) => c.lockTakenOver).length,
    ...clientView(load.events, start, recovered),
    'rétablissement après relance, le plus long (s)': seconds(worst),
    'rétablissement après relance, moyen (s)': seconds(
      cycles.reduce((sum, c) => sum + c.recovery.both, 0) / cycles.length,
    ),
    ...keptRows(stored),
    'arrêt final (SIGTERM), code': code,
  };
  const defects = [];
  if (cycles.some((c) => !c.started)) defects.push('une relance a échoué');
  if (cycles.some((c) => !c.lockTakenOver)) defects.push('verrou non repris à une relance');
  if (!Number.isFinite(worst)) defects.push('pas rétabli après une relance');
  if (lost) defects.push(`${lost} écriture(s) acceptée(s) perdue(s)`);
  return { rows, defects };
});

fault(6, 'Seconde passerelle sur le même dossier de données', 'embedded', async ({ embedded }) => {
  const first = await embeddedGateway(embedded);
  const load = new Load(first.url).start();
  await sleep(STEADY_MS);
  const start = now();
  const second = spawnGateway({ DATA_DIR: embedded.data }, await freePort());
  const outcome = await Promise.race([
    second.exited.then((code) => ({ code })),
    waitHealthy(second, 60_000).then(
      () => ({ code: 'démarrée' }),
      () => ({ code: 'pas de réponse' }),
    ),
  ]);
  if (second.running()) await stopGateway(second);
  const end = now();
  await sleep(STEADY_MS);
  await load.stop();
  const lockOwner = JSON.parse(readFileSync(path.join(embedded.data, 'gateway.lock'), 'utf8')).pid;
  const code = await stopGateway(first);
  const stored = await keptEmbedded(embedded.data, load.events);
  const { lost } = stored;
  const refusal = second
    .output()
    .split('\n')
    .find((line) => line.startsWith('Démarrage impossible'));
  const view = clientView(load.events, start, end);
  const firstFailures = load.events.filter(
    (e) => e.sentAt >= start && e.sentAt < end && !(e.id || e.outcome === 'HTTP 200'),
  ).length;
  const rows = {
    'seconde passerelle : sortie': outcome.code,
    // Its first words: the rest names the first one's start and command line.
    'seconde passerelle : message': refusal?.replace(embedded.data, 'DATA_DIR').split(', démarré')[0] ?? '(aucun)',
    'seconde passerelle : refusée en (s)': seconds(end - start),
    'verrou toujours au nom de la première': lockOwner === first.pid ? 'oui' : `non (${lockOwner})`,
    ...view,
    ...keptRows(stored),
    'arrêt de la première (SIGTERM), code': code,
  };
  const defects = [];
  if (outcome.code === 0 || typeof outcome.code !== 'number') defects.push(`seconde passerelle : ${outcome.code}`);
  if (!refusal?.includes(`est déjà utilisé par le processus ${first.pid}`))
    defects.push('message de verrou absent ou autre');
  if (lockOwner !== first.pid) defects.push('verrou changé');
  if (firstFailures) defects.push(`${firstFailures} requête(s) de la première en échec pendant ce temps`);
  if (lost) defects.push(`${lost} écriture(s) acceptée(s) perdue(s)`);
  return { rows, defects };
});

/** One request on a kept-alive agent; answers status, `Connection` header and body. */
function keptAliveRequest(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, connection: res.headers.connection, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.setTimeout(CLIENT_TIMEOUT_MS, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', reject);
    req.end(body);
  });
}

fault(7, 'SIGTERM avec des clients en keep-alive (SHUTDOWN_DRAIN_MS par défaut)', 'embedded', async ({ embedded }) => {
  const gateway = await embeddedGateway(embedded);
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const events = [];
  let stopped = false;
  let sigterm = Infinity;
  // Eight clients, each sending its next request (a health read, then a write, in turn) as soon as the last is
  // answered, until the door is shut (a refused connection: nothing was sent).
  const client = async () => {
    for (let turn = 0; !stopped; turn++) {
      const write = turn % 2 === 1;
      const event = { kind: write ? 'write' : 'health', sentAt: now(), outcome: undefined, id: undefined };
      try {
        if (write) {
          const { address, email, body } = contactBody();
          event.email = email;
          const answer = await keptAliveRequest(agent, `${gateway.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
            body,
          });
          Object.assign(event, writeOutcome(answer.status, answer.text), { connection: answer.connection });
        } else {
          const answer = await keptAliveRequest(agent, `${gateway.url}/api/health`);
          Object.assign(event, { outcome: `HTTP ${answer.status}`, connection: answer.connection });
        }
      } catch (error) {
        event.outcome = failureOf(error);
      }
      event.answeredAt = now();
      events.push(event);
      if (event.outcome === 'ECONNREFUSED') return;
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await sleep(STEADY_MS);
  sigterm = now();
  gateway.child.kill('SIGTERM');
  const code = await stopGateway(gateway, 30_000);
  const stoppedIn = now() - sigterm;
  stopped = true;
  await Promise.all(clients);
  agent.destroy();
  const stored = await keptEmbedded(embedded.data, events);
  const { lost } = stored;
  const after = events.filter((e) => e.answeredAt >= sigterm);
  const answered = (e) => e.outcome === 'acceptée' || e.outcome.startsWith('HTTP');
  const broken = after.filter((e) => !answered(e) && e.outcome !== 'ECONNREFUSED');
  const rows = {
    'requêtes avant SIGTERM': events.length - after.length,
    ...answersOf(after, 'après SIGTERM'),
    'réponses avec Connection: close': after.filter((e) => e.connection === 'close').length,
    'requêtes reçues sans réponse (reset…)': broken.length,
    'arrêt : code de sortie': code,
    'arrêt : durée (s)': seconds(stoppedIn),
    ...keptRows(stored),
  };
  const defects = [];
  if (broken.length)
    defects.push(`${broken.length} requête(s) sans réponse : ${[...new Set(broken.map((e) => e.outcome))]}`);
  if (code !== 0) defects.push(`code de sortie ${code}`);
  if (after.some((e) => answered(e) && e.outcome !== 'acceptée' && e.outcome !== 'HTTP 200'))
    defects.push('réponses en erreur pendant l’arrêt');
  if (lost) defects.push(`${lost} écriture(s) acceptée(s) perdue(s)`);
  return { rows, defects };
});

/** A backup's table as rows (JSON lines). */
const backupRows = (folder, manifest, table) => {
  const entry = manifest.tables.find((t) => t.name === table);
  if (!entry) return [];
  return readFileSync(path.join(folder, entry.file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
};

fault(8, 'Sauvegarde sous écritures, restaurée dans un dossier vide', 'server', async ({ server }) => {
  // A gateway of its own, straight on the database: faults 1–4's gateway is stopped by now.
  const smtp = new SmtpSink();
  await smtp.start();
  onCleanup(() => smtp.stop());
  const gateway = spawnGateway(
    { DATABASE_URL: server.url.href, DATA_DIR: server.data, SMTP_URL: smtp.url },
    await freePort(),
  );
  await waitHealthy(gateway, 300_000);
  const load = new Load(gateway.url).start();
  await sleep(STEADY_MS);
  // The SMTP server stopped: the confirmations of the writes wait in the outbox when the backup is taken.
  await smtp.stop();
  await sleep(2_000);
  const folder = path.join(temporaryFolder('backup'), 'sauvegarde');
  const backupStart = now();
  const backup = await runNode([path.join(dist, 'cli', 'backup.js'), folder], {
    DATABASE_URL: server.url.href,
    DATA_DIR: server.data,
  });
  const backupEnd = now();
  await sleep(1_000);
  await load.stop();
  await stopGateway(gateway);
  if (backup.code !== 0) throw new Error(`sauvegarde en échec : ${backup.output}`);

  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
  const saved = new Set(backupRows(folder, manifest, 'contact_request').map((r) => r.id));
  const pending = backupRows(folder, manifest, 'outbox_message').filter((r) => r.status === 'pending');
  // The backup is one instant: every write acknowledged before it started is in it, none sent after it ended.
  const ackedBefore = load.acknowledged((e) => e.answeredAt < backupStart);
  const missingFromBackup = ackedBefore.filter((id) => !saved.has(id)).length;
  const fromTheFuture = load.acknowledged((e) => e.sentAt > backupEnd).filter((id) => saved.has(id)).length;

  const restoredData = temporaryFolder('restored');
  const restore = await runNode([path.join(dist, 'cli', 'restore.js'), folder], { DATA_DIR: restoredData });
  if (restore.code !== 0) throw new Error(`restauration en échec : ${restore.output}`);
  const tables = manifest.tables.map((t) => t.name);
  const answers = await embeddedQuery(restoredData, [
    ...tables.map((t) => `SELECT count(*)::int AS n FROM "${t}"`),
    `SELECT message_id FROM outbox_message WHERE status = 'review'`,
  ]);
  const differing = tables.filter((t, i) => answers[i][0].n !== manifest.tables[i].rows);
  const review = new Set(answers.at(-1).map((r) => bareId(r.message_id)));

  // The restored site, with a working SMTP server: it sends a new write's e-mails, never the « à vérifier » ones.
  const mailbox = new SmtpSink();
  await mailbox.start();
  onCleanup(() => mailbox.stop());
  const restored = spawnGateway({ DATA_DIR: restoredData, SMTP_URL: mailbox.url }, await freePort());
  await waitHealthy(restored, 120_000);
  const control = await submitWrite(restored.url);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && [...mailbox.received.values()].reduce((a, b) => a + b, 0) < 2) await sleep(200);
  // A further pass of the outbox (it polls every 30 s; a new write wakes it).
  await submitWrite(restored.url);
  await sleep(3_000);
  await stopGateway(restored);
  const resent = [...review].filter((id) => mailbox.received.has(id)).length;
  const receivedTotal = [...mailbox.received.values()].reduce((a, b) => a + b, 0);

  const rows = {
    'écritures acceptées pendant la sauvegarde': load.acknowledged(
      (e) => e.sentAt < backupEnd && e.answeredAt > backupStart,
    ).length,
    'sauvegarde : durée (s)': seconds(backupEnd - backupStart),
    'sauvegarde : demandes de contact': manifest.counts.contactRequests,
    'acquittées avant la sauvegarde mais absentes': missingFromBackup,
    'envoyées après la sauvegarde mais présentes': fromTheFuture,
    'tables restaurées': tables.length,
    'tables au nombre de lignes différent': differing.length ? differing.join(', ') : 0,
    'e-mails en attente dans la sauvegarde': pending.length,
    'e-mails « à vérifier » après restauration': review.size,
    'site restauré : écriture témoin': control.outcome,
    'site restauré : e-mails reçus (témoins)': receivedTotal,
    'site restauré : e-mails « à vérifier » envoyés': resent,
  };
  const defects = [];
  if (missingFromBackup) defects.push(`${missingFromBackup} écriture(s) acquittée(s) absente(s) de la sauvegarde`);
  if (fromTheFuture) defects.push(`${fromTheFuture} écriture(s) postérieure(s) dans la sauvegarde`);
  if (differing.length) defects.push(`lignes différentes : ${differing.join(', ')}`);
  if (review.size !== pending.length) defects.push(`${pending.length} en attente, ${review.size} « à vérifier »`);
  if (!pending.length) defects.push('aucun e-mail en attente dans la sauvegarde : rien de vérifié');
  if (resent) defects.push(`${resent} e-mail(s) « à vérifier » renvoyé(s) par le site restauré`);
  if (control.outcome !== 'acceptée' || receivedTotal < 2) defects.push('le site restauré n’envoie pas ses e-mails');
  return { rows, defects };
});

// ---------------------------------------------------------------------------------------------------------------

const chosen = process.argv.slice(2).map(Number);
const selected = faults.filter((f) => !chosen.length || chosen.includes(f.number));
const results = [];
try {
  if (!existsSync(MAIN)) throw new Error('gateway/dist/main.js absent : lancez `npm run build` d’abord');
  const needsServer = selected.some((f) => f.needs === 'server');
  const server = needsServer ? await serverSetup() : undefined;
  const embedded = { data: temporaryFolder('embedded'), prepared: false };
  let serverContext;
  for (const f of selected) {
    console.log(`\n=== ${f.number}. ${f.title}`);
    let result;
    try {
      if (f.needs === 'server' && server.skipped) {
        result = { skipped: server.skipped };
      } else {
        // Faults 1–4 share one gateway (behind the proxy, with the sink); 8 has its own on the same database.
        if (f.needs === 'server' && f.number <= 4) serverContext ??= await serverGateway(server);
        if (f.number === 8 && serverContext) await stopGateway(serverContext.gateway);
        result = await f.run({ server: f.number <= 4 ? serverContext : server, embedded });
      }
    } catch (error) {
      // Reported, and the next faults still run: a fault the script could not carry out proves nothing either way.
      console.error(error);
      result = { rows: {}, defects: [`erreur du script : ${error.message.split('\n')[0]}`] };
    }
    if (result.skipped) console.log(`ignorée : ${result.skipped}`);
    else {
      if (Object.keys(result.rows).length) console.table(result.rows);
      console.log(result.defects.length ? `→ DÉFAUT : ${result.defects.join(' ; ')}` : '→ tenu');
    }
    results.push({ ...f, ...result });
  }
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

const held = results.filter((r) => !r.skipped && !r.defects.length).map((r) => r.number);
const failed = results.filter((r) => !r.skipped && r.defects.length).map((r) => r.number);
const skipped = results.filter((r) => r.skipped).map((r) => r.number);
console.log(
  `\nBilan : ${held.length} panne(s) tenue(s)${held.length ? ` (${held.join(', ')})` : ''}, ` +
    `${failed.length} en défaut${failed.length ? ` (${failed.join(', ')})` : ''}, ` +
    `${skipped.length} ignorée(s)${skipped.length ? ` (${skipped.join(', ')})` : ''}.`,
);
if (failed.length) process.exitCode = 1;
