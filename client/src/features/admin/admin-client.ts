import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { possibleTypes } from '../../gql/admin/possible-types';

/** True when the server says the token is missing, invalid or expired (GraphQL code or HTTP 401). */
export function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

/** The server's French message of a GraphQL error, if there is one. */
export function graphQLMessage(error: unknown): string | undefined {
  return CombinedGraphQLErrors.is(error) ? error.errors.find((e) => e.message)?.message : undefined;
}

/**
 * The admin area's own Apollo Client, made inside the admin chunk: public pages never load it. One client per
 * session token, every call carrying `Authorization: Basic <token>` (spec section 6); signing out drops the client
 * and its cache with it. A call refused as unauthenticated ends the session (`onUnauthenticated`).
 */
export function createAdminClient(token: string | null, onUnauthenticated: () => void) {
  const expiry = new ErrorLink(({ error }) => {
    if (token && isUnauthenticated(error)) onUnauthenticated();
  });
  return new ApolloClient({
    link: ApolloLink.from([
      expiry,
      new HttpLink({ uri: '/graphql', headers: token ? { Authorization: `Basic ${token}` } : {} }),
    ]),
    cache: adminCache(),
  });
}

/** The admin's cache: union members known, lists replaced whole when a realisation comes back, centres by id. */
export function adminCache() {
  return new InMemoryCache({
    // Which fragment of a union answer applies (an AdminRealisation or a RealisationInvalid…), known, not guessed.
    possibleTypes,
    typePolicies: {
      AdminRealisation: { fields: { gallery: { merge: false }, modifications: { merge: false } } },
      RealisationVehicle: { merge: true },
      Centre: { keyFields: ['id'] },
    },
  });
}
