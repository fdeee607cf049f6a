import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './app/apollo';
import { AppRoutes } from './app/router';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
// The first render as a transition: React renders in slices and yields to the browser between them, instead of one
// long task that blocks input (and Lighthouse's Total Blocking Time) while the whole page is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  );
});
