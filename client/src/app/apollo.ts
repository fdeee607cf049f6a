import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';

/** Reference data (site, centres, services) is normalised by its natural keys and cached for the visit. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Centre: { keyFields: ['id'] },
      Service: { keyFields: ['slug'] },
      Site: { keyFields: [] },
    },
  });
}

/**
 * The browser's client: GraphQL only, same origin. A page rendered on the gateway hands over the answers it was
 * built from (`restored`): the hooks read them from the cache instead of asking again.
 */
export function createBrowserClient(restored?: Record<string, unknown>): ApolloClient {
  const cache = createCache();
  if (restored) cache.restore(restored as Parameters<InMemoryCache['restore']>[0]);
  return new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache });
}

/** The gateway's client for one render: every operation goes through `link`, which runs it in-process. */
export function createServerClient(link: ApolloLink): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), ssrMode: true });
}
