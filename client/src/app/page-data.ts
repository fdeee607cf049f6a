import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { ServicesOverviewDocument } from '../gql/hooks';

/** Runs one operation into the render's cache and gives its data (undefined when it failed). */
export type LoadOperation = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData | undefined>;

export interface PageDataRequest {
  /** The route's named segments (route-manifest.ts), and the centre of a `/{center}/…` path. */
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * What a page's screen asks for, with the same variables, so that the gateway runs every operation of a page before
 * rendering it once (decision 028). Each route folder's `data.ts` exports its loader as `load`, beside the screen
 * whose hooks it mirrors; the site's shell, which every page's layout reads, is loaded before it. A loader that misses
 * a hook costs only time: the render then falls back to rendering again until no hook is left waiting, and
 * `garage_page_renders_total` counts it (the HTML check renders one page of every pattern and fails on such a page).
 */
export type PageDataLoader = (load: LoadOperation, request: PageDataRequest) => Promise<unknown>;

/** The services' overview: what the header's menu, the footer and most pages' cards read. */
export const loadServicesOverview: PageDataLoader = (load) => load(ServicesOverviewDocument);
