import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CentreModal } from '../../features/centre-selection/CentreModal';
import { CentreSelectionProvider } from '../../lib/centre-selection/CentreSelectionContext';
import { UtilityBar } from './UtilityBar';
import { startVehicleCacheCleanup } from '../../features/configurator/vehicle-cache';
import { useSiteShellQuery } from '../../gql/hooks';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteError';
import { pageKeyOf } from './page-key';
import { ScrollToTop } from './ScrollToTop';
import './layout.css';

/** The browser's vehicle cache is cleaned every 10 minutes while the site is open. */
function VehicleCacheCleanup() {
  const cachePrefix = useSiteShellQuery().data?.site.cacheKeyPrefix;
  useEffect(() => (cachePrefix ? startVehicleCacheCleanup(cachePrefix) : undefined), [cachePrefix]);
  return null;
}

/**
 * Frame of every page: skip link, header, the route's screen, footer, and the centre selection. It reads no query
 * itself, so the site data's arrival re-renders the parts that show it, not the whole page at once.
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <CentreSelectionProvider>
      <VehicleCacheCleanup />
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <UtilityBar />
      <Header />
      <main id="contenu" tabIndex={-1}>
        {/* A failed screen does not take the header and footer down; the next page starts afresh. */}
        <RouteErrorBoundary key={pageKeyOf(pathname)}>
          <Suspense
            fallback={
              <p className="boot-screen" role="status">
                Chargement…
              </p>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <CentreModal />
    </CentreSelectionProvider>
  );
}
