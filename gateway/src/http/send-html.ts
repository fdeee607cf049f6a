import type { Response } from 'express';

/** An HTML page of the gateway's own (a page, the playground), revalidated at every visit. */
export function sendHtml(res: Response, html: string, status = 200): void {
  res.status(status).set('Cache-Control', 'no-cache').type('html').send(html);
}
