import { Outlet, useNavigation } from 'react-router-dom';
import { CentreModal } from '../../features/centre-selection/CentreModal';
import { CentreSelectionProvider } from '../../features/centre-selection/CentreSelectionContext';
import { FloatingCentreButton } from '../../features/centre-selection/FloatingCentreButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import './layout.css';

/** Frame of every page: skip link, header, the route's screen, footer, and the centre selection. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <CentreSelectionProvider>
      <ScrollToTop />
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Chargement de la page" />
      )}
      <Header />
      <main id="contenu" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <FloatingCentreButton />
      <CentreModal />
    </CentreSelectionProvider>
  );
}
