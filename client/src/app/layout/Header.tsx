import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { paths } from '@garage/contract/paths';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { useSiteShellQuery } from '../../gql/hooks';

/**
 * Header of every page (spec section 2): main navigation, franchise link, contact button. The subscriber portal and
 * the chosen centre are in the utility bar above it.
 */
export function Header() {
  const { data } = useSiteShellQuery();
  const brand = data?.site.brandName ?? '';
  const menuId = useId();
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  // Links go straight to the chosen centre's pages.
  const centre = useCentreSelection().selected?.id;
  const links = [
    { to: paths.services(centre), label: 'Services' },
    { to: paths.configurator(centre), label: 'Reprogrammation' },
    { to: paths.maritime(centre), label: 'Maritime' },
    { to: paths.realisations(centre), label: 'Nos Réalisations' },
    { to: paths.franchise(centre), label: `Devenir ${brand}`.trim() },
  ];

  const mobileLinks = (
    <ul>
      <li>
        <NavLink to={paths.home()} end>
          Accueil
        </NavLink>
      </li>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to}>{link.label}</NavLink>
        </li>
      ))}
      <li>
        <NavLink to={paths.booking(centre)}>Prendre rendez-vous</NavLink>
      </li>
      <li>
        <NavLink to={paths.contact(centre)}>Contact</NavLink>
      </li>
    </ul>
  );

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link
          to={centre ? paths.centreHome(centre) : paths.home()}
          className="brand"
          aria-label={brand ? `${brand}, accueil` : 'Accueil'}
        >
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{brand}</span>
        </Link>
        <nav className="site-nav site-nav--desktop" aria-label="Navigation principale">
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          {/* On a phone, booking is in the menu: the bar keeps the brand, « Contact » and the menu button. */}
          <Link to={paths.booking(centre)} className="button button--small site-header__booking">
            Rendez-vous
          </Link>
          <Link to={paths.contact(centre)} className="button button--small button--ghost">
            Contact
          </Link>
          <button
            type="button"
            className="icon-button site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{menuOpen ? 'Fermer le menu' : 'Ouvrir le menu'}</span>
          </button>
        </div>
      </div>
      <nav id={menuId} className="site-nav site-nav--mobile" aria-label="Navigation mobile" hidden={!menuOpen}>
        {mobileLinks}
      </nav>
      {/* Without scripts the menu button cannot open the menu: on a phone its links show under the bar instead. */}
      <noscript>
        <nav className="site-nav site-nav--mobile" aria-label="Navigation sans JavaScript">
          {mobileLinks}
        </nav>
      </noscript>
    </header>
  );
}
