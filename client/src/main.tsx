import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { createBrowserClient } from './app/apollo';
import { readRenderedState } from './app/rendered-state';
import { AppRoutes } from './app/router';
import { keepCentreCookie } from './lib/centre-selection/selected-centre-store';

const rendered = readRenderedState();
// The page of a centre (`/{centre}/…`) the gateway rendered for that centre.
const renderedCentrePage =
  rendered?.centre && window.location.pathname.split('/')[1] === rendered.centre ? rendered.centre : null;
keepCentreCookie(renderedCentrePage);
const container = document.getElementById('root')!;
const app = (
  <App client={createBrowserClient(rendered?.apollo)} renderedCentre={rendered?.centre ?? null}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);

if (rendered) {
  // The gateway sent the page: React takes over its HTML rather than building it again, as a transition, so that
  // the work is cut in slices that leave the browser free to answer input between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The admin, a page the gateway could not render. The first render as a transition: React renders in slices
  // and yields to the browser between them, instead of one long task that blocks input.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
