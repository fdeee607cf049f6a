import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Who stands between visitors and the gateway, in a form Express's `trust proxy` takes: nobody (`false`), a number of
 * proxies in a row (each appends the address it got the request from to X-Forwarded-For, so the client is that many
 * entries from the right), or the proxies' addresses and subnets. Never everyone: the leftmost entries are whatever
 * the client wrote (decision 044).
 */
export type TrustProxy = false | number | string[];

/** More proxies in a row than any real deployment has: a number this high only says "everyone". */
export const MAX_PROXY_HOPS = 10;
/** Subnets Express itself knows by name (proxy-addr). */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * Widest subnets of proxies, those of Express's own widest names (10.0.0.0/8, fc00::/7): wider ones hold visitors
 * too, and two /1 halves would be everyone.
 */
const WIDEST_PROXY_PREFIX = { ipv4: 8, ipv6: 7 } as const;
const NO_PROXY = new Set(['false', '0', 'no', 'off']);
/** What Express would read as `true` (or a wish for it): every address believed, the client's own included. */
const EVERYONE = new Set(['true', 'yes', 'on', 'oui', 'vrai', '*', 'all', 'any', 'tous']);

/** `what`: « valoir « true » », « contenir « ::/0 » ». */
const believesEveryone = (what: string) =>
  `ne doit pas ${what} : la passerelle croirait n’importe quel client, qui écrit lui-même X-Forwarded-For. ` +
  'Indiquez le nombre de proxys devant elle (TRUST_PROXY=1 derrière un nginx) ou leurs adresses (TRUST_PROXY=10.0.0.0/8)';

const notAProxy = (item: string) =>
  `doit être un nombre de proxys (1 derrière un nginx) ou leurs adresses et sous-réseaux séparés par des virgules ` +
  `(10.0.0.0/8, fd00::/8, loopback, linklocal, uniquelocal) : « ${item} » n’est ni l’un ni l’autre`;

/**
 * One proxy address or subnet, written back in a form Express's proxy-addr reads as Node does: dotted IPv4,
 * hexadecimal IPv6, IPv4-mapped IPv6 as IPv4 (parsers disagree on `::1.2.3.4`, which proxy-addr refuses at start-up).
 * A problem in French otherwise.
 */
function proxyEntry(item: string): { entry: string } | { problem: string } {
  if (PROXY_RANGE_NAMES.has(item.toLowerCase())) return { entry: item.toLowerCase() };
  const match = /^([^/%]+)(?:\/(\d{1,3}))?$/.exec(item);
  const family = match ? isIP(match[1]!) : 0;
  if (!match || family === 0) return { problem: notAProxy(item) };
  // Dotted IPv4 inside IPv6 only in the usual mapped form: parsers read other spellings each their own way.
  if (family === 6 && match[1]!.includes('.') && !/^::ffff:[\d.]+$/i.test(match[1]!)) {
    return {
      problem: `contient « ${item} » : écrivez une adresse IPv6 en hexadécimal (la forme pointée se lit ::ffff:a.b.c.d)`,
    };
  }
  let address = ipaddr.parse(match[1]!);
  let prefix = match[2] === undefined ? undefined : Number(match[2]);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && (prefix ?? 128) >= 96) {
    address = (address as ipaddr.IPv6).toIPv4Address();
    if (prefix !== undefined) prefix -= 96;
  }
  const kind = address.kind();
  const widest = WIDEST_PROXY_PREFIX[kind];
  const longest = kind === 'ipv4' ? 32 : 128;
  const name = kind === 'ipv4' ? 'IPv4' : 'IPv6';
  if (prefix === 0) return { problem: believesEveryone(`contenir « ${item} »`) };
  if (prefix !== undefined && prefix > longest) {
    return { problem: `contient « ${item} », dont le préfixe dépasse /${longest}, la longueur d’une adresse ${name}` };
  }
  if (prefix !== undefined && prefix < widest) {
    return {
      problem:
        `contient « ${item} », un sous-réseau trop large pour des proxys (au plus /${widest} en ${name}) : ` +
        'il contiendrait des visiteurs',
    };
  }
  return { entry: prefix === undefined ? address.toString() : `${address.toString()}/${prefix}` };
}

/** TRUST_PROXY as Express takes it (see `TrustProxy`), or why not. */
export function parseTrustProxy(value: string): { trust: TrustProxy } | { problem: string } {
  const lower = value.trim().toLowerCase();
  if (NO_PROXY.has(lower)) return { trust: false };
  if (EVERYONE.has(lower)) return { problem: believesEveryone(`valoir « ${value.trim()} »`) };
  if (/^\d+$/.test(lower)) {
    const hops = Number(lower);
    if (hops > MAX_PROXY_HOPS) {
      return {
        problem:
          `ne peut pas dépasser ${MAX_PROXY_HOPS} proxys : un nombre plus grand que le vrai croirait ce que le client ` +
          'écrit dans X-Forwarded-For. Indiquez le nombre exact de proxys devant la passerelle',
      };
    }
    return { trust: hops === 0 ? false : hops };
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return { problem: notAProxy(value.trim()) };
  const entries: string[] = [];
  for (const item of items) {
    const parsed = proxyEntry(item);
    if ('problem' in parsed) return parsed;
    entries.push(parsed.entry);
  }
  return { trust: entries };
}

/** TRUST_PROXY as the environment schema reads it. */
export const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  const parsed = parseTrustProxy(value);
  if ('trust' in parsed) return parsed.trust;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});
