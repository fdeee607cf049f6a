import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningGateway } from '../../gateway/src/app.js';
import { repoRoot } from './gateway.js';

/** The administrator every admin test signs in as (ADMIN_USERNAME / ADMIN_PASSWORD of the test gateway). */
export const TEST_ADMIN = { username: 'atelier', password: 'cle-de-test-atelier-34' } as const;
export const adminEnv = { ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password };

/** Parsed JSON bodies: tests read into them freely and assert on what they find. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const fixture = (name: string) => readFileSync(path.join(repoRoot, 'tests', 'fixtures', 'media', name));

export async function signIn(baseUrl: string, credentials: { username: string; password: string } = TEST_ADMIN) {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { data: { token: string } };
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A JSON call to the REST API with an optional token, answering status and parsed body. */
export async function call(
  baseUrl: string,
  method: string,
  apiPath: string,
  options: { token?: string; body?: unknown; scheme?: 'Basic' | 'Bearer' } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `${options.scheme ?? 'Basic'} ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json };
}

/** Sends one file in a multipart field to an upload path. */
export async function uploadFile(
  baseUrl: string,
  token: string | undefined,
  apiPath: string,
  field: string,
  file: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: token ? { Authorization: `Basic ${token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Sends one file through GraphQL's `uploadMedia` (the multipart request spec), answering the parsed body. */
export async function uploadByGraphQL(baseUrl: string, token: string, file: Buffer, name: string) {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($f: Upload!) { uploadMedia(file: $f) { url thumbnailUrl type } }',
      variables: { f: null },
    }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.f'] }));
  body.append('0', new Blob([new Uint8Array(file)]), name);
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Apollo-Require-Preflight': 'true', Authorization: `Bearer ${token}` },
    body,
  });
  return (await response.json()) as Json;
}

/** Files in the uploads folder and in the upload work folder, to check that refusals leave nothing behind. */
export function storedFiles(gateway: RunningGateway, dataDir: string) {
  const list = (dir: string) => {
    try {
      return readdirSync(dir).sort();
    } catch {
      return [];
    }
  };
  void gateway;
  return { uploads: list(path.join(dataDir, 'uploads')), work: list(path.join(dataDir, 'tmp', 'uploads')) };
}

/**
 * Signs in as soon as a sign-in lockout is over: each 429 says how long to wait (Retry-After), and a refused attempt
 * is not counted against the account. Answers the first response that is not a 429.
 */
export async function signInAfterLockout(
  baseUrl: string,
  credentials: { username: string; password: string } = TEST_ADMIN,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(baseUrl, 'POST', '/admin/login', { body: credentials });
    if (answer.status !== 429 || Date.now() > deadline) return answer;
    const waitMs = Number(answer.headers.get('retry-after') ?? 1) * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, Math.max(0, deadline - Date.now()))));
  }
}
