import { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createServerClient } from './app/apollo';
import type { RenderedState } from './app/rendered-state';
import { AppRoutes } from './app/router';
import { SiteShellDocument } from './gql/graphql';

/**
 * Answers that are the same for every page, kept by a render thread for a minute (the pages' own age, decision
 * 028), by operation name: the site's shell (site and centres, asked by every page's layout) and the services'
 * overview. The shell is written into each new render's cache, so the layout renders in the first pass; both are
 * answered without asking the gateway's thread again.
 */
const SHARED_OPERATIONS = new Set(['SiteShell', 'ServicesOverview']);
const SHARED_FOR_MS = 60_000;
const shared = new Map<string, { result: FormattedExecutionResult; until: number }>();
const sharedAnswer = (name: string | undefined) => {
  const kept = name === undefined ? undefined : shared.get(name);
  return kept && kept.until > Date.now() ? kept.result : undefined;
};

/**
 * The gateway's entry (built by `vite build --ssr` into client/dist-server): one public page rendered by the SPA's
 * own routes, screens and generated hooks. The gateway runs each GraphQL operation in-process (`execute`).
 */
export interface PageRequest {
  /** Path and query string. */
  url: string;
  /** The chosen centre to render with (checked by the gateway against the preset), or null. */
  centre: string | null;
  execute(operation: {
    query: string;
    variables: Record<string, unknown>;
    operationName: string | undefined;
  }): Promise<FormattedExecutionResult>;
  /** Ends the render when its time is up. */
  signal: AbortSignal;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  state: RenderedState;
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  // A failed operation would leave its part of the page in its error state, and the browser would not retry it
  // while hydrating: the whole page goes to the browser instead, which asks again.
  const failures: unknown[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const kept = sharedAnswer(operation.operationName);
        if (kept) {
          observer.next(kept as ApolloLink.Result);
          observer.complete();
          return;
        }
        request
          .execute({
            // Apollo's own print keeps each document's text: the same few operations are printed on every render.
            query: print(operation.query),
            variables: operation.variables,
            operationName: operation.operationName,
          })
          .then(
            (result) => {
              if (result.errors?.length) failures.push(new Error(result.errors.map((e) => e.message).join(' ; ')));
              else if (SHARED_OPERATIONS.has(operation.operationName ?? '') && !Object.keys(operation.variables).length)
                shared.set(operation.operationName!, { result, until: Date.now() + SHARED_FOR_MS });
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => {
              failures.push(error);
              observer.error(error);
            },
          );
      }),
  );
  const client = createServerClient(link);
  const shell = sharedAnswer('SiteShell');
  if (shell?.data) client.writeQuery({ query: SiteShellDocument, data: shell.data as never });
  const { result, aborted } = await prerenderStatic({
    tree: (
      <App client={client} renderedCentre={request.centre}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    ),
    signal: request.signal,
    renderFunction: (tree) =>
      prerenderToNodeStream(tree, {
        signal: request.signal,
        // Every boundary inline: a large one would otherwise be sent apart, with an inline script to reveal it (CSP).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void failures.push(error),
      }),
  });
  // A part that failed would be left to the browser, behind a loading state: the whole page goes there instead.
  if (aborted) throw new Error('Rendu interrompu : délai dépassé');
  if (failures.length) throw failures[0];
  client.stop();
  return { html: result, state: { centre: request.centre, apollo: client.extract() as Record<string, unknown> } };
}
