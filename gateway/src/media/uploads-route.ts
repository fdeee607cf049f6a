import express, { Router } from 'express';

/** File types the site serves from /uploads; anything else (SVG, HTML, scripts) is never served. */
const SERVED = /^\/[A-Za-z0-9][A-Za-z0-9._-]*\.(webp|jpg|mp4|webm)$/;

/**
 * `/uploads`: media with immutable names, cached for a year. A strict CSP and `nosniff` make sure nothing served
 * from here can run as a page.
 */
export function createUploadsRouter(directory: string): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (!SERVED.test(req.path)) {
      res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable');
      return;
    }
    res.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    res.set('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  });
  router.use(
    express.static(directory, {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    }),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable');
  });
  return router;
}
