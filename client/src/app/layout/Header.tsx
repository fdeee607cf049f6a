import { useState } from 'react';
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
    { to: paths.franchise(centre), label: 'Devenir franchisé' },
  ];

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
          {/*
           * A disclosure the browser opens and closes by itself, with or without scripts (closed at first), and that
           * assistive technologies announce as a button, expanded or collapsed. Scripts only close it on navigation
           * and on Escape.
           */}
          <details
            className="site-menu"
            open={menuOpen}
            onToggle={(event) => setMenuOpenOn(event.currentTarget.open ? pathname : null)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !menuOpen) return;
              setMenuOpenOn(null);
              event.currentTarget.querySelector('summary')?.focus();
            }}
          >
            <summary className="icon-button site-header__menu-button">
              <MenuIcon className="site-menu__open" />
              <CloseIcon className="site-menu__close" />
              <span className="visually-hidden">Menu</span>
            </summary>
            <nav className="site-nav site-nav--mobile" aria-label="Navigation mobile">
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
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
