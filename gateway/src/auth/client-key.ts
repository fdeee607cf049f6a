import { createHash, createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** The name of the client keys' secret in the server_secret table. */
export const CLIENT_KEY_SECRET = 'client-key';

/**
 * The network a client is counted by: an IPv4 address as it is (mapped forms included), an IPv6 address by its /64,
 * which one subscriber usually holds whole, so that hopping addresses within it does not make a new client. Anything
 * else (no address, a malformed forwarded one) is kept as it is.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip || !isIP(ip)) return ip ?? 'inconnu';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The wider network a client may hop within: an IPv6 /48, which a home or an office is often given whole (65,536
 * /64s), or an IPv4 address as it is. Booking holds are limited per network too (decision 043).
 */
export function clientWideNetwork(ip: string | undefined): string {
  if (!ip || !isIP(ip)) return ip ?? 'inconnu';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${prefix.join(':')}::/48`;
}

/**
 * A client's key from its address: what the contact form's limit and the sign-in throttle count by; and, with
 * `network`, the key of its wider network (`clientWideNetwork`).
 */
export interface ClientKeyOf {
  (ip: string | undefined): string;
  network(ip: string | undefined): string;
}

/**
 * Client keys keyed with the site's secret: an HMAC of the network's SHA-256 digest. The digest alone (what the site
 * stored first) can be reversed by trying every IPv4 address; without the secret, the HMAC cannot. The digest stays
 * inside so that the rows stored before were rewritten in place by their migration
 * (migrations/1795001500000-client-key-hmac.ts) and still match the keys computed now.
 */
export function clientKeys(secret: string): ClientKeyOf {
  const keyOf = (text: string) => {
    const digest = createHash('sha256').update(text).digest('base64url');
    return createHmac('sha256', secret).update(digest).digest('base64url');
  };
  return Object.assign((ip: string | undefined) => keyOf(`contact:${clientNetwork(ip)}`), {
    network: (ip: string | undefined) => keyOf(`network:${clientWideNetwork(ip)}`),
  });
}

/** A request's two client keys, as its GraphQL context carries them. */
export interface RequestClientKeys {
  readonly clientKey: string;
  readonly networkKey: string;
}

const KEY_STATE = Symbol('client keys');

interface KeyState {
  keys: ClientKeyOf;
  ip: string | undefined;
  clientKey?: string;
  networkKey?: string;
}

/**
 * The keys as getters of one prototype: Apollo copies each request's context (`Object.assign` onto an object of the
 * same prototype), which would read own getters at once; the state they fill is one object both copies share.
 */
class LazyClientKeys implements RequestClientKeys {
  declare [KEY_STATE]: KeyState;

  get clientKey(): string {
    const state = this[KEY_STATE];
    return (state.clientKey ??= state.keys(state.ip));
  }

  get networkKey(): string {
    const state = this[KEY_STATE];
    return (state.networkKey ??= state.keys.network(state.ip));
  }
}

/**
 * `fields` with its request's client keys, each computed when first read: two HMACs a request were a tenth of a
 * search's time at load, and only the writes that are limited per client (contact, holds, sign-in) read them.
 */
export function withClientKeys<T extends object>(
  fields: T,
  keys: ClientKeyOf,
  ip: string | undefined,
): T & RequestClientKeys {
  return Object.assign(new LazyClientKeys(), fields, { [KEY_STATE]: { keys, ip } });
}
