import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import './layout.css';

/** Frame of every page: skip link, header, the route's screen, footer. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <>
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
    </>
  );
}
