import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetcher } from './fetcher';

describe('playground fetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the Headers tab with the request, keeping its own content type', async () => {
    const sent = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"data":{"adminMe":null}}'));
    vi.stubGlobal('fetch', sent);
    const result = await fetcher(
      { query: '{ adminMe { username } }', operationName: null },
      { headers: { Authorization: 'Bearer abc', 'Content-Type': 'text/plain' } },
    );
    expect(result).toEqual({ data: { adminMe: null } });
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ adminMe { username } }', operationName: null });
  });

  it('works without a Headers tab', async () => {
    const sent = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"data":{}}'));
    vi.stubGlobal('fetch', sent);
    await fetcher({ query: '{ site { brandName } }', operationName: null });
    expect(Object.keys(sent.mock.calls[0]![1].headers as object).sort()).toEqual(['Accept', 'Content-Type']);
  });
});
