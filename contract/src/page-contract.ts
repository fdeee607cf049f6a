/** Names the gateway's HTML and the browser's scripts both use (gateway/src/http, client/src/boot.ts, main.tsx). */

/** The `<script type="application/json">` block a page rendered on the gateway hands to the browser. */
export const RENDERED_STATE_ID = 'page-data';

/** `<meta name>` of the scripts a rendered page asks for once it has painted. */
export const PAGE_MODULES_META = 'page-modules';

/** The cookie that tells the gateway the visitor's chosen centre. */
export const CENTRE_COOKIE = 'centre';

/**
 * The query parameters public pages read: the gallery's vehicle filter and its « Voir plus » page; on the contact
 * page, the service a quote starts from, and the vehicle, subject and engine the configurator's quote button fills
 * the form with. The gateway renders and keeps a page by its path and these alone: any other parameter leaves the
 * page as it is, and so does not make another copy of it.
 */
export const PAGE_QUERY = {
  brand: 'marque',
  model: 'modele',
  after: 'apres',
  /** The gallery's photo/video filter. */
  type: 'type',
  service: 'prestation',
  vehicle: 'vehicle',
  subject: 'sujet',
  engine: 'moteur',
  /** The booking page's work (stage1, stage2, e85, gearbox), from an engine page. */
  work: 'travaux',
  /** The contact page's receipt: the reference of the request a form sent without scripts just stored. */
  request: 'demande',
  /** The configurator's vehicle search: its results page, which works without scripts. */
  search: 'q',
} as const;

/**
 * Query parameters a public page's script reads once it runs, never its render on the gateway: the page rendered is
 * the same without them, so they make no other copy of it (the render is keyed by `PAGE_QUERY` alone). From a waiting
 * list's e-mail, on the booking page: the start to hold at once (local day « AAAA-MM-JJ » and time « HH:MM »), and
 * the signed token that leaves the list.
 */
export const SCRIPT_QUERY = {
  day: 'jour',
  time: 'heure',
  unsubscribe: 'desinscription',
} as const;
