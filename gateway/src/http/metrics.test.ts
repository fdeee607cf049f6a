import { describe, expect, it } from 'vitest';
import { behindProxy, isLoopback, metricsAllowed, routeKind } from './metrics.js';

describe('routeKind', () => {
  it.each([
    ['GET', '/', 'page'],
    ['GET', '/montpellier/services/reprogrammation-moteur', 'page'],
    ['HEAD', '/realisations', 'page'],
    ['GET', '/admin', 'page'],
    ['GET', '/assets/index-4f2a.js', 'asset'],
    ['GET', '/favicon.svg', 'asset'],
    ['GET', '/sitemap.xml', 'asset'],
    ['GET', '/graphql', 'graphql'],
    ['POST', '/graphql', 'graphql'],
    ['GET', '/api/health', 'health'],
    ['GET', '/api/realizations/center/nice', 'api'],
    ['GET', '/api', 'api'],
    ['POST', '/api/admin/login', 'admin_api'],
    ['GET', '/api/administration', 'api'],
    ['GET', '/uploads/ab12.webp', 'uploads'],
    ['POST', '/', 'other'],
    ['DELETE', '/montpellier', 'other'],
    ['GET', '/graphqlx', 'page'],
  ])('%s %s is %s', (method, path, kind) => {
    expect(routeKind(method, path)).toBe(kind);
  });
});

describe('who may read /metrics', () => {
  const token = 'jeton-de-test-des-metriques-0123456789abcdef';
  const from = (remoteAddress: string | undefined, authorization?: string) => ({
    socket: { remoteAddress },
    headers: authorization === undefined ? {} : { authorization },
  });

  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '1270.0.0.1', undefined]) {
      expect(isLoopback(a), String(a)).toBe(false);
    }
  });

  it('counts any hop count or address as a proxy in front', () => {
    expect(behindProxy(false)).toBe(false);
    expect(behindProxy(0)).toBe(false);
    expect(behindProxy([])).toBe(false);
    expect(behindProxy(1)).toBe(true);
    expect(behindProxy(2)).toBe(true);
    expect(behindProxy(['loopback'])).toBe(true);
    expect(behindProxy(['10.0.0.0/8', '::1'])).toBe(true);
  });

  it('lets loopback in without a token, unless a proxy stands in front', () => {
    expect(metricsAllowed(from('127.0.0.1'), { token: undefined, trustProxy: false })).toBe(true);
    expect(metricsAllowed(from('::1'), { token, trustProxy: false })).toBe(true);
    // Behind a proxy on the same machine, loopback is every visitor: a hop count or the proxy's address alike.
    for (const trustProxy of [1, 2, ['loopback'], ['127.0.0.1'], ['10.0.0.0/8']]) {
      expect(metricsAllowed(from('127.0.0.1'), { token: undefined, trustProxy }), String(trustProxy)).toBe(false);
      expect(metricsAllowed(from('::1'), { token, trustProxy }), String(trustProxy)).toBe(false);
    }
    expect(metricsAllowed(from('192.0.2.4'), { token: undefined, trustProxy: false })).toBe(false);
  });

  it('lets the right bearer token in from anywhere, and nothing else', () => {
    const options = { token, trustProxy: 1 };
    expect(metricsAllowed(from('192.0.2.4', `Bearer ${token}`), options)).toBe(true);
    expect(metricsAllowed(from('192.0.2.4', `bearer ${token}`), options)).toBe(true);
    expect(metricsAllowed(from('192.0.2.4', `Bearer ${token}x`), options)).toBe(false);
    expect(metricsAllowed(from('192.0.2.4', `Basic ${token}`), options)).toBe(false);
    expect(metricsAllowed(from('192.0.2.4', 'Bearer'), options)).toBe(false);
    // A wrong token is refused even from loopback; any token is wrong when none is configured.
    expect(metricsAllowed(from('127.0.0.1', 'Bearer faux'), { token, trustProxy: false })).toBe(false);
    expect(metricsAllowed(from('127.0.0.1', `Bearer ${token}`), { token: undefined, trustProxy: false })).toBe(false);
  });
});
