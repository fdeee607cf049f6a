import { describe, expect, it } from 'vitest';
import { clientKeys, clientNetwork, clientWideNetwork, withClientKeys } from './client-key.js';

const clientKey = clientKeys('un secret du site');

describe('clientKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = clientKey('2001:db8::1');
    for (const sameNetwork of [
      '2001:db8:0:0:ffff::2',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:DB8::abcd:1234:5678:9abc',
      '2001:db8:0:0:1:2:3:4',
    ]) {
      expect(clientKey(sameNetwork), sameNetwork).toBe(key);
    }
    expect(clientNetwork('2001:db8:0:0:ffff::2')).toBe('2001:db8:0:0::/64');
    for (const otherNetwork of ['2001:db8:0:1::1', '2001:db8:1::1', '2001:db9::1']) {
      expect(clientKey(otherNetwork), otherNetwork).not.toBe(key);
    }
  });

  it('counts an IPv4 client by its address, written plainly or mapped into IPv6', () => {
    const key = clientKey('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe(key);
    expect(clientKey('::ffff:c633:6407')).toBe(key);
    expect(clientNetwork('::FFFF:198.51.100.7')).toBe('198.51.100.7');
    // IPv4 has no subscriber prefix to speak of: the neighbouring address is another client.
    expect(clientKey('198.51.100.8')).not.toBe(key);
  });

  it('keeps apart what is not an address, and the lack of one', () => {
    expect(clientNetwork(undefined)).toBe('inconnu');
    expect(clientNetwork('pas une adresse')).toBe('pas une adresse');
    expect(clientKey('2001:db8::1,2001:db8::2')).not.toBe(clientKey('2001:db8::1'));
  });

  it('depends on the site’s secret: the same address gives another key on another site', () => {
    const otherSite = clientKeys('le secret d’un autre site');
    expect(otherSite('198.51.100.7')).not.toBe(clientKey('198.51.100.7'));
    expect(clientKey('198.51.100.7')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives a whole IPv6 /48 one network key, and an IPv4 address its own', () => {
    const network = clientKey.network('2001:db8:1:7::1');
    for (const n of [0, 1, 0xffff]) expect(clientKey.network(`2001:db8:1:${n.toString(16)}::9`)).toBe(network);
    expect(clientWideNetwork('2001:db8:1:ff::1')).toBe('2001:db8:1::/48');
    expect(clientKey.network('2001:db8:2::1')).not.toBe(network);
    // Another name space than the client keys: an IPv4 address's network key is not its client key.
    expect(clientKey.network('198.51.100.7')).not.toBe(clientKey('198.51.100.7'));
    expect(clientKey.network('198.51.100.8')).not.toBe(clientKey.network('198.51.100.7'));
  });

  it('gives a request its keys when first read, once, in the context and in the copy Apollo makes of it', () => {
    let computed = 0;
    const counted = Object.assign((ip: string | undefined) => (computed++, clientKey(ip)), {
      network: (ip: string | undefined) => (computed++, clientKey.network(ip)),
    });
    const context = withClientKeys({ admin: null }, counted, '198.51.100.7');
    // Apollo's copy of a context: its own fields onto an object of the same prototype.
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context) as object) as typeof context, context);
    expect(computed).toBe(0);
    expect(copy.clientKey).toBe(clientKey('198.51.100.7'));
    expect(context.clientKey).toBe(copy.clientKey);
    expect(context.networkKey).toBe(clientKey.network('198.51.100.7'));
    expect(copy.networkKey).toBe(context.networkKey);
    expect(computed).toBe(2);
    expect(copy.admin).toBeNull();
  });
});
