import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The SPA talks GraphQL only, same origin. Reference data (site, centres, services) is cached for the visit. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache({
    typePolicies: {
      Centre: { keyFields: ['id'] },
      Service: { keyFields: ['slug'] },
      Site: { keyFields: [] },
    },
  }),
});
