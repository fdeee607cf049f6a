import { describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_LIFETIME_SECONDS, deviceTokenKey, issueDeviceToken, verifyDeviceToken } from './device-tokens.js';

const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VsLWRlLXRlc3Q$aGFjaGUtZGUtdGVzdC1wb3VyLWxlcy1qZXRvbnM';
const key = deviceTokenKey('secret-du-serveur', hash);
const now = Date.UTC(2026, 10, 25, 12);

describe('device tokens', () => {
  it('verifies a token it issued, for that account, until it expires 90 days later', () => {
    const device = issueDeviceToken(key, 7, undefined, now);
    expect(device.value).toMatch(/^d1\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(device.expiresAt.getTime()).toBe(now + DEVICE_TOKEN_LIFETIME_SECONDS * 1000);
    expect(verifyDeviceToken(key, 7, device.value, now)).toBe(device.id);
    expect(verifyDeviceToken(key, 7, device.value, device.expiresAt.getTime() - 1000)).toBe(device.id);
    expect(verifyDeviceToken(key, 7, device.value, device.expiresAt.getTime())).toBeNull();
  });

  it('keeps the device id it is given, and makes a new random one otherwise', () => {
    const first = issueDeviceToken(key, 7, undefined, now);
    expect(issueDeviceToken(key, 7, first.id, now + 1000).id).toBe(first.id);
    expect(issueDeviceToken(key, 7, undefined, now).id).not.toBe(first.id);
  });

  it('refuses the token of another account, or once the password or the server secret changed', () => {
    const device = issueDeviceToken(key, 7, undefined, now);
    expect(verifyDeviceToken(key, 8, device.value, now)).toBeNull();
    expect(verifyDeviceToken(deviceTokenKey('secret-du-serveur', `${hash}x`), 7, device.value, now)).toBeNull();
    expect(verifyDeviceToken(deviceTokenKey('autre-secret', hash), 7, device.value, now)).toBeNull();
  });

  it('refuses any change to a token: id, expiry, any character of the MAC, the version', () => {
    const device = issueDeviceToken(key, 7, undefined, now);
    const [version, id, expiry, mac] = device.value.split('.') as [string, string, string, string];
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const altered = [
      [version, `${flip(id[0]!)}${id.slice(1)}`, expiry, mac],
      [version, id, String(Number(expiry) + 1), mac],
      ['d2', id, expiry, mac],
      ...[...mac].map((c, i) => [version, id, expiry, `${mac.slice(0, i)}${flip(c)}${mac.slice(i + 1)}`]),
    ].map((parts) => parts.join('.'));
    for (const token of altered) expect(verifyDeviceToken(key, 7, token, now), token).toBeNull();
    for (const token of ['', 'd1', `${device.value}.`, ` ${device.value}`, device.value.replaceAll('.', '|')])
      expect(verifyDeviceToken(key, 7, token, now)).toBeNull();
  });
});
