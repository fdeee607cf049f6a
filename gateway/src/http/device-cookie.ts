import type { Request, Response } from 'express';
import { DEVICE_TOKEN_LIFETIME_SECONDS, type DeviceToken } from '../auth/device-tokens.js';

/**
 * The device token (auth/device-tokens.ts) travels in a cookie set by the sign-in that issued it: HttpOnly (no
 * script reads it), SameSite=Strict, Secure over HTTPS (as Express sees it: X-Forwarded-Proto counts only when it
 * comes from a proxy TRUST_PROXY names), and sent back only to that sign-in endpoint (`/api/admin/login` or
 * `/graphql`).
 */
export const DEVICE_COOKIE = 'admin_device';

/**
 * Set beside it at every sign-in, for the whole site: this browser signs in to the admin. It holds no secret and
 * grants nothing: a public page changed by an admin write is then rendered again before this browser gets it, where
 * other visitors get the previous page while that render runs (http/render/page-cache.ts, decision 016).
 */
export const ADMIN_BROWSER_COOKIE = 'admin_browser';

function cookieOf(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** The value of the request's device cookie, or null. */
export const deviceTokenOf = (req: Request): string | null => cookieOf(req, DEVICE_COOKIE);

/** Whether the request comes from a browser that signed in to the admin (`ADMIN_BROWSER_COOKIE`). */
export const isAdminBrowser = (req: Request): boolean => cookieOf(req, ADMIN_BROWSER_COOKIE) !== null;

/**
 * Sets the device cookie for the endpoint this request came to, and the admin browser's mark for the whole site. The
 * second step of a two-factor sign-in (`/api/admin/login/totp`) sets the device cookie for the first step's path,
 * where it is read (and which covers the second).
 */
export function rememberDevice(req: Request, res: Response, device: DeviceToken): void {
  const endpoint =
    new URL(req.originalUrl, 'http://localhost').pathname.replace(/\/+$/, '').replace(/\/login\/totp$/, '/login') ||
    '/';
  res.cookie(DEVICE_COOKIE, device.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: endpoint,
    maxAge: DEVICE_TOKEN_LIFETIME_SECONDS * 1000,
  });
  res.cookie(ADMIN_BROWSER_COOKIE, '1', {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: DEVICE_TOKEN_LIFETIME_SECONDS * 1000,
  });
}
