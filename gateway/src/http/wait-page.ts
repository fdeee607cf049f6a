import type { Response } from 'express';

/**
 * What a visitor asked to wait sees (a full render queue, a client over its render budget, a database that does not
 * answer): a page of its own, in French, that loads the address again after the wait (no script or style, so nothing
 * to fetch and nothing the CSP refuses), sent with its status and `Retry-After`, never kept nor indexed. `title` and
 * `text` are the site's own words.
 */
export function sendWaitPage(res: Response, status: number, seconds: number, title: string, text: string): void {
  res
    .status(status)
    .set('Retry-After', String(seconds))
    .set('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<meta http-equiv="refresh" content="${seconds}"><meta name="robots" content="noindex">` +
        `<title>${title}</title></head><body><main><h1>${title}</h1>` +
        `<p>${text} : cette page se recharge d’elle-même.</p></main></body></html>`,
    );
}
