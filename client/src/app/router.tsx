import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CentreRoute, CentrelessRoute } from '../features/centre-selection/CentreRoutes';
import { Layout } from './layout/Layout';
import { RouteError } from './layout/RouteError';

/** Lazy screen: each route's code is its own chunk, loaded on first visit. */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const configuratorLevels = ':type?/:brand?/:model?/:year?/:engine?';

/** The pages that exist for each centre, relative to `/{center}` or to `/` for their centreless form. */
const centrePages: RouteObject[] = [
  { path: 'services', lazy: screen(() => import('../routes/ServicesList')) },
  { path: 'services/:service', lazy: screen(() => import('../routes/ServiceDetail')) },
  { path: `reprogrammation/${configuratorLevels}`, lazy: screen(() => import('../routes/Configurator')) },
  { path: 'realisations', lazy: screen(() => import('../routes/Realisations')) },
  { path: 'franchise', lazy: screen(() => import('../routes/Franchise')) },
  { path: 'maritime', lazy: screen(() => import('../routes/Maritime')) },
  { path: 'contact', lazy: screen(() => import('../routes/Contact')) },
];

/** The spec's route table (section 2). Static segments win over `:center`, so `/services` is never a centre. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Shown for the instant the first screen's chunk takes to arrive.
    hydrateFallbackElement: (
      <p className="boot-screen" role="status">
        Chargement…
      </p>
    ),
    children: [
      {
        // Errors render inside the layout, so header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { path: '/', lazy: screen(() => import('../routes/Landing')) },
          { path: '/realisations/admin', lazy: screen(() => import('../routes/Admin')) },
          { path: '/mentions-legales', lazy: screen(() => import('../routes/LegalNotice')) },
          { path: '/confidentialite', lazy: screen(() => import('../routes/Privacy')) },
          { path: '/conditions', lazy: screen(() => import('../routes/Terms')) },
          { path: '/sitemap', lazy: screen(() => import('../routes/Sitemap')) },
          // Centreless forms: redirect to the chosen centre's page, or ask for a centre.
          { path: '/', element: <CentrelessRoute />, children: centrePages },
          // Centre pages; /montpellier and the other reading-A links are centre ids and resolve here.
          {
            path: '/:center',
            element: <CentreRoute />,
            children: [{ index: true, lazy: screen(() => import('../routes/CentreHome')) }, ...centrePages],
          },
          { path: '*', lazy: screen(() => import('../routes/NotFound')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
