import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { vehicleTypeOf } from '@garage/contract/paths';
import {
  EnginesDocument,
  ManufacturersDocument,
  ModelsDocument,
  VehicleTrailDocument,
  YearsDocument,
} from '../../gql/hooks';
import { loadEnginePage } from './engine-page-chunk';

/** Configurator addresses already asked for in this page's life: one prefetch each. */
const started = new Set<string>();

/**
 * Starts loading what a configurator address shows (its trail, and the next level's list) as soon as the visitor
 * shows the intent to open it: a finger or a pointer pressed on it, the keyboard's focus, a pointer over it. A tap
 * lasts about a tenth of a second between the finger going down and the click; the data is then often in Apollo's
 * cache when the page renders, and the next level appears with its heading instead of after a loading state.
 */
export function prefetchConfiguratorLevel(client: ApolloClient, to: string, powerHp?: number): void {
  const [before, rest] = to.split('/reprogrammation/');
  if (!rest || started.has(to)) return;
  started.add(to);
  const [typeWord, manufacturer, model, yearText, engine] = rest.split('/');
  const type = typeWord && vehicleTypeOf(typeWord);
  const year = yearText ? Number(yearText) : undefined;
  const forget = () => started.delete(to);
  const load = (run: Promise<unknown>) => void run.catch(forget);
  load(client.query({ query: VehicleTrailDocument, variables: { type, manufacturer, model, year: yearText, engine } }));
  if (!type) return;
  if (engine) {
    // The engine page's code, and its queries' documents, which come with it rather than with every level's page.
    const centre = before?.split('/')[1] || null;
    const enginePath = [type, manufacturer, model, yearText, engine].join('/');
    load(
      Promise.all([loadEnginePage(), import('../../gql/ops/RemapPrice'), import('../../gql/ops/E85Offer')]).then(
        // The engine page's prices go by its path and centre (`/{centre}/reprogrammation/…`); its E85 offer depends
        // on the engine's power, which its link knows.
        ([, { RemapPriceDocument }, { E85OfferDocument }]) =>
          Promise.all([
            client.query({ query: RemapPriceDocument, variables: { engine: enginePath, centre } }),
            powerHp === undefined ? null : client.query({ query: E85OfferDocument, variables: { type, powerHp } }),
          ]),
      ),
    );
    return;
  }
  if (!manufacturer) load(client.query({ query: ManufacturersDocument, variables: { type } }));
  else if (!model) load(client.query({ query: ModelsDocument, variables: { type, manufacturer } }));
  else if (year === undefined) load(client.query({ query: YearsDocument, variables: { type, manufacturer, model } }));
  else load(client.query({ query: EnginesDocument, variables: { type, manufacturer, model, year } }));
}

/** The handlers that prefetch a configurator link's page on intent (see `prefetchConfiguratorLevel`). */
export function usePrefetchOnIntent(to: string, powerHp?: number) {
  const client = useApolloClient();
  const prefetch = useCallback(() => prefetchConfiguratorLevel(client, to, powerHp), [client, to, powerHp]);
  return { onPointerDown: prefetch, onFocus: prefetch, onMouseEnter: prefetch };
}
