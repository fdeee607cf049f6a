import { describe, expect, it } from 'vitest';
import { CONTACT_BURST_LIMIT } from '../../gateway/src/services/contact-requests/submit.js';
import type { Json } from '../support/admin.js';
import { freePort, spawnGateway } from '../support/process.js';
import { gatewayForSuite } from '../support/suite.js';

/*
 * Proxies configured, never believed (decision 044). A client may write anything in X-Forwarded-For; the proxy in
 * front appends the address it got the request from. Behind one trusted hop the gateway counts that last entry, so
 * forging the first ones changes nothing to the per-client limits (here the contact form's, the quickest to spend).
 */

const SUBMIT = `mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename } }`;
const REQUEST = { name: 'Léa Martin', phone: '06 12 34 56 78', message: 'Un devis, merci.', consent: true };

// The test is the proxy: it reaches the gateway from loopback and writes the whole header. Addresses instead of a
// hop count (TRUST_PROXY=127.0.0.1) pick the same entry here; config.test.ts checks what Express makes of them.
describe('behind one proxy (TRUST_PROXY=1)', () => {
  const suite = gatewayForSuite('embedded', { TRUST_PROXY: '1' });

  /** A contact request arriving through the proxy with this X-Forwarded-For: what the client wrote, then the proxy. */
  const submit = async (forwardedFor: string) => {
    const response = await fetch(`${suite.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ query: SUBMIT, variables: { input: REQUEST } }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as Json).data.submitContactRequest.__typename as string;
  };

  it('counts a client by the address the proxy appended, whatever it forged before it', async () => {
    const client = '198.51.100.7';
    const answers: string[] = [];
    for (let i = 1; i <= CONTACT_BURST_LIMIT + 2; i++) {
      // A new forged address on every request, sometimes two: the leftmost one is what `trust proxy = true` believed.
      const forged = i % 2 ? `203.0.113.${i}` : `203.0.113.${i}, 192.0.2.${i}`;
      answers.push(await submit(`${forged}, ${client}`));
    }
    expect(answers).toEqual([
      ...Array<string>(CONTACT_BURST_LIMIT).fill('ContactRequestAccepted'),
      'ContactRequestRateLimited',
      'ContactRequestRateLimited',
    ]);
    // Another client behind the same proxy is served on its own allowance, even when it forges the first one's address.
    expect(await submit(`${client}, 198.51.100.8`)).toBe('ContactRequestAccepted');
    expect(await submit('198.51.100.9')).toBe('ContactRequestAccepted');
  });
});

describe('TRUST_PROXY=true', () => {
  it('stops the gateway at start-up with one line saying what to set instead', async () => {
    const gateway = spawnGateway({ DATA_DIR: '/nonexistent-never-used', TRUST_PROXY: 'true' }, await freePort());
    expect(await gateway.exited).toBe(1);
    expect(gateway.output().trim()).toBe(
      'Configuration invalide : TRUST_PROXY ne doit pas valoir « true » : la passerelle croirait n’importe quel ' +
        'client, qui écrit lui-même X-Forwarded-For. Indiquez le nombre de proxys devant elle (TRUST_PROXY=1 ' +
        'derrière un nginx) ou leurs adresses (TRUST_PROXY=10.0.0.0/8)',
    );
  });
});
