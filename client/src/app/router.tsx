import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES, type RouteDefinition, type Screen } from '@garage/contract/route-manifest';
import { CentreRoute, CentrelessRoute } from '../features/centre-selection/CentreRoutes';
import { Layout } from './layout/Layout';
import { SCREEN_IMPORTS } from './route-modules';

/**
 * The route table of the page modules (contract/src/pages, shared with the gateway), declarative: each screen is its
 * own chunk (React.lazy), loaded on first visit. (The data router of React Router would add about 10 kB gzip of
 * loader/action machinery that this site does not use.)
 */
const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>(
  [...SCREEN_IMPORTS].map(([name, load]) => [name, lazy(load)]),
);

const screen = (name: Screen) => {
  const Screen = SCREENS.get(name)!;
  return <Screen />;
};
const routesOf = (scope: RouteDefinition['scope'], layout?: 'admin') =>
  ROUTES.filter((route) => route.scope === scope && route.layout === layout).flatMap((route) =>
    route.patterns.map((path) => (
      <Route
        key={path}
        path={path}
        element={
          // The public layout waits for its screens itself; a screen in its own frame waits here.
          layout ? <Suspense fallback={<BootScreen />}>{screen(route.screen)}</Suspense> : screen(route.screen)
        }
      />
    )),
  );

const BootScreen = () => (
  <p className="boot-screen" role="status">
    Chargement…
  </p>
);
const centreHome = ROUTES.find((route) => route.scope === 'centreHome')!;

export function AppRoutes() {
  return (
    <Routes>
      {/* The admin has its own frame (features/admin/shell). */}
      {routesOf('site', 'admin')}
      <Route element={<Layout />}>
        {/* Static segments win over `:center`, so `/services` is never a centre. */}
        {routesOf('site')}
        {/* Centreless forms: redirect to the chosen centre's page, or ask for a centre. */}
        <Route element={<CentrelessRoute />}>{routesOf('centre')}</Route>
        {/* Centre pages; /montpellier and the other reading-A links are centre ids and resolve here. */}
        <Route path="/:center" element={<CentreRoute />}>
          <Route index element={screen(centreHome.screen)} />
          {routesOf('centre')}
        </Route>
        <Route path="*" element={screen('NotFound')} />
      </Route>
    </Routes>
  );
}
