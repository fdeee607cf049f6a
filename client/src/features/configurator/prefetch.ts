import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  EnginesDocument,
  ManufacturersDocument,
  ModelsDocument,
  VehicleTrailDocument,
  YearsDocument,
} from '../../gql/graphql';

/** Configurator addresses already asked for in this page's life: one prefetch each. */
const started = new Set<string>();

/**
 * Starts loading what a configurator address shows (its trail, and the next level's list) as soon as the visitor
 * shows the intent to open it: a finger or a pointer pressed on it, the keyboard's focus, a pointer over it. A tap
 * lasts about a tenth of a second between the finger going down and the click; the data is then often in Apollo's
 * cache when the page renders, and the next level appears with its heading instead of after a loading state.
 */
export function prefetchConfiguratorLevel(client: ApolloClient, to: string): void {
  const rest = to.split('/reprogrammation/')[1];
  if (!rest || started.has(to)) return;
  started.add(to);
  const [type, manufacturer, model, yearText, engine] = rest.split('/');
  const year = yearText ? Number(yearText) : undefined;
  const forget = () => started.delete(to);
  const load = (run: Promise<unknown>) => void run.catch(forget);
  load(client.query({ query: VehicleTrailDocument, variables: { type, manufacturer, model, year: yearText, engine } }));
  if (!type || engine) return;
  if (!manufacturer) load(client.query({ query: ManufacturersDocument, variables: { type } }));
  else if (!model) load(client.query({ query: ModelsDocument, variables: { type, manufacturer } }));
  else if (year === undefined) load(client.query({ query: YearsDocument, variables: { type, manufacturer, model } }));
  else load(client.query({ query: EnginesDocument, variables: { type, manufacturer, model, year } }));
}

/** The handlers that prefetch a configurator link's page on intent (see `prefetchConfiguratorLevel`). */
export function usePrefetchOnIntent(to: string) {
  const client = useApolloClient();
  const prefetch = useCallback(() => prefetchConfiguratorLevel(client, to), [client, to]);
  return { onPointerDown: prefetch, onFocus: prefetch, onMouseEnter: prefetch };
}
