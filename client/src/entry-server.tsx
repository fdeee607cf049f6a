import { ApolloLink, type ApolloClient, type ObservableQuery } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import { getOperationAST, type DocumentNode, type FormattedExecutionResult } from 'graphql';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { App } from './app/App';
import { createServerClient } from './app/apollo';
import type { RenderedState } from './app/rendered-state';
import type { LoadOperation } from './app/page-data';
import { PAGE_LOADERS } from './app/page-loaders';
import { AppRoutes } from './app/router';
import { matchRoute } from '@garage/contract/route-manifest';
import { SiteShellDocument } from './gql/hooks';
import { PostedFormContext } from './features/contact/posted-form';
import type { PostedForm } from '@garage/contract/posted-form';

/**
 * Answers that are the same for every page, kept by a render thread for a minute (the pages' own age, decision
 * 028), by operation name: the site's shell (site and centres, asked by every page's layout) and the services'
 * overview: both are answered without asking the gateway's thread again.
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
  /** A form sent without scripts that the page shows again, with its messages; rendered for that request alone. */
  form?: PostedForm;
}

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  state: RenderedState;
  /** Render passes the page took: 1 when its loader (routes/<Screen>/data.ts) asked for all its screen needs. */
  passes: number;
}

/**
 * Apollo clients of this thread between renders. A client serves one render at a time and is cleared after it; it
 * keeps what it worked out about each document (__typename added, directives looked for), which a new client would
 * work out again for every document of every render. Each records the queries its hooks start (`watched`).
 */
const spareClients: ApolloClient[] = [];
const SPARE_CLIENTS = 8;
const watchedBy = new WeakMap<ApolloClient, ObservableQuery[]>();

function borrowClient(link: ApolloLink): ApolloClient {
  let client = spareClients.pop();
  if (!client) {
    const created = createServerClient(link);
    const watched: ObservableQuery[] = [];
    const watchQuery = created.watchQuery.bind(created);
    created.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
      const query = watchQuery(options);
      watched.push(query);
      return query;
    }) as typeof created.watchQuery;
    watchedBy.set(created, watched);
    client = created;
  }
  const kept = keptShell.get(client);
  if (kept && kept.until <= Date.now()) emptyCache(client);
  client.setLink(link);
  return client;
}

/**
 * The site's shell a client keeps in its cache between renders, for as long as the thread's copy of it is fresh (the
 * cache as it was with the shell alone in it, and until when). Writing the shell's five centres into the cache and
 * reading them back was a quarter of an engine page's render; kept, the shell is read from the cache at no cost
 * (Apollo remembers what it read while nothing it depends on changes).
 */
const keptShell = new WeakMap<ApolloClient, { snapshot: string; until: number }>();
/** The root fields the shell's query reads (`site`, `centres`), and the root's own `__typename`. */
const SHELL_FIELDS = new Set([
  '__typename',
  ...getOperationAST(SiteShellDocument)!.selectionSet.selections.flatMap((selection) =>
    selection.kind === 'Field' ? [selection.name.value] : [],
  ),
]);

function emptyCache(client: ApolloClient) {
  keptShell.delete(client);
  client.cache.evict({ id: 'ROOT_QUERY' });
  client.cache.gc();
}

/**
 * Empties a client's cache for the next render, but for a fresh shell. Not with `clearStore` or `restore`: they start
 * the cache afresh, __typename transforms included, and every document then counts as new to the client. A client
 * whose cache is not then exactly empty, or exactly its shell, is emptied; if even that fails it is not reused.
 */
function giveBack(client: ApolloClient) {
  client.stop();
  watchedBy.get(client)!.length = 0;
  const kept = keptShell.get(client);
  if (kept && kept.until > Date.now()) {
    client.cache.modify({
      id: 'ROOT_QUERY',
      fields: (value, { fieldName, DELETE }) => (SHELL_FIELDS.has(fieldName) ? value : DELETE),
    });
    client.cache.gc();
    // A page may have added fields to the shell's own entries (a centre's): then they go too.
    if (JSON.stringify(client.cache.extract()) !== kept.snapshot) emptyCache(client);
  } else emptyCache(client);
  const empty = keptShell.has(client) || Object.keys(client.cache.extract() as object).length === 0;
  if (empty && spareClients.length < SPARE_CLIENTS) spareClients.push(client);
}

const renderFunction = (signal: AbortSignal, failures: unknown[]) => (tree: ReactNode) =>
  prerenderToNodeStream(tree, {
    signal,
    // Every boundary inline: a large one would otherwise be sent apart, with an inline script to reveal it (CSP).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void failures.push(error),
  });

/** Runs one operation for a render: from the thread's shared answers, else on the gateway. */
type Answer = (
  query: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | undefined,
) => Promise<FormattedExecutionResult>;

function answerFor(request: PageRequest, failures: unknown[]): Answer {
  return (query, variables, operationName) => {
    const kept = sharedAnswer(operationName);
    if (kept) return Promise.resolve(kept);
    return (
      request
        // Apollo's own print keeps each document's text: the same few operations are printed on every render.
        .execute({ query: print(query), variables, operationName })
        .then(
          (result) => {
            if (result.errors?.length) failures.push(new Error(result.errors.map((e) => e.message).join(' ; ')));
            else if (SHARED_OPERATIONS.has(operationName ?? '') && !Object.keys(variables).length)
              shared.set(operationName!, { result, until: Date.now() + SHARED_FOR_MS });
            return result;
          },
          (error: unknown) => {
            failures.push(error);
            throw error;
          },
        )
    );
  };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  // A failed operation would leave its part of the page in its error state, and the browser would not retry it
  // while hydrating: the whole page goes to the browser instead, which asks again.
  const failures: unknown[] = [];
  const answer = answerFor(request, failures);
  // What the hooks ask during the render (nothing, when the page's loader asked for all of it).
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        answer(operation.query, operation.variables, operation.operationName).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  const client = borrowClient(link);
  try {
    return await renderWith(client, request, answer, failures);
  } finally {
    giveBack(client);
  }
}

async function renderWith(
  client: ApolloClient,
  request: PageRequest,
  answer: Answer,
  failures: unknown[],
): Promise<RenderedPage> {
  // The page's data first, all of it (its route folder's data.ts): then one render reads it from the cache. Each answer is
  // written straight into the cache: `client.query` would then read the whole answer back out of it, a third of
  // the work of loading. The document is the one Apollo sends (__typename added), which the cache normalises by.
  const load: LoadOperation = async (query, variables) => {
    const document = client.documentTransform.transformDocument(query);
    const values = (variables ?? {}) as Record<string, unknown>;
    const cached = client.cache.readQuery({ query: document, variables: values });
    if (cached) return cached as never;
    const result = await answer(document, values, getOperationAST(document)?.name?.value).catch(() => undefined);
    if (!result?.data || result.errors?.length) return undefined; // kept in `failures` by `answer`
    client.cache.writeQuery({ query: document, variables: values, data: result.data });
    return result.data as never;
  };
  const url = new URL(request.url, 'http://page');
  const shell = await load(SiteShellDocument);
  const sharedShell = shared.get('SiteShell');
  if (!keptShell.has(client) && shell && !failures.length && sharedShell)
    keptShell.set(client, { snapshot: JSON.stringify(client.extract()), until: sharedShell.until });
  const match = matchRoute(url.pathname, (id) => shell?.centres.some((centre) => centre.id === id) ?? false);
  await PAGE_LOADERS.get(match?.route.screen ?? 'NotFound')?.(load, {
    params: { ...match?.params, center: match?.centre },
    search: url.searchParams,
  });
  if (failures.length) throw failures[0];

  // A query a hook started that is still waiting after the render means the loader missed it.
  const waiting = () =>
    watchedBy.get(client)!.some((query) => query.options.fetchPolicy !== 'standby' && query.getCurrentResult().loading);

  const tree = (
    <App client={client} renderedCentre={request.centre}>
      <PostedFormContext value={request.form}>
        <StaticRouter location={request.url}>
          <AppRoutes />
        </StaticRouter>
      </PostedFormContext>
    </App>
  );
  const render = renderFunction(request.signal, failures);
  let html = await readAll((await render(tree)).prelude);
  let passes = 1;
  if (!request.signal.aborted && !failures.length && waiting()) {
    // Apollo's loop: render, wait for what the hooks asked, render again, until no hook asks for more.
    const again = await prerenderStatic({ tree, signal: request.signal, renderFunction: render, diagnostics: true });
    html = again.result;
    passes += again.diagnostics?.renderCount ?? 1;
  }
  // A part that failed would be left to the browser, behind a loading state: the whole page goes there instead.
  if (request.signal.aborted) throw new Error('Rendu interrompu : délai dépassé');
  if (failures.length) throw failures[0];
  return {
    html,
    state: { centre: request.centre, apollo: client.extract() as Record<string, unknown> },
    passes,
  };
}

async function readAll(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
