import { Link, useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/ui/PageHeading';
import { title as notFoundTitle } from '@garage/contract/pages/not-found';
import { paths } from '@garage/contract/paths';
import { useServicesOverviewQuery } from '../../gql/hooks';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import './not-found.css';

interface PageNotFoundProps {
  /** Why the page does not exist, when more is known than « no such address ». */
  lead?: string;
  /** The closest page, first of the links (a job's gallery). */
  closest?: { label: string; to: string };
}

/**
 * « Page introuvable » (the gateway answers it with status 404): where to go from here, for the centre the address
 * names, else the chosen one, as the gateway renders it.
 */
export function PageNotFound({ lead = 'L’adresse demandée n’existe pas ou a changé.', closest }: PageNotFoundProps) {
  const { pathname } = useLocation();
  const { centres, selected } = useCentreSelection();
  const services = useServicesOverviewQuery().data?.services ?? [];
  const centre = centres?.find((c) => c.id === pathname.split('/')[1]) ?? selected ?? undefined;
  const id = centre?.id;
  return (
    <div className="page not-found">
      <PageHeading title={notFoundTitle()} lead={lead} />
      <p className="not-found__actions">
        {closest && (
          <Link className="button" to={closest.to}>
            {closest.label}
          </Link>
        )}
        <Link className={closest ? 'button button--ghost' : 'button'} to={id ? paths.centreHome(id) : paths.home()}>
          {centre ? `Retour à l’accueil de ${centre.name}` : 'Retour à l’accueil'}
        </Link>
      </p>
      <div className="card-grid not-found__grid">
        <section className="card" aria-labelledby="not-found-pages">
          <h2 id="not-found-pages">Pages utiles</h2>
          <ul className="not-found__list">
            <li>
              <Link to={paths.configurator(id)}>Reprogrammation : trouver mon véhicule</Link>
            </li>
            <li>
              <Link to={paths.services(id)}>Tous nos services</Link>
            </li>
            <li>
              <Link to={paths.realisations(id)}>Nos réalisations</Link>
            </li>
            <li>
              <Link to={paths.contact(id)}>Contact et devis</Link>
            </li>
            <li>
              <Link to={paths.sitemap()}>Plan du site</Link>
            </li>
          </ul>
        </section>
        {services.length > 0 && (
          <section className="card" aria-labelledby="not-found-services">
            <h2 id="not-found-services">Nos services</h2>
            <ul className="not-found__list">
              {services.map((service) => (
                <li key={service.slug}>
                  <Link to={paths.service(service.slug, id)}>{service.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {/* An address that names no centre may be a mistyped one: the centres, one click away. */}
        {!centre && centres && centres.length > 0 && (
          <section className="card" aria-labelledby="not-found-centres">
            <h2 id="not-found-centres">Nos centres</h2>
            <ul className="not-found__list">
              {centres.map((c) => (
                <li key={c.id}>
                  <Link to={paths.centreHome(c.id)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
