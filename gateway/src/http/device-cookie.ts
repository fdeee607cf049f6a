import type { Request, Response } from 'express';
import { DEVICE_TOKEN_LIFETIME_SECONDS, type DeviceToken } from '../auth/device-tokens.js';

/**
 * The device token (auth/device-tokens.ts) travels in a cookie set by the sign-in that issued it: HttpOnly (no
 * script reads it), SameSite=Strict, Secure over HTTPS (as Express sees it, X-Forwarded-Proto included when
 * TRUST_PROXY is on), and sent back only to that sign-in endpoint (`/api/admin/login` or `/graphql`).
 */
export const DEVICE_COOKIE = 'admin_device';

/** The value of the request's device cookie, or null. */
export function deviceTokenOf(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/**
 * Sets the device cookie for the endpoint this request came to. The second step of a two-factor sign-in
 * (`/api/admin/login/totp`) sets it for the first step's path, where it is read (and which covers the second).
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
}
