import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers on every response (DESIGN.md section 5): a CSP without inline scripts or eval,
 * HSTS, nosniff, no framing, a strict referrer policy. Styles are files too; React style props are
 * set through the CSSOM, which CSP does not block. `mediaOrigin` (from MEDIA_PUBLIC_URL) is where /uploads redirects
 * to, so pictures and videos may load from there too.
 */
export function securityHeaders(options: { mediaOrigin?: string } = {}): RequestHandler {
  const media = options.mediaOrigin ? [options.mediaOrigin] : [];
  return helmet({
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
}
