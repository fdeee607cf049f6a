import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from '../../components/icons/icons';
import { paths } from '@garage/contract/paths';
import { telHref } from '../../config/format';
import { useSiteShellQuery } from '../../gql/hooks';

/** Footer of every page: legal company, contact, each centre's social links, legal links. */
export function Footer() {
  // Below the fold while a page loads: its content is built as a deferred update, in slices, after the screen's.
  const data = useDeferredValue(useSiteShellQuery().data);
  const site = data?.site;
  const centres = data?.centres ?? [];
  const social = centres.filter((c) => c.instagram || c.youtube);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        {/* Once the site's identity is there: an empty heading would be announced as one (and fails axe). */}
        {site && (
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className="site-footer__title">
              {site.brandName}
            </h2>
            <address className="site-footer__contact">
              <p>
                {site.legalName}
                {site.registeredOffice && (
                  <>
                    <br />
                    {site.registeredOffice}
                  </>
                )}
              </p>
              <p>
                <a href={`mailto:${site.contactEmail}`}>
                  <MailIcon /> {site.contactEmail}
                </a>
              </p>
              <p>
                <a href={telHref(site.contactPhone, site.country)}>
                  <PhoneIcon /> {site.contactPhone}
                </a>
              </p>
            </address>
          </section>
        )}

        <section aria-labelledby="footer-centres">
          <h2 id="footer-centres" className="site-footer__title">
            Nos centres
          </h2>
          <ul className="site-footer__list">
            {centres.map((centre) => (
              <li key={centre.id}>
                <Link to={paths.centreHome(centre.id)}>{centre.name}</Link>
                <span className="site-footer__muted">{centre.address}</span>
              </li>
            ))}
          </ul>
        </section>

        {social.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__title">
              Suivez-nous
            </h2>
            <ul className="site-footer__list">
              {social.map((centre) => (
                <li key={centre.id} className="site-footer__social">
                  <span>{centre.name}</span>
                  {centre.instagram && (
                    <a
                      className="icon-button"
                      href={centre.instagram}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Instagram de ${centre.name} (nouvel onglet)`}
                    >
                      <InstagramIcon />
                    </a>
                  )}
                  {centre.youtube && (
                    <a
                      className="icon-button"
                      href={centre.youtube}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`YouTube de ${centre.name} (nouvel onglet)`}
                    >
                      <YoutubeIcon />
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__title">
            Informations
          </h2>
          <ul className="site-footer__list">
            <li>
              <Link to={paths.legalNotice()}>Mentions légales</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Politique de confidentialité</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Conditions générales</Link>
            </li>
            <li>
              <Link to={paths.sitemap()}>Plan du site</Link>
            </li>
            <li>
              <Link to={paths.franchise()}>Devenir franchisé</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__bottom">
        © {year} {site?.legalName}. Tous droits réservés.
      </p>
    </footer>
  );
}
