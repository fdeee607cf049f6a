import { pipeline } from 'node:stream/promises';
import express, { Router, type Request, type Response } from 'express';
import { LocalMediaStore } from '../media/local-store.js';
import {
  IMMUTABLE_CACHE_CONTROL,
  RangeNotSatisfiableError,
  mediaContentType,
  type ByteRange,
  type MediaInfo,
  type MediaStore,
} from '../media/media-store.js';

/** File types the site serves from /uploads; anything else (SVG, HTML, scripts) is never served. */
const SERVED = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\.(webp|jpg|mp4|webm)$/;

/** How long browsers and CDNs keep the redirect to MEDIA_PUBLIC_URL: moving the media origin shows within a day. */
const REDIRECT_MAX_AGE_S = 86_400;

const notFound = (res: Response) => res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable');

/**
 * `/uploads`: media with immutable names, cached for a year. A strict CSP and `nosniff` make sure nothing served
 * from here can run as a page. Three ways to answer, by configuration:
 * - the local store's folder, served as static files;
 * - any other store (S3), streamed through the gateway with the same headers, ranges and validators;
 * - with `publicUrl` (a CDN or the bucket's own origin), a redirect there: stored URLs stay `/uploads/<name>`.
 */
export function createUploadsRouter(
  store: MediaStore,
  /** crossOrigin: pages of other origins (CORS_ORIGINS) may show the files. */
  options: { publicUrl?: string; crossOrigin?: boolean } = {},
): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (!SERVED.test(req.path)) {
      notFound(res);
      return;
    }
    res.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    // The browser asks for an <img> or <video> of another page without saying which origin it is for: the policy
    // cannot name CORS_ORIGINS, so with any it lets every origin embed these (public) files.
    res.set('Cross-Origin-Resource-Policy', options.crossOrigin ? 'cross-origin' : 'same-origin');
    next();
  });
  if (options.publicUrl) {
    const base = options.publicUrl;
    router.use((req, res) => {
      res.set('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_S}`);
      res.status(302).location(`${base}${req.path}`).end();
    });
  } else if (store instanceof LocalMediaStore) {
    router.use(
      express.static(store.directory, {
        index: false,
        redirect: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
      }),
    );
  } else {
    router.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        next();
        return;
      }
      streamFromStore(store, req, res).catch(next);
    });
  }
  router.use((_req, res) => {
    notFound(res);
  });
  return router;
}

/** One stored file over HTTP: HEAD, conditional GET (304), one byte range (206, 416), the whole file (200). */
async function streamFromStore(store: MediaStore, req: Request, res: Response): Promise<void> {
  const name = req.path.slice(1);
  const asked = parseRange(req.headers.range);
  // A round trip for the metadata only when the answer depends on it before the bytes are read.
  let info: MediaInfo | null = null;
  if (req.method === 'HEAD' || isConditional(req) || (asked && 'suffix' in asked)) {
    info = await store.stat(name);
    if (!info) {
      notFound(res);
      return;
    }
    setFileHeaders(res, name, info);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    if (req.method === 'HEAD') {
      res.set('Content-Length', String(info.size)).end();
      return;
    }
  }
  let range: ByteRange | undefined;
  if (asked && (!req.headers['if-range'] || req.headers['if-range'] === info?.etag)) {
    range = 'suffix' in asked ? { start: Math.max(0, info!.size - asked.suffix) } : asked;
  }

  let reader;
  try {
    reader = await store.read(name, range);
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    res.status(416).set('Content-Range', `bytes */${error.size}`).end();
    return;
  }
  if (!reader) {
    notFound(res);
    return;
  }
  setFileHeaders(res, name, reader);
  res.set('Content-Length', String(reader.size === 0 ? 0 : reader.end - reader.start + 1));
  if (range) res.status(206).set('Content-Range', `bytes ${reader.start}-${reader.end}/${reader.size}`);
  try {
    await pipeline(reader.body, res);
  } catch (error) {
    // The visitor went away (or the store broke off): nothing more can be said on this response.
    reader.body.destroy();
    if (!res.headersSent) throw error;
    res.destroy();
  }
}

function setFileHeaders(res: Response, name: string, info: MediaInfo) {
  res.set('Content-Type', mediaContentType(name));
  res.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
  res.set('Accept-Ranges', 'bytes');
  if (info.etag) res.set('ETag', info.etag);
  if (info.lastModified) res.set('Last-Modified', info.lastModified.toUTCString());
}

const isConditional = (req: Request) =>
  Boolean(req.headers['if-none-match'] || req.headers['if-modified-since'] || req.headers['if-range']);

/**
 * One range of `Range: bytes=…`; anything else (several ranges, other units, nonsense) is ignored and the whole
 * file is sent, as HTTP allows.
 */
export function parseRange(header: string | undefined): ByteRange | { suffix: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) return Number(match[2]) > 0 ? { suffix: Number(match[2]) } : undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start)))
    return undefined;
  return end === undefined ? { start } : { start, end };
}
