import { describe, expect, it } from 'vitest';
import { graphql } from '../support/gateway.js';
import { gatewayForSuite } from '../support/suite.js';

/*
 * `/metrics` as an operator's Prometheus reads it (decision 034): from the machine itself, or with the token when a
 * proxy stands in front; a 404 for anyone else.
 */

/** The value of one sample (`name{labels} value`), or undefined when the line is absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

const SUBMIT = `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }`;
const TOKEN = 'jeton-de-test-des-metriques-0123456789abcdef';

describe('metrics from the machine itself', () => {
  // The render counted here must finish: on a machine busy with the other suites (password hashing, other gateways),
  // the first render of a fresh gateway can pass the default 3 s budget, and the page then goes out unrendered and
  // uncached, which is another behaviour (server-render.test.ts covers it).
  const suite = gatewayForSuite('embedded', { RENDER_BUDGET_MS: '60000' });
  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${suite.gateway.url}/metrics`, { headers });
    return { response, text: await response.text() };
  };

  it('answers loopback with the gateway’s metrics, moved by a page, a GraphQL request and an API call', async () => {
    const before = (await scrape()).text;
    expect(sample(before, 'garage_page_cache_misses_total')).toBe(0);
    expect(sample(before, 'garage_outbox_messages', 'status="pending"')).toBe(0);

    expect((await fetch(`${suite.gateway.url}/montpellier/services`)).status).toBe(200);
    expect((await fetch(`${suite.gateway.url}/montpellier/services?utm_source=lettre`)).status).toBe(200);
    const submitted = await graphql(suite.gateway.url, SUBMIT, {
      input: {
        name: 'Léa Martin',
        email: 'lea@exemple.fr',
        message: 'Un devis, merci.',
        centre: 'beziers',
        consent: true,
      },
    });
    expect(submitted.errors).toBeUndefined();
    expect((await fetch(`${suite.gateway.url}/api/realizations`)).status).toBe(200);
    expect((await fetch(`${suite.gateway.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${suite.gateway.url}/api/admin/realizations`)).status).toBe(401);

    const { response, text } = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The first visit rendered the page, the second (same page, a tracker's tag) came from the cache.
    expect(sample(text, 'garage_page_cache_misses_total')).toBe(1);
    expect(sample(text, 'garage_page_cache_hits_total')).toBe(1);
    expect(sample(text, 'garage_page_cache_entries')).toBe(1);
    expect(sample(text, 'garage_page_cache_bytes')).toBeGreaterThan(1000);
    expect(sample(text, 'garage_page_render_duration_seconds_count')).toBe(1);
    expect(sample(text, 'garage_page_renders_waiting')).toBe(0);
    expect(sample(text, 'garage_page_render_failures_total', 'reason="timeout"')).toBe(0);
    expect(sample(text, 'garage_page_render_failures_total', 'reason="error"')).toBe(0);
    expect(sample(text, 'garage_page_render_failures_total', 'reason="refused"')).toBe(0);
    expect(sample(text, 'garage_page_cache_stale_hits_total')).toBe(0);
    // One page rendered: one render thread started, with its own heap.
    expect(sample(text, 'garage_render_threads')).toBe(1);
    expect(sample(text, 'garage_render_threads_heap_bytes')).toBeGreaterThan(1_000_000);
    const requests = (kind: string, status: string) =>
      sample(text, 'garage_http_request_duration_seconds_count', `kind="${kind}",status_class="${status}"`);
    expect(requests('page', '2xx')).toBe(2);
    expect(requests('graphql', '2xx')).toBe(1);
    expect(requests('api', '2xx')).toBe(1);
    expect(requests('health', '2xx')).toBe(1);
    expect(requests('admin_api', '4xx')).toBe(1);
    // Without SMTP_URL the request's e-mails wait in the outbox.
    expect(sample(text, 'garage_outbox_messages', 'status="pending"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'garage_outbox_messages', 'status="failed"')).toBe(0);
    expect(sample(text, 'garage_db_pool_waiting', 'database="embedded"')).toBe(0);
    // Node's own: memory and event-loop delay.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);

    // A scrape is not counted as a request.
    const total = (t: string) =>
      t
        .split('\n')
        .filter((l) => l.startsWith('garage_http_request_duration_seconds_count'))
        .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    expect(total((await scrape()).text)).toBe(total(text));
  });

  it('reads the socket, not X-Forwarded-For, and refuses a wrong token even from loopback', async () => {
    expect((await scrape({ 'X-Forwarded-For': '203.0.113.7' })).response.status).toBe(200);
    const refused = await scrape({ Authorization: `Bearer ${TOKEN}` });
    expect(refused.response.status).toBe(404);
    expect(refused.text).not.toMatch(/garage_|<html/i);
  });
});

describe('metrics behind a proxy', () => {
  const suite = gatewayForSuite('embedded', { TRUST_PROXY: '1', METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    fetch(`${suite.gateway.url}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

  it('asks for the token: every request comes through the proxy, loopback says nothing', async () => {
    const anonymous = await scrape();
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await anonymous.text()).not.toMatch(/garage_|<html/i);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}x`)).status).toBe(404);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(404);
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/^garage_page_cache_entries 0$/m);
  });
});
