import { startTransition, useDeferredValue, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, Navigate } from 'react-router-dom';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '@garage/contract/paths';
import { useCentreNeeded } from '../../features/centre-selection/useCentreNeeded';
import { CentreCard } from '../../features/site/CentreCard';
import { ServiceCards } from '../../features/site/ServiceCards';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { preloadVehicleDataWhenIdle } from '../../features/configurator/preload';
import { useSiteShellQuery } from '../../gql/hooks';
import { title as homeTitle } from '@garage/contract/pages/home';

/** Delay before the centre modal opens on a first visit (spec section 9). */
export const MODAL_DELAY_MS = 1000;

/** `/`: what the network does, its centres and its services. */
export default function Landing() {
  // The heading needs no data; the centre cards arrive as a deferred update (built in slices).
  const data = useDeferredValue(useSiteShellQuery().data);
  const { centres, selected, openModal, declined } = useCentreSelection();
  // Not chosen, and not declined during this visit (« Continuer sans choisir » is remembered until the tab closes).
  const undecided = centres !== undefined && !selected && !declined;
  const findVehicle = useCentreNeeded(paths.configurator());

  // Ahead of the configurator: vehicle types and manufacturers of each type, into the browser cache.
  const client = useApolloClient();
  const prefix = data?.site.cacheKeyPrefix;
  useEffect(() => (prefix ? preloadVehicleDataWhenIdle(client, prefix) : undefined), [client, prefix]);

  useEffect(() => {
    if (!undecided) return;
    // A transition: the modal is built in slices, leaving the page free to answer input meanwhile.
    const timer = window.setTimeout(() => startTransition(() => openModal()), MODAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [undecided, openModal]);

  if (selected) return <Navigate to={paths.centreHome(selected.id)} replace />;
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <PageHeading
            eyebrow="Reprogrammation moteur · E85 · Entretien"
            title="Plus de couple, moins de consommation, en toute transparence"
            documentTitle={homeTitle()}
            lead="Stage 1 et 2, conversion éthanol E85, boîte de vitesses, diagnostic, banc de puissance et marine : nos techniciens mesurent avant et après chaque intervention."
          />
          <p className="hero__actions">
            <Link className="button" to={paths.configurator()} onClick={findVehicle.onClick}>
              Trouver mon véhicule
            </Link>
            <Link className="button button--ghost" to={paths.services()}>
              Nos services
            </Link>
          </p>
          {findVehicle.notice}
        </div>
      </section>

      <section className="section" aria-labelledby="home-centres">
        <h2 id="home-centres">Nos centres</h2>
        <ul className="card-grid" role="list">
          {(data?.centres ?? []).map((centre) => (
            <li key={centre.id}>
              <CentreCard centre={centre} />
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="home-services">
        <h2 id="home-services">Nos services</h2>
        <ServiceCards />
      </section>
    </>
  );
}
