import { describe, expect, it } from 'vitest';
import { ROUTES } from '@garage/contract/route-manifest';
import { PAGE_LOADERS } from './page-loaders';
import { SCREEN_IMPORTS } from './route-modules';

describe('the route folders', () => {
  const screens = new Set<string>([...ROUTES.map((route) => route.screen), 'NotFound']);
  const rendered = new Set<string>([
    ...ROUTES.filter((route) => route.public).map((route) => route.screen),
    'NotFound',
  ]);

  it('give every route of the page modules its screen, and hold no screen of a route that is gone', () => {
    expect(new Set(SCREEN_IMPORTS.keys())).toEqual(screens);
  });

  it('give every page the gateway renders its data loader, and only those', () => {
    expect(new Set(PAGE_LOADERS.keys())).toEqual(rendered);
    for (const [screen, load] of PAGE_LOADERS) expect(typeof load, screen).toBe('function');
  });
});
