/**
 * Names the gateway's HTML and the browser's scripts both use (gateway/src/http, client/src/boot.ts, main.tsx). This
 * file imports nothing, so that both builds can compile it.
 */

/** The `<script type="application/json">` block a page rendered on the gateway hands to the browser. */
export const RENDERED_STATE_ID = 'page-data';

/** `<meta name>` of the scripts a rendered page asks for once it has painted. */
export const PAGE_MODULES_META = 'page-modules';

/** The cookie that tells the gateway the visitor's chosen centre. */
export const CENTRE_COOKIE = 'centre';
