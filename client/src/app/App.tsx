import { StrictMode, useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { RenderedCentreContext } from '../lib/centre-selection/selected-centre-store';

/** Marks the document once the app runs in the browser (`<html data-app="ready">`): styles and tests can tell. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/**
 * The providers every render shares, on the gateway and in the browser; the router (static or browser) comes in as
 * `children`, with the routes inside it.
 */
export function App({
  client,
  renderedCentre,
  children,
}: {
  client: ApolloClient;
  /** The centre the server rendered with: what the browser's first (hydrating) render must use too. */
  renderedCentre: string | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <RenderedCentreContext value={renderedCentre}>
          <AppReady />
          {children}
        </RenderedCentreContext>
      </ApolloProvider>
    </StrictMode>
  );
}
