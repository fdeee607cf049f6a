/**
 * The cookie every sign-in gives the admin's browser (gateway/src/http/device-cookie.ts; tests/api/page-cache.test.ts
 * checks the sign-in sets it): after a change, such a browser waits for the page that shows it.
 */
export const ADMIN_BROWSER_COOKIE = 'admin_browser';
export const ADMIN_BROWSER = `${ADMIN_BROWSER_COOKIE}=1`;
