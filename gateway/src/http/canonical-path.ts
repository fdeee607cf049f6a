import type { RequestHandler } from 'express';
import { VEHICLE_TYPE_WORDS } from '@garage/contract/paths';
import { apiNotFound } from '../rest/errors.js';

/**
 * One spelling per URL (decision 045). A path is canonical when it has no empty segment (`//`, a trailing `/`), no
 * `.` or `..` segment, no percent-encoded unreserved character (letters, digits, `-._~`: RFC 3986 says they mean the
 * same as the characters), no capital letter, escapes in capitals (`%C3%A9`, as encodeURIComponent writes them),
 * and nothing raw that a URL may not hold. `/` stays `/`.
 *
 * Most paths are already so: lower-case characters a segment may hold raw, no escape (dot segments looked for apart).
 */
const PLAIN = /^(?:\/[a-z0-9\-._~!$&'()*+,;=:@]+)+$/;
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** What a segment may hold raw besides unreserved characters: sub-delimiters, `:` and `@` (RFC 3986 `pchar`). */
const SEGMENT_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** One character as a URL path holds it: as it is when it may be, else escaped (its byte, or its UTF-8 bytes). */
function escaped(char: string): string {
  if (SEGMENT_CHAR.test(char)) return char.toLowerCase();
  // Node reads the request line as Latin-1: a character up to 0xFF is the byte the client sent.
  const code = char.codePointAt(0)!;
  return code <= 0xff ? hex(code) : [...Buffer.from(char)].map(hex).join('');
}

function canonicalSegment(segment: string): string {
  let out = '';
  for (let i = 0; i < segment.length;) {
    const escape = /^%([0-9A-Fa-f]{2})/.exec(segment.slice(i, i + 3));
    if (escape) {
      const byte = parseInt(escape[1]!, 16);
      const decoded = String.fromCharCode(byte);
      out += UNRESERVED.test(decoded) ? decoded.toLowerCase() : hex(byte);
      i += 3;
    } else {
      const char = String.fromCodePoint(segment.codePointAt(i)!);
      out += escaped(char);
      i += char.length;
    }
  }
  return out;
}

/** The canonical spelling of a URL path (without its query). Idempotent: the canonical path of it is itself. */
export function canonicalPath(path: string): string {
  if (path === '/' || (PLAIN.test(path) && !/\/\.\.?(?:\/|$)/.test(path))) return path;
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    const segment = canonicalSegment(raw);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * The configurator's addresses before issue 43 named a vehicle type by its id (`/reprogrammation/car/…`, also under a
 * centre): the same page as its French word's (`paths.vehicle`), the rest of the path kept.
 */
const ENGLISH_TYPE = new RegExp(`^((?:/[^/]+)?/reprogrammation/)(${Object.keys(VEHICLE_TYPE_WORDS).join('|')})(?=/|$)`);

/** The path of a page at its French address: an English vehicle type's segment replaced by its word. */
export function frenchPath(path: string): string {
  return path.replace(ENGLISH_TYPE, (_match, before: string, type: string) => before + VEHICLE_TYPE_WORDS[type]!);
}

/** A request for a file (it has an extension) that does not exist is a 404, not the app, nor a redirect. */
export const LOOKS_LIKE_FILE = /\/[^/]+\.[a-z0-9]{1,8}$/i;

/** First segments that are no page: another spelling of them is not redirected, it is not found. */
const NOT_PAGES = /^\/(?:api|graphql|uploads|assets|metrics)(?:\/|$)/;
const API = /^\/(?:api|graphql)(?:\/|$)/;

/**
 * Sends a page path in another spelling (an old English vehicle type's among them) to its canonical one, keeping the
 * query: 301 for GET and HEAD, 308 (the method kept) for any other. The target is always this site's own path: one
 * `/` and a segment, never `//` or `/\` (which browsers read as another host). Files are served by their exact name
 * only. Another spelling of the API, GraphQL, uploads, assets or metrics is a 404, as only their exact spellings are
 * served (routing is case-sensitive): an API path is not redirected, so that a secret in it (the agenda feed's token)
 * is not sent back in a `Location`.
 */
export const canonicalPages: RequestHandler = (req, res, next) => {
  const canonical = frenchPath(canonicalPath(req.path));
  if (NOT_PAGES.test(canonical)) {
    if (API.test(canonical)) return apiNotFound(req, res, next);
    res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable');
    return;
  }
  if (canonical === req.path || LOOKS_LIKE_FILE.test(req.path)) return next();
  const at = req.originalUrl.indexOf('?');
  const query = at < 0 ? '' : req.originalUrl.slice(at);
  res
    .set('Cache-Control', 'public, max-age=86400')
    .redirect(req.method === 'GET' || req.method === 'HEAD' ? 301 : 308, canonical + query);
};

/**
 * The API's words are lower case, and so are the values its paths hold (slugs, ids, centres), but the agenda feed's
 * token: a capital letter anywhere else is not found. Express matches the routes of a router without regard to case,
 * and the REST routers are its own.
 */
export const apiSpelling: RequestHandler = (req, res, next) => {
  // The hexadecimal digits of escapes (`%C3%A9`, a broken `%A`, which the router refuses with 400) are no words.
  const words = (req.baseUrl + req.path).replace(/^\/api\/agenda\/[^/]+$/, '').replace(/%[0-9A-Fa-f]{0,2}/g, '');
  if (/[A-Z]/.test(words)) return apiNotFound(req, res, next);
  next();
};
