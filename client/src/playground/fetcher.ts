import type { GraphiQLProps } from 'graphiql';

/**
 * The playground's fetcher: same-origin POSTs to /graphql. The headers of GraphiQL's Headers tab (e.g.
 * `Authorization: Bearer <jeton>` for admin operations) go with each request; ours win for the body's type.
 */
export const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      ...(options?.headers as Record<string, string> | undefined),
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
    },
    body: JSON.stringify(params),
  });
  return response.json();
};
