import { Link } from 'react-router-dom';
import { InstagramIcon, YoutubeIcon } from '../../components/icons/icons';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '@garage/contract/paths';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { groupCentreHours } from '@garage/contract/opening-hours';
import { useServicesOverviewQuery } from '../../gql/hooks';
import { title as sitemapTitle } from '@garage/contract/pages/sitemap';

/** `/sitemap`: every page of the site, per centre, with the social links and the opening hours of the spec. */
export default function Sitemap() {
  const { centres = [] } = useCentreSelection();
  const services = useServicesOverviewQuery().data?.services ?? [];
  const hours = groupCentreHours(centres);
  return (
    <div className="page sitemap">
      <PageHeading title={sitemapTitle()} lead="Toutes les pages du site, par rubrique et par centre." />
      <div className="card-grid sitemap__grid">
        <section className="card" aria-labelledby="plan-main">
          <h2 id="plan-main">Pages principales</h2>
          <ul>
            <li>
              <Link to={paths.home()}>Accueil</Link>
            </li>
            <li>
              <Link to={paths.services()}>Services</Link>
            </li>
            <li>
              <Link to={paths.configurator()}>Reprogrammation : trouver mon véhicule</Link>
            </li>
            <li>
              <Link to={paths.realisations()}>Nos réalisations</Link>
            </li>
            <li>
              <Link to={paths.maritime()}>Maritime</Link>
            </li>
            <li>
              <Link to={paths.franchise()}>Devenir franchisé</Link>
            </li>
            <li>
              <Link to={paths.booking()}>Prendre rendez-vous</Link>
            </li>
            <li>
              <Link to={paths.contact()}>Contact</Link>
            </li>
          </ul>
        </section>
        <section className="card" aria-labelledby="plan-services">
          <h2 id="plan-services">Services</h2>
          <ul>
            {services.map((service) => (
              <li key={service.slug}>
                <Link to={paths.service(service.slug)}>{service.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="plan-legal">
          <h2 id="plan-legal">Informations légales</h2>
          <ul>
            <li>
              <Link to={paths.legalNotice()}>Mentions légales</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>Politique de confidentialité</Link>
            </li>
            <li>
              <Link to={paths.terms()}>Conditions générales</Link>
            </li>
          </ul>
          <h2 id="plan-hours">Horaires</h2>
          {hours.map((group) => (
            <div key={group.centres.join()} className="sitemap__hours">
              <p>{hours.length === 1 && centres.length > 1 ? 'Tous nos centres' : group.centres.join(', ')} :</p>
              <ul>
                {group.lines.map((line) => (
                  <li key={line.days}>
                    {line.days} : {line.hours}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      </div>

      <h2 className="sitemap__centres-title">Nos centres</h2>
      <div className="card-grid">
        {centres.map((centre) => (
          <section key={centre.id} className="card" aria-labelledby={`plan-${centre.id}`}>
            <h3 id={`plan-${centre.id}`}>
              <Link to={paths.centreHome(centre.id)}>{centre.name}</Link>
            </h3>
            <ul>
              <li>
                <Link to={paths.services(centre.id)}>Services à {centre.name}</Link>
              </li>
              <li>
                <Link to={paths.configurator(centre.id)}>Reprogrammation à {centre.name}</Link>
              </li>
              <li>
                <Link to={paths.realisations(centre.id)}>Réalisations à {centre.name}</Link>
              </li>
              <li>
                <Link to={paths.booking(centre.id)}>Prendre rendez-vous à {centre.name}</Link>
              </li>
              <li>
                <Link to={paths.contact(centre.id)}>Contacter {centre.name}</Link>
              </li>
            </ul>
            {(centre.instagram || centre.youtube) && (
              <p className="sitemap__social">
                {centre.instagram && (
                  <a href={centre.instagram} target="_blank" rel="noopener noreferrer">
                    <InstagramIcon /> Instagram
                    <span className="visually-hidden"> de {centre.name} (nouvel onglet)</span>
                  </a>
                )}
                {centre.youtube && (
                  <a href={centre.youtube} target="_blank" rel="noopener noreferrer">
                    <YoutubeIcon /> YouTube<span className="visually-hidden"> de {centre.name} (nouvel onglet)</span>
                  </a>
                )}
              </p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
