import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

/**
 * Security headers on every response (DESIGN.md section 5): a CSP without inline scripts or eval,
 * HSTS, nosniff, no framing, a strict referrer policy. Styles are files too; React style props are
 * set through the CSSOM, which CSP does not block. `mediaOrigin` (from MEDIA_PUBLIC_URL) is where /uploads redirects
 * to, so pictures and videos may load from there too.
 *
 * No header depends on the request: helmet writes them once, at start-up, and each response gets that list (helmet
 * otherwise rebuilt the policy text and ran a dozen middlewares per request). Pages answered from the page cache are
 * sent before any middleware, with this list (http/render/spa.ts).
 */
export function securityHeaderList(options: { mediaOrigin?: string } = {}): [string, string][] {
  const media = options.mediaOrigin ? [options.mediaOrigin] : [];
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Nothing is allowed unless listed below (the Observatory's best CSP rating).
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', ...media],
        'media-src': ["'self'", 'blob:', ...media],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmetHeaders({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets the headers of `securityHeaderList` on every response. */
export function securityHeaders(headers: readonly (readonly [string, string])[]): RequestHandler {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
