// Sign-in bursts: 300 attempts sent at once from one address, as an attacker's script sends them, against the built
// gateway (embedded database, or BENCH_DATABASE_URL): wrong passwords, then wrong codes on one two-factor challenge.
// Prints per burst how many secrets were checked (answers « incorrect ») against the limit that should hold it, the
// sessions opened, the other answers, the burst's duration, and /api/health's p50/p99 while it ran.
// Goal: at most the limit checked (5 per account and address, then one more each time the lock of 1 s, 2 s, 4 s…
// runs out; 5 codes per challenge), no session, and a right password from another address still let through.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverageLine, percentile, probeHealth, root, startGateway } from './lib.mjs';

const BURST = 300;
const ADMIN = { username: 'rafale', password: 'mot-de-passe-du-banc-rafale' };
const { totpCode } = await import(path.join(root, 'gateway/dist/auth/totp.js'));

async function post(url, apiPath, address, body) {
  const response = await fetch(`${url}/api/admin${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  return { status: response.status, message: json.message, token: json.data?.token, data: json.data };
}

async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()).data;
}

async function burst(url, name, apiPath, address, bodies, limit, perLock) {
  const stop = probeHealth(url, 10);
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body) => post(url, apiPath, address, body)));
  const ms = performance.now() - started;
  const health = await stop();
  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    rafale: name,
    tentatives: bodies.length,
    vérifiées: answers.filter((a) => a.status === 401 && /incorrect/.test(a.message ?? '')).length,
    limite: limit,
    // The lock starts at 1 s and doubles: a burst that lasts longer than that gets one more check per lock run out.
    'admises en ce temps': perLock ? limit + Math.floor(Math.log2(ms / 1000 + 1)) : limit,
    sessions: answers.filter((a) => a.token).length,
    statuts: JSON.stringify(statuses),
    'durée ms': Math.round(ms),
    'health p50 ms': +percentile(health, 50).toFixed(1),
    'health p99 ms': +percentile(health, 99).toFixed(1),
  };
}

const gateway = await startGateway({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  TRUST_PROXY: '1',
  DEMO_CONTENT: 'false',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
try {
  console.log(loadAverageLine());
  const rows = [];
  // Two-factor on, then a burst of wrong codes on one challenge.
  const { token } = await post(gateway.url, '/login', '198.51.100.1', ADMIN);
  const started = await graphql(
    gateway.url,
    'mutation ($p: String) { startTwoFactorEnrolment(password: $p) { ... on TwoFactorEnrolment { secret } } }',
    { p: ADMIN.password },
    token,
  );
  const secret = started.startTwoFactorEnrolment.secret;
  await graphql(
    gateway.url,
    'mutation ($c: String!) { confirmTwoFactorEnrolment(code: $c) { __typename } }',
    { c: totpCode(secret, Date.now()) },
    token,
  );
  const challenge = (await post(gateway.url, '/login', '198.51.100.2', ADMIN)).data.challenge;
  const wrongCodes = Array.from({ length: BURST }, (_, i) => ({ challenge, code: String(100000 + i) }));
  rows.push(await burst(gateway.url, 'codes, un défi', '/login/totp', '198.51.100.2', wrongCodes, 5, false));

  const wrongPasswords = Array.from({ length: BURST }, (_, i) => ({ ...ADMIN, password: `essai-${i}` }));
  rows.push(await burst(gateway.url, 'mots de passe', '/login', '198.51.100.3', wrongPasswords, 5, true));
  // The right password from another address: the first step passes (200, a challenge), unless the burst locked the
  // account for everyone (429).
  const elsewhere = await post(gateway.url, '/login', '198.51.100.4', ADMIN);
  console.log(`bon mot de passe depuis une autre adresse ensuite : ${elsewhere.status} ${elsewhere.message ?? ''}`);
  console.table(rows);
  const dir = path.join(root, 'tests', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'sign-in-burst.json'),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), rows }, null, 2),
  );
  for (const row of rows) {
    if (row.vérifiées > row['admises en ce temps'] || row.sessions > 0) {
      console.error(`« ${row.rafale} » : ${row.vérifiées} vérifiées (limite ${row.limite}), ${row.sessions} sessions`);
      process.exitCode = 1;
    }
  }
  if (elsewhere.status !== 200) process.exitCode = 1;
} finally {
  await gateway.stop();
}
