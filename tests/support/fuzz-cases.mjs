// Property-based fuzzing of every REST and GraphQL input (issue 7, part 4), shared by the fast Vitest variant
// (tests/api/fuzz.test.ts) and the benchmark (tests/bench/fuzz.bench.mjs). Plain JavaScript so both Vitest and
// plain Node load it: generators of bad input, the endpoint catalogue, the HTTP client, the properties every answer
// must have, the round-trip oracle of admin writes, and the database/media consistency check.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

export const DEFAULT_SEED = 20_260_407;
/** express.json's `1mb`. */
export const BODY_LIMIT = 1024 * 1024;

const fixturesDir = path.resolve(import.meta.dirname, '..', 'fixtures', 'media');
const fixture = (name) => readFileSync(path.join(fixturesDir, name));

// ---------------------------------------------------------------------------------------------------------------
// What an answer must never contain: stack frames, SQL and driver errors, file-system paths of the server.

export const LEAK_PATTERNS = [
  /\bat [^\n]*\.[cm]?[jt]s:\d+/,
  /\n\s+at /,
  /QueryFailedError|TypeORMError|EntityNotFound|EntityMetadata|DriverError/,
  /syntax error at/i,
  /invalid byte sequence/i,
  /invalid input (?:syntax|value) for/i,
  /out of range for type/i,
  /violates (?:foreign key|not-null|unique|check) constraint/i,
  /duplicate key value/i,
  /(?:relation|column) "[^"]*" does not exist/i,
  /node_modules/,
  /\bECONN[A-Z]+\b/,
  /\bE(?:NOENT|ACCES|PERM|PIPE)\b/,
  /\bRangeError\b|\bTypeError\b|\bReferenceError\b/,
  /Maximum call stack/i,
];
export const leakIn = (text) => LEAK_PATTERNS.find((p) => p.test(text));

/** Control characters the admin form drops (line breaks and tabs stay). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
/** A form field as the gateway stores it: control characters dropped, trimmed; PostgreSQL keeps well-formed text. */
export const normText = (value) => String(value).replace(CONTROL, '').trim().toWellFormed();

/** Words that would betray an English (framework) message where the API promises French. */
const ENGLISH =
  /\b(?:the|is|not|cannot|invalid|error|failed|unexpected|missing|required|must|bad request|payload|unsupported|internal)\b/i;
export const looksFrench = (message) =>
  typeof message === 'string' && /\p{L}/u.test(message) && message.trim() === message && !ENGLISH.test(message);

// ---------------------------------------------------------------------------------------------------------------
// Payloads and generators.

export const PAYLOADS = {
  sql: [
    "' OR 1=1 --",
    "'; DROP TABLE realisation; --",
    '" OR ""="',
    "1' UNION SELECT password_hash, 1 FROM admin_user --",
    "admin'--",
    "%' AND 1=0 UNION ALL SELECT NULL --",
    '1; SELECT pg_sleep(1)',
    '$1',
    "E'\\\\x00'",
    '\\',
    "'",
  ],
  html: [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '"><svg onload=alert(1)>',
    "</script><script>alert('x')</script>",
    '</title><script>alert(1)</script>',
    '<!--',
    ']]>',
    '&lt;b&gt; &amp;',
    '{{constructor.constructor("alert(1)")()}}',
    '${7*7}',
    "$'",
    '$&',
    '$`',
    '$$',
  ],
  traversal: [
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '....//....//etc/passwd',
    '..\\..\\windows\\win.ini',
    '/etc/passwd%00.jpg',
    'photo.jpg\u0000.php',
    '%00',
    '\u0000',
    'C:\\boot.ini',
    '~/.ssh/id_rsa',
    'file:///etc/passwd',
    '/uploads/../gateway.lock',
  ],
  unicode: [
    'مرحبا بالعالم',
    '\u202Eevil\u202C.exe',
    'שלום עולם',
    '🚗💨🔧',
    '👨‍👩‍👧‍👦',
    'e\u0301',
    '\uFEFFbom',
    'zero\u200Bwidth',
    '𝕿𝖊𝖘𝖙',
    '\u0085next\u2028line\u2029',
    'Z\u0364\u0351\u0313a\u0308\u0347l\u036E\u0312g\u0317o\u0319',
    '\uFFFF\uFFFE',
    'Ⅻ ﷺ',
  ],
  numbers: [
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '-1e308',
    '-0',
    '0x7fffffff',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1.5',
    '1,5',
    ' 42 ',
    '٤٢',
    `${'0'.repeat(60)}1`,
    '1e-400',
    '',
  ],
  names: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined', 'true'],
};
export const ALL_PAYLOADS = Object.values(PAYLOADS).flat();

const HUGE_PIECES = ['a', 'é', '🚗', '<script>', "' OR 1=1 --", '\u0000', ' ', 'مرحبا'];
/** A string of 10 kB to `max` UTF-16 units (a few hundred kB: within the 1 MB body limit unless repeated). */
export const hugeString = (max = 300_000) =>
  fc
    .tuple(fc.constantFrom(...HUGE_PIECES), fc.integer({ min: Math.min(10_000, max), max }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Short hostile strings: payloads, any code point, control characters, emoji, and mixes of them. */
export const shortString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ALL_PAYLOADS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...ALL_PAYLOADS, 'a', ' ', '\t', '\n'), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('')),
  },
);

/** Any hostile string, huge ones now and then. */
export const nastyString = fc.oneof({ weight: 12, arbitrary: shortString }, { weight: 1, arbitrary: hugeString() });

/** Numbers JSON can carry, at the edges. */
export const edgeNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, 5e-324, 1.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** 32-bit integers, what GraphQL's Int accepts, mostly at the edges. */
export const int32 = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 100, 101, 1000, 1900, 2100),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

/** Any JSON value: nested objects and arrays of hostile strings and edge numbers (fc.anything made JSON). */
export const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true }).map((v) => {
    try {
      return JSON.parse(JSON.stringify(v) ?? 'null');
    } catch {
      return null;
    }
  }),
  fc.dictionary(fc.oneof(shortString, fc.constantFrom(...PAYLOADS.names)), fc.oneof(shortString, edgeNumber), {
    maxKeys: 5,
  }),
  fc.array(fc.oneof(shortString, edgeNumber, fc.boolean(), fc.constant(null)), { maxLength: 5 }),
);

/** A value of the wrong type (or a hostile one of the right type) where a field is expected. */
export const wrongValue = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.constantFrom(...PAYLOADS.numbers) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: anyJson },
);

/** Bodies that are not what a JSON endpoint expects: broken JSON, wrong shapes, huge, over the limit. */
export const rawJsonBody = fc.oneof(
  { weight: 3, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 80 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"x"', '1e999', '{"__proto__":{"x":1}}', ''),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(anyJson, fc.nat(40)).map(([v, n]) => JSON.stringify(v).slice(0, n)),
  },
  { weight: 1, arbitrary: hugeString(600_000).map((s) => JSON.stringify({ value: s })) },
);
/** A JSON body of a little over 1 MB: must be refused with 413. */
export const oversizeBody = fc
  .constantFrom('a', '🚗', '<')
  .map((piece) => JSON.stringify({ value: piece.repeat(Math.ceil((BODY_LIMIT + 50_000) / piece.length)) }));

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  '',
];

/** Header-safe text (Node refuses control and non-Latin-1 characters in header values). */
const headerSafe = (text) =>
  String(text)
    .slice(0, 2000)
    .replace(/[^\t\x20-\x7e\x80-\xff]/gu, (c) => `%${c.codePointAt(0).toString(16)}`);
/** A URL segment: percent-encoded, bounded so the URL stays under Node's 16 kB header limit. */
export const segment = (text) => encodeURIComponent(String(text).slice(0, 1500).toWellFormed());

/** Raw URL segments that reach the router as they are (traversal, NUL, broken percent-encoding). */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2f',
  '%5c',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ff',
  ';x',
  '*',
  '~',
];

/** A path segment standing for an id or a name: hostile text, edge numbers, or raw traversal. */
export const hostileSegment = fc.oneof(
  { weight: 4, arbitrary: shortString.map(segment) },
  { weight: 2, arbitrary: fc.constantFrom(...PAYLOADS.numbers.filter(Boolean)).map(segment) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  { weight: 1, arbitrary: edgeNumber.map((n) => segment(String(n))) },
  { weight: 1, arbitrary: fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)) },
);

/** A query value sent unencoded: printable ASCII only (Node's HTTP parser refuses the rest before the app sees it). */
const rawQueryValue = (v) =>
  String(v)
    .slice(0, 1500)
    .replace(/[^\x21-\x7e]|#/g, '');

/** A query string with the given keys (and noise). */
const queryString = (
  keys,
  value = fc.oneof(shortString, edgeNumber.map(String), fc.constantFrom(...PAYLOADS.numbers)),
) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: shortString }),
        value,
        fc.boolean(),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.length
        ? `?${pairs.map(([k, v, raw]) => `${segment(k)}=${raw ? rawQueryValue(v) : segment(v)}`).join('&')}`
        : '',
    );

// ---------------------------------------------------------------------------------------------------------------
// Symbolic references, resolved when a case runs: generators are built once, the data they point to changes.

/** An existing realisation id (or a missing one when there is none), a stored photo, a catalogue level… */
export class Ref {
  constructor(kind, n, as) {
    this.kind = kind;
    this.n = n;
    this.as = as;
  }
  toString() {
    return `Ref(${this.kind}#${this.n})`;
  }
}
const idRef = (as = 'string') => fc.nat({ max: 1000 }).map((n) => new Ref('id', n, as));
/** A realisation in the trash (deleted by an earlier case), or a number no realisation has. */
const trashedRef = fc.nat({ max: 1000 }).map((n) => new Ref('trashed', n, 'string'));
const mediaRef = fc.nat({ max: 1000 }).map((n) => new Ref('photo', n));

async function resolve(ctx, value) {
  if (value instanceof Ref) {
    if (value.kind === 'id' || value.kind === 'trashed') {
      const ids = value.kind === 'id' ? ctx.state.ids : [...ctx.state.trashed];
      const id = ids.length ? ids[value.n % ids.length] : 2_000_000_000 + value.n;
      return value.as === 'number' ? id : String(id);
    }
    if (value.kind === 'photo') {
      const pool = await ctx.photoPool();
      return pool[value.n % pool.length];
    }
    throw new Error(`unknown ref ${value.kind}`);
  }
  if (Array.isArray(value)) return Promise.all(value.map((v) => resolve(ctx, v)));
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const out = {};
    for (const [k, v] of Object.entries(value)) defineKey(out, k, await resolve(ctx, v));
    return out;
  }
  return value;
}

/** Sets a key as own data, `__proto__` included (it is sent as a plain JSON key, never used as a prototype). */
const defineKey = (object, key, value) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

/** A deep copy that keeps refs (structuredClone would turn them into plain objects). */
const cloneCase = (value) => {
  if (value instanceof Ref || Buffer.isBuffer(value) || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneCase);
  const out = {};
  for (const [k, v] of Object.entries(value)) defineKey(out, k, cloneCase(v));
  return out;
};

// ---------------------------------------------------------------------------------------------------------------
// HTTP.

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One request with a raw path (nothing normalised), answering status, headers, text; `reset` if cut off. */
export function send(baseUrl, { method = 'GET', path: rawPath, headers = {}, body }) {
  const url = new URL(baseUrl);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return new Promise((resolvePromise, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: rawPath,
        agent,
        headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
        timeout: 60_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolvePromise({
            status: response.statusCode,
            headers: response.headers,
            bytes,
            text: bytes.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolvePromise({ status: 0, reset: true, text: '' });
      else reject(error);
    });
    if (payload) request.write(payload);
    request.end();
  });
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** multipart/form-data built by hand, so file names and part headers carry any bytes. */
export function multipartBody({ boundary, parts, breakage = 'none' }) {
  const chunks = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition.join('; ')}\r\n`));
    if (part.contentType !== undefined) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(
      Buffer.from('\r\n'),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(String(part.data)),
      Buffer.from('\r\n'),
    );
  }
  if (breakage !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (breakage === 'truncate') body = body.subarray(0, Math.floor(body.length / 2));
  if (breakage === 'garbage') body = Buffer.concat([Buffer.from('garbage\r\n'), body]);
  return body;
}

// ---------------------------------------------------------------------------------------------------------------
// Files for the upload endpoints.

const FIXTURES = {
  photos: ['photo.png', 'photo.webp', 'rotated-gps.jpg', 'photo.avif'].map((name) => ({ name, bytes: fixture(name) })),
  others: ['clip.mp4', 'clip.webm', 'clip.mov', 'iphone.heic', 'truncated.jpg', 'fake.jpg', 'drawing.svg'].map(
    (name) => ({ name, bytes: fixture(name) }),
  ),
};
const ALL_FIXTURES = [...FIXTURES.photos, ...FIXTURES.others];
const MAGIC = [
  [0xff, 0xd8, 0xff, 0xe0],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...Buffer.from('GIF89a')],
  [...Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
  [0, 0, 0, 0x18, ...Buffer.from('ftypisom')],
  [0, 0, 0, 0x18, ...Buffer.from('ftypheic')],
  [0, 0, 0, 0x14, ...Buffer.from('ftypqt  ')],
  [0, 0, 0, 0x1c, ...Buffer.from('ftypavif')],
  [0x1a, 0x45, 0xdf, 0xa3],
  [...Buffer.from('%PDF-1.7\n')],
  [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
  [...Buffer.from('<!doctype html><script>alert(1)</script>')],
  [0x50, 0x4b, 0x03, 0x04],
  [0x7f, 0x45, 0x4c, 0x46],
  [...Buffer.from('#!/bin/sh\nrm -rf /\n')],
].map((bytes) => Buffer.from(bytes));

/** Random bytes, known headers on random tails, damaged real files, and now and then a good one. */
export const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.uint8Array({ maxLength: 3000 }).map((a) => Buffer.from(a)) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 3000 }))
      .map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...ALL_FIXTURES), fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 }))
      .map(([file, at, junk]) => {
        const copy = Buffer.from(file.bytes);
        Buffer.from(junk).copy(copy, at % copy.length);
        return copy;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...ALL_FIXTURES), fc.nat())
      .map(([file, n]) => file.bytes.subarray(0, n % file.bytes.length)),
  },
  { weight: 2, arbitrary: fc.constantFrom(...ALL_FIXTURES).map((f) => f.bytes) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
);

/** File names with traversal, NUL, quotes, CRLF (header injection), unicode, or nothing. */
export const fileName = fc.oneof(
  fc.constantFrom(
    'photo.jpg',
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '/etc/shadow',
    'a\u0000.jpg',
    'photo.jpg\u0000.php',
    'x"; name="image',
    'a\r\nContent-Type: text/html',
    '.htaccess',
    'index.html',
    'évité 🚗.heic',
    '\u202Egpj.exe',
    'CON',
    '%2e%2e%2fpasswd',
  ),
  shortString,
  fc.constant(''),
);

// ---------------------------------------------------------------------------------------------------------------
// Admin forms: valid ones (any text, within the limits) whose round trip is checked, and broken ones.

const LIMITS = { title: 150, description: 5000, brand: 60, model: 80, engine: 120, modification: 120, alt: 200 };

/** Text the form accepts for a field of `max` characters: hostile content, padding, control characters. */
const validText = (max, required) =>
  fc
    .oneof(
      { weight: 4, arbitrary: shortString },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(' ', '\t', '\n ', '\u0000', ''),
            shortString,
            fc.constantFrom(' ', '\u0007', '\r\n', ''),
          )
          .map((parts) => parts.join('')),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(...ALL_PAYLOADS.filter(Boolean))
          .map((p) => p.repeat(Math.floor(max / p.length) || 1)),
      },
    )
    .filter((text) => {
      const n = normText(text);
      return (!required || n.length > 0) && n.length <= max && !leakIn(text);
    });

const optionalText = (max) => fc.option(validText(max, false), { nil: undefined });
const today = () => new Date().toISOString().slice(0, 10);
const maxYear = () => new Date().getUTCFullYear() + 1;
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** An integer as the REST form may send it: number, text with spaces, decimals cut off; or empty. */
const restInt = (min, max) =>
  fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min, max }).map((n) => `${n}`),
    fc.integer({ min, max }).map((n) => ` ${n} `),
    fc.integer({ min, max: Math.max(min, max - 1) }).map((n) => (n >= 0 ? n + 0.5 : n - 0.5)),
    fc.constantFrom(null, '', undefined),
  );

/** A form every field of which is valid: the gateway must accept it and store exactly its normalised values. */
export const validForm = (style, centres) => {
  const rest = style === 'rest';
  const integer = (min, max) => (rest ? restInt(min, max) : fc.option(fc.integer({ min, max }), { nil: undefined }));
  return fc.record(
    {
      centre: fc.constantFrom(...centres).chain((c) => (rest ? fc.constantFrom(c, ` ${c} `) : fc.constant(c))),
      title: validText(LIMITS.title, true),
      description: optionalText(LIMITS.description),
      type: fc.constantFrom('photo', 'video', undefined),
      status: fc.constantFrom('active', 'inactive', undefined),
      date: fc.option(isoDate, { nil: undefined }),
      vehicleInfo: fc.record(
        {
          brand: validText(LIMITS.brand, true),
          model: validText(LIMITS.model, true),
          year: integer(1900, maxYear()),
          engine: optionalText(LIMITS.engine),
        },
        { requiredKeys: ['brand', 'model'] },
      ),
      gains: fc.record({
        powerBefore: integer(0, 3000),
        powerAfter: integer(0, 3000),
        torqueBefore: integer(0, 5000),
        torqueAfter: integer(0, 5000),
      }),
      modifications: fc.array(validText(LIMITS.modification, false), { maxLength: 6 }),
      gallery: fc.array(
        fc.record(
          {
            url: mediaRef,
            alt: optionalText(LIMITS.alt),
            isPrimary: rest ? fc.constantFrom(true, false, 'true', 'false', 1, 0, undefined) : fc.boolean(),
            sortOrder: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
          },
          { requiredKeys: ['url'] },
        ),
        { maxLength: 4 },
      ),
      featured: rest
        ? fc.constantFrom(true, false, 'true', '0', undefined)
        : fc.option(fc.boolean(), { nil: undefined }),
      [rest ? 'sort_order' : 'sortOrder']: integer(-1_000_000, 1_000_000),
    },
    { requiredKeys: ['centre', 'title', 'vehicleInfo'] },
  );
};

const FORM_PATHS = [
  'centre',
  'title',
  'description',
  'type',
  'status',
  'date',
  'vehicleInfo',
  'vehicleInfo.brand',
  'vehicleInfo.model',
  'vehicleInfo.year',
  'vehicleInfo.engine',
  'gains',
  'gains.powerBefore',
  'gains.torqueAfter',
  'modifications',
  'modifications.0',
  'gallery',
  'gallery.0',
  'gallery.0.url',
  'gallery.0.alt',
  'gallery.0.isPrimary',
  'gallery.0.sortOrder',
  'mediaUrl',
  'thumbnailUrl',
  'media_url',
  'featured',
  'sort_order',
  'sortOrder',
  'center',
  'vehicle_brand',
  'power_before',
  '__proto__',
];

const setPath = (object, dotted, value) => {
  const keys = dotted.split('.');
  let target = object;
  for (const key of keys.slice(0, -1)) {
    if (!Object.hasOwn(target, key) || target[key] === null || typeof target[key] !== 'object')
      defineKey(target, key, /^\d+$/.test(key) ? [] : {});
    target = target[key];
  }
  defineKey(target, keys.at(-1), value);
  return object;
};

/** A valid form with one to three fields broken: wrong types, hostile values, traversal in media URLs. */
const brokenForm = (style, centres) =>
  fc
    .tuple(
      validForm(style, centres),
      fc.array(
        fc.tuple(
          fc.constantFrom(...FORM_PATHS),
          fc.oneof(
            wrongValue,
            fc.constantFrom(
              '/uploads/../../etc/passwd',
              '/uploads/%2e%2e%2fgateway.lock',
              'https://evil.example/uploads/abc.webp',
              'javascript:alert(1)',
              '/uploads/AAAAAAAAAAAAAAAA-1600.webp',
              '1900-02-29',
              '2024-13-01',
              '0000-01-01',
            ),
          ),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([form, breaks]) => breaks.reduce((f, [p, v]) => setPath(f, p, v), cloneCase(form)));

/** What the gateway must store for a valid form (after its refs were resolved). */
export function expectedRealisation(form, style) {
  const int = (v) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    return Math.trunc(typeof v === 'number' ? v : Number(v.trim().replace(',', '.'))) + 0;
  };
  const bool = (v) => v === true || v === 'true' || v === 1 || v === '1';
  const items = (form.gallery ?? []).map((g, index) => ({ ...g, order: g.sortOrder ?? index, index }));
  items.sort((a, b) => a.order - b.order || a.index - b.index);
  const gallery = [];
  for (const item of items) {
    if (gallery.some((g) => g.url === item.url)) continue;
    gallery.push({
      url: item.url,
      alt: normText(item.alt ?? ''),
      isPrimary: bool(item.isPrimary) && !gallery.some((g) => g.isPrimary),
    });
  }
  const modifications = [];
  for (const m of form.modifications ?? []) {
    const text = normText(m);
    if (text && !modifications.some((x) => x.toLowerCase() === text.toLowerCase())) modifications.push(text);
  }
  const type = form.type || 'photo';
  const mediaUrl = type === 'photo' ? ((gallery.find((g) => g.isPrimary) ?? gallery[0])?.url ?? null) : null;
  const v = form.vehicleInfo;
  return {
    centre: normText(form.centre),
    title: normText(form.title),
    description: normText(form.description ?? ''),
    type,
    status: form.status || 'active',
    date: form.date ?? today(),
    featured: bool(form.featured),
    sortOrder: int(style === 'rest' ? form.sort_order : form.sortOrder) ?? 0,
    vehicle: {
      brand: normText(v.brand),
      model: normText(v.model),
      year: int(v.year),
      engine: normText(v.engine ?? ''),
    },
    gains: {
      powerBefore: int(form.gains?.powerBefore),
      powerAfter: int(form.gains?.powerAfter),
      torqueBefore: int(form.gains?.torqueBefore),
      torqueAfter: int(form.gains?.torqueAfter),
    },
    modifications,
    gallery: gallery.map((g, i) => ({ ...g, sortOrder: i })),
    mediaUrl,
    hasThumbnail: gallery.length > 0,
  };
}

/** The REST server form and the GraphQL AdminRealisation, in one shape. */
function storedShape(record, style) {
  if (style === 'rest') {
    return {
      id: String(record.id),
      slug: record.slug,
      centre: record.centre,
      title: record.title,
      description: record.description,
      type: record.type,
      status: record.status,
      date: record.date,
      featured: record.featured,
      sortOrder: record.sort_order,
      vehicle: {
        brand: record.vehicle_brand,
        model: record.vehicle_model,
        year: record.vehicle_year,
        engine: record.vehicle_engine,
      },
      gains: {
        powerBefore: record.power_before,
        powerAfter: record.power_after,
        torqueBefore: record.torque_before,
        torqueAfter: record.torque_after,
      },
      modifications: record.modifications,
      gallery: record.gallery.map(({ url, alt, isPrimary, sortOrder }) => ({ url, alt, isPrimary, sortOrder })),
      mediaUrl: record.media_url,
      thumbnailUrl: record.thumbnail_url,
    };
  }
  const g = record.gains;
  return {
    ...record,
    gains: g ?? { powerBefore: null, powerAfter: null, torqueBefore: null, torqueAfter: null },
    gallery: record.gallery.map(({ url, alt, isPrimary, sortOrder }) => ({ url, alt, isPrimary, sortOrder })),
    gainsAreAll: g !== null,
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Differences between what was stored and what the form said, one line each. */
function compareStored(expected, stored, style) {
  const problems = [];
  const check = (field, want, got) => {
    if (!same(want, got))
      problems.push(`${field}: attendu ${clip(JSON.stringify(want))}, lu ${clip(JSON.stringify(got))}`);
  };
  for (const field of [
    'centre',
    'title',
    'description',
    'type',
    'status',
    'date',
    'featured',
    'sortOrder',
    'vehicle',
    'modifications',
    'gallery',
    'mediaUrl',
  ])
    check(field, expected[field], stored[field]);
  if (style === 'rest') check('gains', expected.gains, stored.gains);
  else {
    const all = Object.values(expected.gains).every((n) => n !== null);
    check(
      'gains',
      all ? expected.gains : { powerBefore: null, powerAfter: null, torqueBefore: null, torqueAfter: null },
      stored.gains,
    );
  }
  if (
    expected.hasThumbnail !== (typeof stored.thumbnailUrl === 'string' && stored.thumbnailUrl.startsWith('/uploads/'))
  )
    problems.push(`thumbnailUrl: ${stored.thumbnailUrl}`);
  return problems;
}

export const clip = (text, n = 160) => {
  const s = String(text);
  return s.length > n ? `${s.slice(0, n)}… (${s.length} car.)` : s;
};

// ---------------------------------------------------------------------------------------------------------------
// Properties of answers.

/** REST: never 5xx, never a leak; refusals are 4xx JSON with a non-empty French `error` (`message` on login). */
export function restProblems(
  response,
  { login = false, pdf = false, bodyBytes = 0, jsonBody = false, method = 'GET' } = {},
) {
  const problems = [];
  if (response.reset) return ['connexion coupée sans réponse'];
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/pdf')) {
    const leak = leakIn(response.text);
    if (leak) problems.push(`fuite (${leak}) : ${clip(response.text)}`);
  }
  if (jsonBody && bodyBytes > BODY_LIMIT && response.status !== 413)
    problems.push(`corps de ${bodyBytes} octets : 413 attendu, reçu ${response.status}`);
  if (response.status >= 400) {
    const body = type.includes('json') ? json(response.text) : undefined;
    if (!body || typeof body !== 'object')
      problems.push(`refus ${response.status} sans corps JSON : ${clip(response.text)}`);
    else {
      const message = login ? (body.message ?? body.error) : body.error;
      if (typeof message !== 'string' || !message.trim()) problems.push(`refus ${response.status} sans message`);
      else if (!looksFrench(message)) problems.push(`message pas en français : ${message}`);
    }
  } else if (response.status >= 200 && response.status < 300 && !pdf && method !== 'OPTIONS') {
    const body = json(response.text);
    if (!body || typeof body !== 'object') problems.push(`réponse ${response.status} qui n’est pas du JSON`);
  }
  return problems;
}

/** GraphQL: never 5xx, never INTERNAL_SERVER_ERROR, never a leak; every error has a message. */
export function graphqlProblems(response, { bodyBytes = 0 } = {}) {
  const problems = [];
  if (response.reset) return ['connexion coupée sans réponse'];
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  const leak = leakIn(response.text);
  if (leak) problems.push(`fuite (${leak}) : ${clip(response.text)}`);
  if (bodyBytes > BODY_LIMIT && response.status !== 413)
    problems.push(`corps de ${bodyBytes} octets : 413 attendu, reçu ${response.status}`);
  const type = String(response.headers['content-type'] ?? '');
  const body = type.includes('json') ? json(response.text) : undefined;
  if (!body || typeof body !== 'object') {
    if (response.status < 400 || !response.text.trim())
      problems.push(`réponse ${response.status} illisible : ${clip(response.text)}`);
    return problems;
  }
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors) || !body.errors.length) problems.push('errors vide ou mal formé');
    for (const error of body.errors ?? []) {
      if (typeof error?.message !== 'string' || !error.message.trim()) problems.push('erreur sans message');
      if (error?.extensions?.code === 'INTERNAL_SERVER_ERROR' || error?.message === 'Erreur interne du serveur')
        problems.push(`erreur interne : ${clip(JSON.stringify(error))}`);
      if (error?.extensions?.stacktrace || error?.extensions?.exception) problems.push('pile d’appels exposée');
    }
  } else if (body.error !== undefined) {
    if (response.status < 400 || !looksFrench(body.error)) problems.push(`refus mal formé : ${clip(response.text)}`);
  } else if (body.data === undefined) problems.push(`ni data ni errors : ${clip(response.text)}`);
  return problems;
}

const HTML_ESCAPES = { amp: '&', lt: '<', gt: '>', quot: '"' };
const unescapeHtml = (text) => text.replace(/&(amp|lt|gt|quot);/g, (_, name) => HTML_ESCAPES[name]);
/** Executable scripts: not the JSON-LD blocks, nor the data block of a page rendered on the gateway. */
const scriptCount = (html) => (html.match(/<script\b(?![^>]*application\/(ld\+)?json)/gi) ?? []).length;
const jsonLdBlocks = (html) =>
  [...html.matchAll(/<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);

/** Server-rendered HTML: no 5xx, one title, no script beyond the shell's own, data blocks that cannot close their element. */
export function htmlProblems(response, baselineScripts) {
  const problems = [];
  if (response.status >= 500) problems.push(`HTTP ${response.status}`);
  const leak = leakIn(response.text);
  if (leak) problems.push(`fuite (${leak}) : ${clip(response.text)}`);
  if (response.status !== 200 && response.status !== 404) return problems;
  const type = String(response.headers['content-type']);
  // Paths that look like files answer a plain-text 404, not the app.
  if (response.status === 404 && type.startsWith('text/plain')) return problems;
  if (!type.startsWith('text/html')) return [...problems, 'pas du HTML'];
  const html = response.text;
  if ((html.match(/<title>/g) ?? []).length !== 1) problems.push('il faut exactement un <title>');
  if (scriptCount(html) !== baselineScripts)
    problems.push(`${scriptCount(html)} scripts au lieu de ${baselineScripts}`);
  for (const block of jsonLdBlocks(html)) {
    if (block.includes('<')) problems.push('« < » non échappé dans un bloc de données JSON');
    if (json(block) === undefined) problems.push('bloc de données JSON illisible');
  }
  return problems;
}

/** The page of a stored realisation: its text appears escaped, equal to what was stored, and nowhere as markup. */
export function realisationPageProblems(response, stored, { brandName, centreNames }, baselineScripts) {
  const problems = htmlProblems(response, baselineScripts);
  if (response.status !== 200) return [...problems, `page de la réalisation : HTTP ${response.status}`];
  const html = response.text;
  const vehicle = [stored.vehicle.brand, stored.vehicle.model, stored.vehicle.year].filter(Boolean).join(' ');
  // A job's page names the job's own centre.
  const title = `${stored.title} à ${centreNames.get(stored.centre)} | ${brandName}`.toWellFormed();
  const description = (stored.description || `${vehicle} : ${stored.modifications.join(', ')}`)
    .slice(0, 300)
    .toWellFormed();
  const titleText = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (titleText === undefined || unescapeHtml(titleText) !== title) problems.push(`<title> : ${clip(titleText)}`);
  const meta = (attribute, name) => {
    const found = [...html.matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`, 'g'))];
    return found.length === 1 ? unescapeHtml(found[0][1]) : undefined;
  };
  if (meta('name', 'description') !== description)
    problems.push(`meta description : ${clip(meta('name', 'description'))}`);
  if (meta('property', 'og:title') !== title) problems.push('og:title différent du titre');
  if (meta('property', 'og:description') !== description) problems.push('og:description différente');
  const article = jsonLdBlocks(html)
    .map(json)
    .find((d) => d?.['@type'] === 'Article');
  if (!article) problems.push('JSON-LD Article absent');
  else {
    if (article.headline !== stored.title.toWellFormed()) problems.push(`JSON-LD headline : ${clip(article.headline)}`);
    if (article.description !== stored.description.toWellFormed()) problems.push('JSON-LD description différente');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// The context of a run: the gateway, an admin session, reference data, a pool of stored photos.

/**
 * Signs in, reads the reference data the generators draw from (centres, services, catalogue paths) and uploads a
 * few photos for the forms' galleries. `state` follows the realisations the run created, for the consistency check.
 */
export async function createFuzzContext({ baseUrl, admin }) {
  const ctx = {
    baseUrl,
    admin,
    state: { ids: [], galleries: new Map(), trashed: new Set() },
    token: null,
    photos: [],
  };
  ctx.signIn = async () => {
    for (let attempt = 0; ; attempt++) {
      const response = await send(baseUrl, {
        method: 'POST',
        path: '/api/admin/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify(admin),
      });
      const token = json(response.text)?.data?.token;
      if (token) return token;
      // Fuzzed sign-ins may lock the account for a moment (the fuzz gateway keeps lockouts short).
      if (response.status !== 429 || attempt > 20)
        throw new Error(`sign-in failed: ${response.status} ${response.text}`);
      await new Promise((r) => setTimeout(r, 1000 * Number(response.headers['retry-after'] ?? 1)));
    }
  };
  ctx.token = await ctx.signIn();
  ctx.gql = async (query, variables, token = ctx.token) => {
    const response = await send(baseUrl, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return json(response.text);
  };
  const reference = await ctx.gql(
    '{ site { brandName } centres { id name } services { slug } franchise { brochureUrl } }',
  );
  ctx.brandName = reference.data.site.brandName;
  ctx.centreNames = new Map(reference.data.centres.map((c) => [c.id, c.name]));
  ctx.centres = reference.data.centres.map((c) => c.id);
  ctx.services = reference.data.services.map((s) => s.slug);
  ctx.brochureId = reference.data.franchise.brochureUrl.split('/').pop();
  ctx.catalogue = await cataloguePaths(baseUrl);
  const home = await send(baseUrl, { path: '/', headers: { accept: 'text/html' } });
  ctx.baselineScripts = home.status === 200 ? scriptCount(home.text) : null;

  /** Stored photos for galleries; a photo released by a delete is replaced by a new upload. */
  ctx.photoPool = async () => {
    const alive = [];
    for (const url of ctx.photos) {
      const head = await send(baseUrl, { method: 'HEAD', path: url });
      if (head.status === 200) alive.push(url);
    }
    while (alive.length < 4) {
      const file = FIXTURES.photos[alive.length % FIXTURES.photos.length];
      const boundary = 'fuzzpool';
      const response = await send(baseUrl, {
        method: 'POST',
        path: '/api/admin/upload/image',
        headers: { authorization: `Basic ${ctx.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: multipartBody({ boundary, parts: [{ name: 'image', filename: file.name, data: file.bytes }] }),
      });
      const url = json(response.text)?.data?.url;
      if (!url) throw new Error(`pool upload failed: ${response.status} ${response.text}`);
      alive.push(url);
    }
    ctx.photos = alive;
    return alive;
  };
  /** Keeps the admin list short (it is read back after every write): the oldest realisations go. */
  ctx.housekeep = async (keep = 40) => {
    while (ctx.state.ids.length > keep) {
      const id = ctx.state.ids[0];
      const response = await send(baseUrl, {
        method: 'DELETE',
        path: `/api/admin/realizations/${id}`,
        headers: { authorization: `Basic ${ctx.token}` },
      });
      if (response.status !== 200 && response.status !== 404) throw new Error(`housekeeping: ${response.status}`);
      forget(ctx, id);
    }
  };
  return ctx;
}

const randomIp = () => `10.${rand(256)}.${rand(256)}.${rand(256)}`;
const rand = (n) => Math.floor(Math.random() * n);

/** A few real paths of the catalogue, level by level, so that generators reach the deeper levels. */
async function cataloguePaths(baseUrl) {
  const get = async (p) => json((await send(baseUrl, { path: `/api/vehicles/${p}` })).text)?.data ?? [];
  const paths = { types: (await get('types')).map((t) => t.id), manufacturers: [], models: [], years: [], engines: [] };
  for (const type of paths.types.slice(0, 2)) {
    for (const m of (await get(`${type}/manufacturers`)).slice(0, 3)) {
      paths.manufacturers.push([type, m.slug]);
      for (const model of (await get(`${type}/${m.slug}/models`)).slice(0, 2)) {
        paths.models.push([type, m.slug, model.slug]);
        const years = await get(`${type}/${m.slug}/${model.slug}/years`);
        for (const year of years.slice(0, 1)) {
          paths.years.push([type, m.slug, model.slug, String(year)]);
          for (const engine of (await get(`${type}/${m.slug}/${model.slug}/${year}/engines`)).slice(0, 2))
            paths.engines.push([type, m.slug, model.slug, String(year), engine.slug]);
        }
      }
    }
  }
  return paths;
}

function remember(ctx, id, galleryLength) {
  const key = String(id);
  if (!ctx.state.ids.includes(key)) ctx.state.ids.push(key);
  ctx.state.galleries.set(key, galleryLength);
  ctx.state.trashed.delete(key); // restored
}
/** After an acknowledged delete: the realisation is in the trash now, out of every list. */
function forget(ctx, id) {
  const key = String(Number(String(id).trim()));
  ctx.state.ids = ctx.state.ids.filter((i) => i !== key);
  ctx.state.galleries.delete(key);
  ctx.state.trashed.add(key);
}

// ---------------------------------------------------------------------------------------------------------------
// Authorization headers.

const authArb = (validWeight = 4) =>
  fc.oneof(
    ...(validWeight > 0 ? [{ weight: validWeight, arbitrary: fc.constant('valid') }] : []),
    { weight: 2, arbitrary: fc.constant('none') },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          shortString.map((s) => `Basic ${s}`),
          shortString.map((s) => `Bearer ${s}`),
          shortString,
          fc.constantFrom(
            'Basic',
            'Bearer ',
            `Basic ${'A'.repeat(43)}`,
            `Basic ${Buffer.from('atelier:cle').toString('base64')}`,
            'Basic ../../etc/passwd',
            "Bearer ' OR 1=1 --",
            'Digest username="admin"',
          ),
        )
        .map((header) => ({ header })),
    },
  );

async function authHeaders(ctx, auth) {
  if (auth === 'valid') return { authorization: `Basic ${ctx.token}` };
  if (auth === 'fresh') return { authorization: `Bearer ${await ctx.signIn()}` };
  if (auth && typeof auth === 'object') return { authorization: headerSafe(auth.header) };
  return {};
}
const hasValidAuth = (auth) => auth === 'valid' || auth === 'fresh';

// ---------------------------------------------------------------------------------------------------------------
// The endpoints. Each has an arbitrary of cases; a case is one request (with refs resolved when it runs).

/** A JSON body: a well-shaped value, any JSON, raw text, or (rarely) more than the 1 MB limit. */
const jsonBodyArb = (shaped) =>
  fc.oneof(
    { weight: 6, arbitrary: shaped.map((value) => ({ json: value })) },
    { weight: 2, arbitrary: anyJson.map((value) => ({ json: value })) },
    {
      weight: 2,
      arbitrary: fc.tuple(rawJsonBody, fc.constantFrom(...CONTENT_TYPES)).map(([raw, type]) => ({ raw, type })),
    },
    { weight: 1, arbitrary: oversizeBody.map((raw) => ({ raw, type: 'application/json' })) },
  );

const idSegment = fc.oneof({ weight: 3, arbitrary: idRef() }, { weight: 2, arbitrary: hostileSegment });
const rest = (name, arbitrary, options = {}) => ({ name, kind: 'rest', arbitrary, ...options });
const gqlEndpoint = (name, arbitrary, options = {}) => ({ name, kind: 'graphql', arbitrary, ...options });

/** GraphQL variables: well-typed hostile values most of the time, any JSON sometimes, or missing. */
const variable = (typed) =>
  fc.oneof(
    { weight: 6, arbitrary: typed },
    { weight: 2, arbitrary: wrongValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const optionalVariable = (typed) => fc.oneof(variable(typed), fc.constant(null));

const contactInput = (centres) =>
  fc.record(
    {
      name: fc.oneof(shortString, fc.constantFrom('Jean Dupont', 'Zoé')),
      email: fc.option(fc.oneof(shortString, fc.emailAddress(), fc.constant('a@b.fr\u0000')), { nil: undefined }),
      phone: fc.option(fc.oneof(shortString, fc.constantFrom('06 12 34 56 78', '+33612345678', '0612345678\u0000')), {
        nil: undefined,
      }),
      vehicle: fc.option(nastyString, { nil: undefined }),
      message: fc.oneof(nastyString, fc.constant('Bonjour, je voudrais un devis pour ma voiture.')),
      centre: fc.option(fc.oneof(fc.constantFrom(...centres), shortString), { nil: undefined }),
      consent: fc.oneof(fc.constant(true), fc.boolean()),
      website: fc.option(fc.oneof(fc.constant(''), shortString), { nil: undefined }),
    },
    { requiredKeys: ['name', 'message', 'consent'] },
  );

const ADMIN_REALISATION_FIELDS = `id slug centre title description type status date featured sortOrder updatedAt
  vehicle { brand model year engine } gains { powerBefore powerAfter torqueBefore torqueAfter } modifications
  gallery { url alt isPrimary sortOrder type } mediaUrl thumbnailUrl`;
const SAVE_RESULT = `__typename ... on AdminRealisation { ${ADMIN_REALISATION_FIELDS} } ... on RealisationInvalid { message field }`;

/** Every endpoint of the REST adapter and every operation of the GraphQL schema, with its generator. */
export function fuzzEndpoints(ctx) {
  const { centres, catalogue } = ctx;
  const centreArb = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...centres) },
    { weight: 3, arbitrary: shortString },
  );
  const realPaths = [
    catalogue.types.map((t) => [t]),
    catalogue.manufacturers,
    catalogue.models,
    catalogue.years,
    catalogue.engines,
  ];
  /** `depth` levels of a real catalogue path, the first `keep` kept and the others hostile. */
  const levels = (depth, hostile) =>
    fc
      .tuple(
        realPaths[depth - 1].length ? fc.constantFrom(...realPaths[depth - 1]) : fc.constant(null),
        fc.array(hostile, { minLength: depth, maxLength: depth }),
        fc.nat({ max: depth }),
      )
      .map(([good, bad, keep]) => ({ good, bad, keep }));
  const vehiclePath = (depth) =>
    levels(depth, hostileSegment).map(({ good, bad, keep }) =>
      good ? [...good.slice(0, keep).map(segment), ...bad.slice(keep)] : bad,
    );
  const gqlVehicle = (depth) =>
    fc.tuple(levels(depth, variable(nastyString)), variable(int32)).map(([{ good, bad, keep }, year]) => {
      const vars = {};
      ['type', 'manufacturer', 'model', 'year', 'engine'].slice(0, depth).forEach((name, i) => {
        const value = good && i < keep ? good[i] : name === 'year' ? year : bad[i];
        if (value !== undefined) vars[name] = name === 'year' && good && i < keep ? Number(value) : value;
      });
      return vars;
    });

  const vehicleDocs = {
    manufacturers: ['query ($type: String!) { manufacturers(type: $type) { slug name modelCount } }', 1],
    models: [
      'query ($type: String!, $manufacturer: String!) { models(type: $type, manufacturer: $manufacturer) { slug name yearFrom yearTo engineCount } }',
      2,
    ],
    years: [
      'query ($type: String!, $manufacturer: String!, $model: String!) { years(type: $type, manufacturer: $manufacturer, model: $model) }',
      3,
    ],
    engines: [
      'query ($type: String!, $manufacturer: String!, $model: String!, $year: Int!) { engines(type: $type, manufacturer: $manufacturer, model: $model, year: $year) { slug name powerHp stages { stage powerHp } } }',
      4,
    ],
    engine: [
      'query ($type: String!, $manufacturer: String!, $model: String!, $year: Int!, $engine: String!) { engine(type: $type, manufacturer: $manufacturer, model: $model, year: $year, engine: $engine) { slug name fuelLabel stages { stage powerGainPercent } } }',
      5,
    ],
  };

  /** A GraphQL case: a fixed document, generated variables, an Authorization header. */
  const op = (document, variablesArb, options = {}) =>
    fc
      .record({
        variables: variablesArb,
        auth: authArb(options.validAuth ?? 1),
        forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.ipV6(), shortString), { nil: undefined }),
      })
      .map(({ variables, auth, forwardedFor }) => ({
        method: 'POST',
        path: '/graphql',
        auth,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': headerSafe(forwardedFor) },
        body: { json: { query: document, variables } },
        ...(options.admin ? { admin: true } : {}),
      }));

  const noVariables = fc.oneof(
    fc.constant({}),
    anyJson.filter((v) => v && typeof v === 'object' && !Array.isArray(v)),
  );
  const record = (shape) => fc.record(shape, { requiredKeys: [] });
  const validInput = (style) => validForm(style, centres);

  const endpoints = [
    // ---- REST, public
    rest(
      'GET /api/health',
      fc
        .record({ query: queryString(['verbose', 'x']), auth: authArb(1) })
        .map(({ query, auth }) => ({ path: `/api/health${query}`, auth })),
    ),
    rest(
      'GET /api/realizations',
      queryString(['limit', 'offset']).map((query) => ({ path: `/api/realizations${query}` })),
    ),
    rest(
      'GET /api/realizations/center/:center',
      fc
        .tuple(fc.oneof(centreArb.map(segment), hostileSegment), queryString(['limit', 'offset']))
        .map(([centre, query]) => ({ path: `/api/realizations/center/${centre}${query}` })),
    ),
    rest(
      'GET /api/vehicles/types',
      queryString(['type', 'x']).map((query) => ({ path: `/api/vehicles/types${query}` })),
    ),
    ...[
      [1, ':type/manufacturers', 'manufacturers'],
      [2, ':type/:manufacturer/models', 'models'],
      [3, ':type/:manufacturer/:model/years', 'years'],
      [4, ':type/:manufacturer/:model/:year/engines', 'engines'],
      [5, ':type/:manufacturer/:model/:year/:engine', null],
    ].map(([depth, name, last]) =>
      rest(
        `GET /api/vehicles/${name}`,
        vehiclePath(depth).map((segments) => ({
          path: `/api/vehicles/${[...segments, ...(last ? [last] : [])].join('/')}`,
        })),
        depth === 2
          ? { examples: [{ path: '/api/vehicles/car/%00/models' }, { path: '/api/vehicles/car/volkswagen%00/models' }] }
          : {},
      ),
    ),
    rest(
      'GET /api/brochure/:id',
      fc
        .oneof({ weight: 1, arbitrary: fc.constant(segment(ctx.brochureId)) }, { weight: 6, arbitrary: hostileSegment })
        .map((id) => ({ path: `/api/brochure/${id}` })),
      { pdf: true },
    ),
    rest(
      'ANY /api/* (unknown paths and methods)',
      fc
        .tuple(
          fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'TRACE'),
          fc.array(
            fc.oneof(
              hostileSegment,
              fc.constantFrom('health', 'realizations', 'admin', 'vehicles', 'brochure', 'upload'),
            ),
            { minLength: 1, maxLength: 5 },
          ),
          fc.option(jsonBodyArb(anyJson), { nil: undefined }),
        )
        .map(([method, segments, body]) => ({
          method,
          path: `/api/${segments.join('/')}`,
          ...(method === 'GET' || method === 'TRACE' ? {} : { body }),
        })),
    ),

    // ---- REST, admin
    rest(
      'POST /api/admin/login',
      fc
        .record({
          body: jsonBodyArb(
            record({
              username: fc.oneof(
                shortString,
                fc.constantFrom('', ' ', 'admin', 'atelier\u0000', 'ATELIER ', "atelier' --"),
              ),
              password: fc.oneof(shortString, hugeString(2000), fc.constant('')),
              extra: anyJson,
            }).map(({ username, password, extra }) => ({
              username,
              password,
              ...(extra === undefined ? {} : { extra }),
            })),
          ),
          forwardedFor: fc.oneof(fc.ipV4(), fc.ipV6(), shortString),
        })
        .map(({ body, forwardedFor }) => ({
          method: 'POST',
          path: '/api/admin/login',
          headers: { 'x-forwarded-for': headerSafe(forwardedFor) },
          body,
        })),
      {
        login: true,
        examples: [
          { method: 'POST', path: '/api/admin/login', body: { json: { username: 'a\u0000b', password: 'x' } } },
          {
            method: 'POST',
            path: '/api/admin/login',
            body: { json: { username: ctx.admin.username, password: ctx.admin.password } },
          },
          { method: 'POST', path: '/api/admin/login', body: { json: [ctx.admin.username, ctx.admin.password] } },
        ],
      },
    ),
    rest(
      'GET /api/admin/status',
      authArb(2).map((auth) => ({ path: '/api/admin/status', auth })),
      { admin: true },
    ),
    rest(
      'POST /api/admin/logout',
      fc
        .record({
          auth: fc.oneof(authArb(0), fc.constant('fresh')),
          body: fc.option(jsonBodyArb(anyJson), { nil: undefined }),
        })
        .map(({ auth, body }) => ({ method: 'POST', path: '/api/admin/logout', auth, body })),
      { admin: true },
    ),
    rest(
      'GET /api/admin/realizations',
      fc
        .record({
          query: queryString(
            ['centre', 'status'],
            fc.oneof(shortString, fc.constantFrom(...centres, 'active', 'inactive', ' active ')),
          ),
          auth: authArb(),
        })
        .map(({ query, auth }) => ({ path: `/api/admin/realizations${query}`, auth })),
      { admin: true },
    ),
    rest(
      'POST /api/admin/realizations',
      fc.oneof(
        {
          weight: 3,
          arbitrary: validInput('rest').map((form) => ({
            method: 'POST',
            path: '/api/admin/realizations',
            auth: 'valid',
            body: { json: form },
            roundTrip: { style: 'rest', mustSucceed: true },
          })),
        },
        {
          weight: 4,
          arbitrary: fc
            .record({ body: jsonBodyArb(brokenForm('rest', centres)), auth: authArb() })
            .map(({ body, auth }) => ({ method: 'POST', path: '/api/admin/realizations', auth, body })),
        },
      ),
      { admin: true, writes: true },
    ),
    rest(
      'PUT /api/admin/realizations/:id',
      fc
        .record({
          id: idSegment,
          auth: authArb(),
          body: fc.oneof(
            { weight: 3, arbitrary: validInput('rest').map((form) => ({ json: form, valid: true })) },
            { weight: 4, arbitrary: jsonBodyArb(brokenForm('rest', centres)) },
          ),
        })
        .map(({ id, auth, body }) => ({
          method: 'PUT',
          path: ['/api/admin/realizations/', id],
          auth,
          body,
          ...(body.valid && auth === 'valid' ? { roundTrip: { style: 'rest' } } : {}),
        })),
      { admin: true, writes: true },
    ),
    rest(
      'PATCH /api/admin/realizations/:id/status',
      fc
        .record({
          id: idSegment,
          auth: authArb(),
          body: jsonBodyArb(
            fc.record({
              status: fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom('active', 'inactive') },
                { weight: 2, arbitrary: fc.oneof(fc.constantFrom('ACTIVE', ' active'), wrongValue) },
              ),
            }),
          ),
        })
        .map(({ id, auth, body }) => ({
          method: 'PATCH',
          path: ['/api/admin/realizations/', id, '/status'],
          auth,
          body,
        })),
      { admin: true, writes: true },
    ),
    rest(
      'PATCH /api/admin/realizations/:id/featured',
      fc
        .record({
          id: idSegment,
          auth: authArb(),
          body: jsonBodyArb(
            fc.record({
              featured: fc.oneof({ weight: 3, arbitrary: fc.boolean() }, { weight: 2, arbitrary: wrongValue }),
            }),
          ),
        })
        .map(({ id, auth, body }) => ({
          method: 'PATCH',
          path: ['/api/admin/realizations/', id, '/featured'],
          auth,
          body,
        })),
      { admin: true, writes: true },
    ),
    rest(
      'DELETE /api/admin/realizations/:id',
      fc
        .record({ id: idSegment, auth: authArb() })
        .map(({ id, auth }) => ({ method: 'DELETE', path: ['/api/admin/realizations/', id], auth })),
      { admin: true, writes: true },
    ),
    ...['image', 'media'].map((field) =>
      rest(`POST /api/admin/upload/${field}`, uploadCase(`/api/admin/upload/${field}`, field), {
        admin: true,
        upload: true,
      }),
    ),

    // ---- GraphQL, public
    gqlEndpoint(
      'query site',
      op('query Site { site { brandName legalName contactEmail subscriberPortalUrl cacheKeyPrefix } }', noVariables),
    ),
    gqlEndpoint(
      'query centres',
      op(
        '{ centres { id name address phone coordinates { lat lng } openingHours { day opens closes } } }',
        noVariables,
      ),
    ),
    gqlEndpoint(
      'query centre',
      op('query ($id: ID!) { centre(id: $id) { id name address serviceNote } }', record({ id: variable(centreArb) })),
    ),
    gqlEndpoint(
      'query services',
      op('{ services { id slug name price { from to unit } faq { question } } }', noVariables),
    ),
    gqlEndpoint(
      'query service',
      op(
        'query ($slug: String!) { service(slug: $slug) { slug name seo { title } } }',
        record({ slug: variable(fc.oneof(fc.constantFrom(...ctx.services), shortString)) }),
      ),
    ),
    gqlEndpoint(
      'query franchise',
      op('{ franchise { brochureUrl manualProcessing network { label value } } }', noVariables),
    ),
    gqlEndpoint(
      'query legalDocument',
      op(
        'query ($slug: String!) { legalDocument(slug: $slug) { title updated sections { title paragraphs } } }',
        record({
          slug: variable(fc.oneof(fc.constantFrom('mentions-legales', 'confidentialite', 'conditions'), shortString)),
        }),
      ),
    ),
    gqlEndpoint('query vehicleTypes', op('{ vehicleTypes { id label } }', noVariables)),
    ...Object.entries(vehicleDocs).map(([name, [document, depth]]) =>
      gqlEndpoint(`query ${name}`, op(document, gqlVehicle(depth))),
    ),
    gqlEndpoint(
      'query vehicleTrail',
      op(
        'query ($type: String, $manufacturer: String, $model: String, $year: String, $engine: String) { vehicleTrail(type: $type, manufacturer: $manufacturer, model: $model, year: $year, engine: $engine) { invalid year type { id } manufacturer { slug } model { slug } engine { slug } } }',
        gqlVehicle(5).map((vars) => ({ ...vars, year: typeof vars.year === 'number' ? String(vars.year) : vars.year })),
      ),
    ),
    gqlEndpoint(
      'query realisations',
      op(
        'query ($first: Int, $centre: ID, $type: String, $after: String, $brand: String, $model: String) { realisations(first: $first, centre: $centre, type: $type, after: $after, brand: $brand, model: $model) { nodes { id title slug gallery { url } } pageInfo { endCursor hasNextPage } } }',
        record({
          first: optionalVariable(int32),
          centre: optionalVariable(centreArb),
          type: optionalVariable(fc.oneof(fc.constantFrom('photo', 'video'), shortString)),
          after: optionalVariable(fc.oneof(shortString, cursorArb)),
          brand: optionalVariable(shortString),
          model: optionalVariable(shortString),
        }),
      ),
      {
        examples: [
          gqlCase('query ($after: String) { realisations(after: $after) { nodes { id } } }', {
            after: cursor([true, 1, '2024-99-99', 1]),
          }),
          gqlCase('query ($after: String) { realisations(after: $after) { nodes { id } } }', {
            after: cursor([false, 1e20, '2024-01-01', 1]),
          }),
          gqlCase('query ($c: ID) { realisations(centre: $c) { nodes { id } } }', { c: 'nice\u0000' }),
        ],
      },
    ),
    gqlEndpoint(
      'query realisation',
      op(
        'query ($id: ID!) { realisation(id: $id) { id title description gallery { url alt } } }',
        record({ id: variable(fc.oneof(idRef(), shortString, edgeNumber.map(String))) }),
      ),
    ),
    gqlEndpoint(
      'mutation submitContactRequest',
      op(
        'mutation ($input: ContactRequestInput!) { submitContactRequest(input: $input) { __typename ... on ContactRequestAccepted { id } ... on ContactRequestInvalid { fieldErrors { field message } } ... on ContactRequestRateLimited { message } } }',
        record({ input: variable(contactInput(centres)) }),
      ),
      {
        examples: [
          gqlCase('mutation ($i: ContactRequestInput!) { submitContactRequest(input: $i) { __typename } }', {
            i: { name: 'ab\u0000c', phone: '0612345678', message: 'Bonjour, un devis svp.', consent: true },
          }),
        ],
      },
    ),

    // ---- GraphQL, admin
    gqlEndpoint(
      'mutation adminLogin',
      op(
        'mutation ($username: String!, $password: String!) { adminLogin(username: $username, password: $password) { __typename ... on AdminSession { username expiresAt } ... on AdminLoginRejected { message retryAfterSeconds } } }',
        record({
          username: variable(fc.oneof(shortString, fc.constantFrom('', 'admin', 'atelier\u0000'))),
          password: variable(fc.oneof(shortString, hugeString(5000))),
        }),
      ),
    ),
    gqlEndpoint('query adminMe', op('{ adminMe { username loginTime } }', noVariables, { validAuth: 2, admin: true })),
    gqlEndpoint(
      'mutation adminLogout',
      fc
        .tuple(op('mutation { adminLogout }', noVariables, { validAuth: 0, admin: true }), fc.boolean())
        .map(([c, fresh]) => (fresh ? { ...c, auth: 'fresh' } : c)),
    ),
    gqlEndpoint(
      'query adminRealisations',
      op(
        `query ($centre: ID, $status: String) { adminRealisations(centre: $centre, status: $status) { ${ADMIN_REALISATION_FIELDS} } }`,
        record({
          centre: optionalVariable(centreArb),
          status: optionalVariable(fc.oneof(fc.constantFrom('active', 'inactive'), shortString)),
        }),
        { validAuth: 3, admin: true },
      ),
    ),
    gqlEndpoint(
      'mutation createRealisation',
      fc.oneof(
        {
          weight: 3,
          arbitrary: validInput('gql').map((input) => ({
            method: 'POST',
            path: '/graphql',
            auth: 'valid',
            body: {
              json: {
                query: `mutation ($input: RealisationInput!) { createRealisation(input: $input) { ${SAVE_RESULT} } }`,
                variables: { input },
              },
            },
            roundTrip: { style: 'gql', mustSucceed: true },
            admin: true,
          })),
        },
        {
          weight: 4,
          arbitrary: op(
            `mutation ($input: RealisationInput!) { createRealisation(input: $input) { ${SAVE_RESULT} } }`,
            record({ input: variable(brokenForm('gql', centres)) }),
            { validAuth: 3, admin: true },
          ),
        },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation updateRealisation',
      fc
        .tuple(
          op(
            `mutation ($id: ID!, $input: RealisationInput!) { updateRealisation(id: $id, input: $input) { ${SAVE_RESULT} } }`,
            record({ id: variable(fc.oneof(idRef(), shortString)) }),
            { validAuth: 3, admin: true },
          ),
          fc.oneof(
            validInput('gql').map((input) => ({ input, valid: true })),
            variable(brokenForm('gql', centres)).map((input) => ({ input })),
          ),
        )
        .map(([c, { input, valid }]) => ({
          ...c,
          body: { json: { ...c.body.json, variables: { ...c.body.json.variables, input } } },
          ...(valid && c.auth === 'valid' ? { roundTrip: { style: 'gql' } } : {}),
        })),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation deleteRealisation',
      op(
        'mutation ($id: ID!) { deleteRealisation(id: $id) }',
        record({ id: variable(fc.oneof(idRef(), shortString, edgeNumber.map(String))) }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation restoreRealisation',
      op(
        'mutation ($id: ID!) { restoreRealisation(id: $id) { id gallery { url } } }',
        record({ id: variable(fc.oneof(trashedRef, idRef(), shortString, edgeNumber.map(String))) }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation purgeRealisation',
      op(
        'mutation ($id: ID!) { purgeRealisation(id: $id) }',
        record({ id: variable(fc.oneof(trashedRef, idRef(), shortString, edgeNumber.map(String))) }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation setRealisationStatus',
      op(
        'mutation ($id: ID!, $status: String!) { setRealisationStatus(id: $id, status: $status) { id status gallery { url } } }',
        record({
          id: variable(fc.oneof(idRef(), shortString)),
          status: variable(fc.oneof(fc.constantFrom('active', 'inactive'), shortString)),
        }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation setRealisationFeatured',
      op(
        'mutation ($id: ID!, $featured: Boolean!) { setRealisationFeatured(id: $id, featured: $featured) { id featured gallery { url } } }',
        record({ id: variable(fc.oneof(idRef(), shortString)), featured: variable(fc.boolean()) }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint(
      'mutation reorderRealisations',
      op(
        'mutation ($ids: [ID!]!) { reorderRealisations(ids: $ids) }',
        record({ ids: variable(fc.array(fc.oneof(idRef(), shortString, edgeNumber.map(String)), { maxLength: 6 })) }),
        { validAuth: 3, admin: true },
      ),
      { writes: true },
    ),
    gqlEndpoint('mutation uploadMedia (multipart)', graphqlUploadCase(), { admin: true, upload: true }),
    gqlEndpoint(
      'query adminContactRequests',
      op(
        'query ($first: Int) { adminContactRequests(first: $first) { id name email message centre } }',
        record({ first: optionalVariable(int32) }),
        { validAuth: 3, admin: true },
      ),
    ),
    gqlEndpoint(
      'query adminContactRequests (search, filters)',
      op(
        'query ($search: String, $status: ContactRequestStatus, $centre: ID, $unassigned: Boolean) { adminContactRequests(search: $search, status: $status, centre: $centre, unassigned: $unassigned) { id status quote { vehicle } notes { body } } }',
        record({
          search: optionalVariable(nastyString),
          status: optionalVariable(fc.oneof(fc.constantFrom('NEW', 'IN_PROGRESS', 'DONE', 'ARCHIVED'), shortString)),
          centre: optionalVariable(fc.oneof(fc.constantFrom('nice', 'montpellier'), shortString)),
          unassigned: optionalVariable(fc.oneof(fc.boolean(), wrongValue)),
        }),
        { validAuth: 3, admin: true },
      ),
    ),
    gqlEndpoint(
      'query adminContactRequestsCsv',
      op(
        'query ($search: String, $centre: ID) { adminContactRequestsCsv(search: $search, centre: $centre) }',
        record({ search: optionalVariable(nastyString), centre: optionalVariable(shortString) }),
        { validAuth: 3, admin: true },
      ),
    ),
    gqlEndpoint(
      'query adminOutbox',
      op(
        'query ($statuses: [String!], $first: Int) { adminOutbox(statuses: $statuses, first: $first) { id status } }',
        record({
          statuses: optionalVariable(fc.array(fc.oneof(fc.constantFrom('pending', 'sent', 'failed'), shortString))),
          first: optionalVariable(int32),
        }),
        { validAuth: 3, admin: true },
      ),
    ),
    gqlEndpoint(
      'query adminAudit',
      op(
        'query ($first: Int) { adminAudit(first: $first) { id action summary username realisationId } }',
        record({ first: optionalVariable(int32) }),
        { validAuth: 3, admin: true },
      ),
    ),

    // ---- GraphQL, arbitrary requests
    gqlEndpoint('POST /graphql (raw bodies)', rawGraphqlCase()),
    gqlEndpoint(
      'GET /graphql (raw queries)',
      fc
        .record({
          query: fc.oneof(
            shortString,
            fc.constantFrom('{ site { brandName } }', 'mutation { adminLogout }', '{ __schema { types { name } } }'),
          ),
          variables: fc.option(
            fc.oneof(
              shortString,
              anyJson.map((v) => JSON.stringify(v)),
            ),
            { nil: undefined },
          ),
          preflight: fc.boolean(),
        })
        .map(({ query, variables, preflight }) => ({
          path: `/graphql?query=${segment(query)}${variables === undefined ? '' : `&variables=${segment(variables)}`}`,
          headers: { accept: 'application/json', ...(preflight ? { 'apollo-require-preflight': 'true' } : {}) },
        })),
    ),
  ];
  if (ctx.baselineScripts !== null) {
    endpoints.push({
      name: 'GET /realisations/:id-:slug and other pages (HTML)',
      kind: 'html',
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              'realisations',
              'reprogrammation',
              ...centres.map((c) => `${c}/realisations`),
              `${centres[0]}/services`,
              'mentions-legales',
            ),
            fc.constantFrom(...PAYLOADS.names, ...PAYLOADS.names.map((name) => `${centres[0]}/${name}`)),
          ),
          fc.oneof(
            idRef().map((ref) => [ref, '-', 'x']),
            fc.array(hostileSegment, { minLength: 1, maxLength: 5 }).map((s) => [s.join('/')]),
          ),
        )
        .map(([section, rest]) => ({ path: ['/', section, '/', ...rest], headers: { accept: 'text/html' } })),
    });
  }
  // An answer may echo what it was sent: cases whose own text looks like a leak would be false alarms.
  return endpoints.map((e) => ({ ...e, arbitrary: e.arbitrary.filter((c) => !leakIn(caseText(c))) }));
}

const caseText = (c) =>
  JSON.stringify(c, (_, v) => (v?.type === 'Buffer' ? '' : v instanceof Ref ? String(v) : v)) ?? '';

/** A base64url pagination cursor of any content. */
export const cursor = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const cursorArb = fc
  .tuple(
    fc.oneof(fc.boolean(), wrongValue),
    fc.oneof(int32, edgeNumber),
    fc.oneof(isoDate, fc.constantFrom('2024-99-99', '2024-02-30', '0000-00-00', '9999-12-31'), shortString),
    fc.oneof(int32, edgeNumber),
  )
  .map((tuple) => cursor(tuple));

const gqlCase = (query, variables, auth = 'none') => ({
  method: 'POST',
  path: '/graphql',
  auth,
  body: { json: { query, variables } },
});

/** REST uploads: multipart bodies with random bytes, names, fields, part types, broken framing. */
function uploadCase(apiPath, field) {
  return fc
    .record({
      auth: authArb(4),
      boundary: fc.oneof(
        { weight: 4, arbitrary: fc.constant('----fuzzboundary') },
        { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/) },
      ),
      declared: fc.constantFrom('same', 'same', 'same', 'same', 'none', 'other'),
      parts: fc.array(
        fc.record({
          name: fc.oneof(
            { weight: 4, arbitrary: fc.constant(field) },
            { weight: 1, arbitrary: fc.constantFrom('image', 'media', 'file', '') },
            { weight: 1, arbitrary: shortString.map((s) => s.replace(/[\r\n"]/g, '')) },
          ),
          filename: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('photo.jpg', 'IMG_0042.HEIC', 'vidéo 🚗.mp4', 'a') },
            { weight: 2, arbitrary: fileName },
            { weight: 1, arbitrary: fc.constant(undefined) },
          ),
          contentType: fc.option(
            fc.constantFrom(
              'image/jpeg',
              'video/mp4',
              'text/html',
              'image/svg+xml',
              'application/octet-stream',
              'application/x-php',
            ),
            { nil: undefined },
          ),
          data: fc.oneof(
            { weight: 2, arbitrary: fileBytes },
            { weight: 1, arbitrary: fc.constantFrom(...ALL_FIXTURES).map((f) => f.bytes) },
            { weight: 1, arbitrary: fc.constantFrom(...FIXTURES.photos).map((f) => f.bytes) },
          ),
        }),
        { minLength: 1, maxLength: 3 },
      ),
      breakage: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'truncate', 'no-end', 'garbage'),
    })
    .map(({ auth, boundary, declared, parts, breakage }) => ({
      method: 'POST',
      path: apiPath,
      auth,
      headers: {
        'content-type':
          declared === 'same'
            ? `multipart/form-data; boundary=${boundary}`
            : declared === 'none'
              ? 'multipart/form-data'
              : 'multipart/form-data; boundary=autre',
      },
      body: { multipart: { boundary, parts, breakage } },
    }));
}

/** GraphQL multipart requests (the upload spec): operations and map of any shape, random files. */
function graphqlUploadCase() {
  const document = 'mutation ($file: Upload!) { uploadMedia(file: $file) { url thumbnailUrl type } }';
  return fc
    .record({
      auth: authArb(4),
      operations: fc.oneof(
        { weight: 4, arbitrary: fc.constant(JSON.stringify({ query: document, variables: { file: null } })) },
        { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
        {
          weight: 1,
          arbitrary: fc.constant(JSON.stringify({ query: document, variables: { file: 'pas-un-fichier' } })),
        },
        { weight: 1, arbitrary: shortString },
      ),
      map: fc.oneof(
        { weight: 4, arbitrary: fc.constant(JSON.stringify({ 0: ['variables.file'] })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            JSON.stringify({ 0: ['variables.x.y'] }),
            JSON.stringify({ 0: ['__proto__.polluted'] }),
            JSON.stringify({ 0: ['variables.file'], 1: ['variables.file'] }),
            JSON.stringify({ 0: 'variables.file' }),
            JSON.stringify([]),
            '{',
          ),
        },
        { weight: 1, arbitrary: anyJson.map((v) => JSON.stringify(v)) },
      ),
      file: fileBytes,
      filename: fileName,
    })
    .map(({ auth, operations, map, file, filename }) => ({
      method: 'POST',
      path: '/graphql',
      auth,
      headers: { 'content-type': 'multipart/form-data; boundary=gqlfuzz', 'apollo-require-preflight': 'true' },
      body: {
        multipart: {
          boundary: 'gqlfuzz',
          parts: [
            { name: 'operations', data: operations },
            { name: 'map', data: map },
            { name: '0', filename: filename.replace(/[\r\n"]/g, ''), data: file },
          ],
        },
      },
    }));
}

/** Anything a client could POST to /graphql: broken documents, wrong envelopes, batches, deep nesting, huge. */
function rawGraphqlCase() {
  const valid = [
    '{ site { brandName } }',
    'query ($id: ID!) { realisation(id: $id) { id } }',
    'mutation { adminLogout }',
    '{ centres { id name } }',
  ];
  const mutated = fc
    .tuple(
      fc.constantFrom(...valid),
      fc.nat(),
      fc.constantFrom('', '{', '}', '(', ')', '$', '"', '\\', '#', '...', '@skip', '\u0000', '🚗'),
    )
    .map(([doc, at, insert]) => doc.slice(0, at % doc.length) + insert + doc.slice((at % doc.length) + 1));
  const deep = fc.integer({ min: 100, max: 20_000 }).map((n) => `{ ${'centres { '.repeat(n)}id${' }'.repeat(n)} }`);
  const aliases = fc
    .integer({ min: 100, max: 5000 })
    .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: site { brandName }`).join(' ')} }`);
  const fragments = fc.constant('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }');
  const envelope = fc.oneof(
    { weight: 3, arbitrary: fc.oneof(shortString, mutated, deep, aliases, fragments).map((query) => ({ query })) },
    {
      weight: 2,
      arbitrary: fc.record({
        query: fc.constantFrom(...valid),
        variables: anyJson,
        operationName: fc.option(shortString, { nil: undefined }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { query: '{ site { brandName } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } },
        { extensions: { persistedQuery: { version: 1, sha256Hash: '../../etc/passwd' } } },
        [{ query: '{ site { brandName } }' }, { query: '{ centres { id } }' }],
        { query: 'query A { site { brandName } } query B { centres { id } }' },
        { query: 'subscription { site { brandName } }' },
        { query: '{ __schema { types { name fields { name } } } }' },
      ),
    },
    { weight: 2, arbitrary: anyJson },
  );
  return fc
    .record({
      body: fc.oneof(
        { weight: 5, arbitrary: envelope.map((value) => ({ json: value })) },
        {
          weight: 2,
          arbitrary: fc.tuple(rawJsonBody, fc.constantFrom(...CONTENT_TYPES)).map(([raw, type]) => ({ raw, type })),
        },
        { weight: 1, arbitrary: oversizeBody.map((raw) => ({ raw, type: 'application/json' })) },
      ),
      accept: fc.constantFrom('application/json', 'application/graphql-response+json', '*/*', 'text/html'),
      auth: authArb(1),
    })
    .map(({ body, accept, auth }) => ({ method: 'POST', path: '/graphql', headers: { accept }, auth, body }));
}

// ---------------------------------------------------------------------------------------------------------------
// Running a case.

const ADMIN_LIST_QUERY = `{ adminRealisations { ${ADMIN_REALISATION_FIELDS} } }`;

/**
 * Sends one case and checks every property that applies: no 5xx, no leak, shaped refusals; for admin writes, the
 * follow-up state (ids, galleries) and, for valid forms, the round trip through the admin list and the public page.
 * Answers the status and the problems found (empty when the case passes).
 */
export async function runCase(ctx, endpoint, rawCase) {
  if (endpoint.writes && ctx.state.ids.length > 40) await ctx.housekeep(30);
  const c = await resolve(ctx, rawCase);
  const headers = { ...(c.headers ?? {}), ...(await authHeaders(ctx, c.auth)) };
  let body;
  let jsonBody = false;
  if (c.body && 'json' in c.body) {
    body = JSON.stringify(c.body.json) ?? 'null';
    headers['content-type'] ??= 'application/json';
    jsonBody = true;
  } else if (c.body?.raw !== undefined) {
    body = c.body.raw;
    if (c.body.type) headers['content-type'] = c.body.type;
    // Other charsets are refused (415) before the size is looked at.
    jsonBody = c.body.type === 'application/json' || c.body.type === 'application/json; charset=utf-8';
  } else if (c.body?.multipart) {
    body = multipartBody(c.body.multipart);
  }
  if (headers.accept === undefined && endpoint.kind !== 'html') headers.accept = 'application/json';
  const path = Array.isArray(c.path) ? c.path.map((s) => (typeof s === 'string' ? s : segment(s))).join('') : c.path;
  const bodyBytes = body === undefined ? 0 : Buffer.byteLength(body);
  const response = await send(ctx.baseUrl, { method: c.method ?? 'GET', path, headers, body });

  let problems;
  if (endpoint.kind === 'html') problems = htmlProblems(response, ctx.baselineScripts);
  else if (endpoint.kind === 'graphql') problems = graphqlProblems(response, { bodyBytes: jsonBody ? bodyBytes : 0 });
  else
    problems = restProblems(response, {
      login: endpoint.login,
      pdf: endpoint.pdf,
      bodyBytes,
      jsonBody,
      method: c.method,
    });

  // A refused multipart upload may close the connection before reading the file (no valid session): allowed.
  if (response.reset && endpoint.upload && !hasValidAuth(c.auth)) problems = [];
  const parsed = json(response.text);
  const ok = response.status >= 200 && response.status < 300;

  // Nothing admin succeeds without a valid session.
  if ((endpoint.admin || c.admin) && !hasValidAuth(c.auth) && ok) {
    if (endpoint.kind === 'rest') problems.push(`accepté sans session valide (${response.status})`);
    else {
      const data = parsed?.data ?? {};
      for (const [name, value] of Object.entries(data))
        if (value !== null && value !== undefined) problems.push(`${name} répond sans session valide`);
    }
  }
  if (ok && parsed) await followUp(ctx, endpoint, c, parsed, problems);
  return { status: response.status, problems, path, reset: !!response.reset };
}

/** After a write: remember what exists now; for valid forms, check the round trip and the public page. */
async function followUp(ctx, endpoint, c, parsed, problems) {
  const record = endpoint.kind === 'rest' ? parsed.data : Object.values(parsed.data ?? {})[0];
  const method = c.method ?? 'GET';
  if (endpoint.kind === 'rest' && endpoint.writes) {
    if (method === 'DELETE') forget(ctx, parsed.data?.id);
    else if (record?.id !== undefined) remember(ctx, record.id, record.gallery?.length ?? 0);
  }
  if (endpoint.kind === 'graphql' && endpoint.writes && record && typeof record === 'object') {
    if (record.id !== undefined && Array.isArray(record.gallery)) remember(ctx, record.id, record.gallery.length);
  }
  if (
    endpoint.kind === 'graphql' &&
    endpoint.name === 'mutation deleteRealisation' &&
    parsed.data?.deleteRealisation === true
  )
    forget(ctx, c.body.json.variables.id);
  if (
    endpoint.kind === 'graphql' &&
    endpoint.name === 'mutation purgeRealisation' &&
    parsed.data?.purgeRealisation === true
  )
    ctx.state.trashed.delete(String(Number(String(c.body.json.variables.id).trim())));

  const trip = c.roundTrip;
  if (!trip) return;
  const form = trip.style === 'rest' ? c.body.json : c.body.json.variables.input;
  const accepted = trip.style === 'rest' ? record : record?.__typename === 'AdminRealisation' ? record : null;
  if (!accepted) {
    if (trip.mustSucceed) problems.push(`formulaire valide refusé : ${clip(JSON.stringify(record ?? parsed), 300)}`);
    return;
  }
  const expected = expectedRealisation(form, trip.style);
  // Read back through the admin list of the same transport.
  let stored;
  if (trip.style === 'rest') {
    const list = await send(ctx.baseUrl, {
      path: '/api/admin/realizations',
      headers: { authorization: `Basic ${ctx.token}` },
    });
    stored = json(list.text)?.data?.find((r) => String(r.id) === String(accepted.id));
  } else {
    stored = (await ctx.gql(ADMIN_LIST_QUERY)).data?.adminRealisations?.find((r) => r.id === String(accepted.id));
  }
  if (!stored) {
    problems.push(`réalisation ${accepted.id} absente de la liste de l’administration`);
    return;
  }
  const shape = storedShape(stored, trip.style);
  problems.push(...compareStored(expected, shape, trip.style).map((p) => `aller-retour ${p}`));
  if (ctx.baselineScripts !== null && shape.status === 'active') {
    const page = await send(ctx.baseUrl, {
      path: `/realisations/${shape.id}-${shape.slug}`,
      headers: { accept: 'text/html' },
    });
    problems.push(...realisationPageProblems(page, shape, ctx, ctx.baselineScripts).map((p) => `page HTML : ${p}`));
  }
}

/** A short, readable form of a case for failure reports (bodies clipped). */
export function describeCase(c) {
  return clip(
    JSON.stringify(c, (_, v) =>
      Buffer.isBuffer(v) || v?.type === 'Buffer'
        ? `<${v.length ?? v.data?.length} octets>`
        : v instanceof Ref
          ? String(v)
          : v,
    ),
    600,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// After a run: the database and the media folder agree with each other and with the acknowledged writes.

/**
 * `query(sql)` runs SQL on the gateway's database; `dataDir` is its DATA_DIR. Every acknowledged realisation exists
 * with the gallery it was saved with (and nothing else exists); every media URL points to a recorded upload whose
 * files are all on disk; every file on disk belongs to a recorded upload; no upload work folder is left behind.
 */
export async function consistencyProblems({ query, dataDir, state }) {
  const problems = [];
  const realisations = await query(
    `SELECT r.id::text AS id, r.media_url AS "mediaUrl", r.thumbnail_url AS "thumbnailUrl",
            (SELECT count(*)::int FROM realisation_gallery_item g WHERE g.realisation_id = r.id) AS gallery,
            r.deleted_at IS NOT NULL AS trashed
       FROM realisation r`,
  );
  // A deleted realisation stays in the trash (its media with it): exactly those acknowledged as deleted are there.
  for (const r of realisations)
    if (r.trashed !== state.trashed.has(r.id))
      problems.push(
        `réalisation ${r.id} ${r.trashed ? 'dans la corbeille sans suppression confirmée' : 'supprimée mais hors de la corbeille'}`,
      );
  const inDb = new Map(realisations.filter((r) => !r.trashed).map((r) => [r.id, r]));
  for (const [id, gallery] of state.galleries) {
    const row = inDb.get(id);
    if (!row) problems.push(`réalisation ${id} confirmée mais absente`);
    else if (row.gallery !== gallery)
      problems.push(`réalisation ${id} : ${row.gallery} éléments de galerie au lieu de ${gallery}`);
  }
  for (const id of inDb.keys()) if (!state.galleries.has(id)) problems.push(`réalisation ${id} jamais confirmée`);

  const uploads = await query('SELECT id, files FROM media_upload');
  const recorded = new Set(uploads.flatMap((u) => u.files));
  const urls = await query(
    `SELECT media_url AS url FROM realisation WHERE media_url IS NOT NULL
     UNION ALL SELECT thumbnail_url FROM realisation WHERE thumbnail_url IS NOT NULL
     UNION ALL SELECT url FROM realisation_gallery_item`,
  );
  for (const { url } of urls) {
    if (!url.startsWith('/uploads/') || !recorded.has(url.slice('/uploads/'.length)))
      problems.push(`média sans enregistrement : ${url}`);
  }
  const onDisk = new Set(await readdir(path.join(dataDir, 'uploads')).catch(() => []));
  for (const file of recorded) if (!onDisk.has(file)) problems.push(`fichier enregistré mais absent : ${file}`);
  for (const file of onDisk) if (!recorded.has(file)) problems.push(`fichier sans enregistrement : ${file}`);
  const work = await readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => []);
  if (work.length) problems.push(`dossiers de travail d’upload restants : ${work.join(', ')}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Counting, for the benchmark's table.

export function newStats() {
  return { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, reset: 0, problems: 0 };
}
export function count(stats, result) {
  stats.cases++;
  if (result.reset) stats.reset++;
  else stats[`${Math.floor(result.status / 100)}xx`] = (stats[`${Math.floor(result.status / 100)}xx`] ?? 0) + 1;
  if (result.problems.length) stats.problems++;
}
