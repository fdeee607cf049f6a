import { describe, expect, it } from 'vitest';
import { PAGE_QUERY } from './page-contract.js';
import { ROUTES } from './route-manifest.js';

describe('the route manifest', () => {
  it('names only query parameters of the page contract: the gateway renders a page by these alone', () => {
    const known = new Set<string>(Object.values(PAGE_QUERY));
    const named = ROUTES.flatMap((route) => route.query ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(known, name).toContain(name);
    // Every parameter of the contract is read by some page; one no page reads would be rendered for nothing.
    expect(new Set(named)).toEqual(known);
  });
});
