import { Link } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { formatPrice } from '../../config/format';
import { paths } from '@garage/contract/paths';
import { useServicesOverviewQuery, useSiteShellQuery } from '../../gql/hooks';
import { centreOffers, vehiclesAtCentre } from '@garage/contract/centre-offers';

/** « Voiture, utilitaire, moto » */
export function vehicleList(vehicles: { label: string }[]): string {
  return vehicles.map((v, i) => (i === 0 ? v.label : v.label.toLowerCase())).join(', ');
}

/**
 * Grid of every service with its starting price (the lowest over its vehicle types), its vehicle types and a
 * 'Découvrir ce service' link. On a centre's pages, a service the centre cannot do (a bench at a mobile service) says so,
 * boats are named only where the centre takes them, and a service for boats alone is left out where it takes none.
 */
export function ServiceCards({ centre, headingLevel = 3 }: { centre?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { data, loading, error, refetch } = useServicesOverviewQuery();
  const here = useSiteShellQuery().data?.centres.find((c) => c.id === centre);
  return (
    <DataView
      loading={loading}
      error={error}
      data={data?.services}
      onRetry={() => void refetch()}
      isEmpty={(services) => services.length === 0}
      empty={<p>Aucun service n’est publié pour le moment.</p>}
    >
      {(services) => (
        <ul className="card-grid" role="list">
          {services.flatMap((service) => {
            const vehicles = vehiclesAtCentre(here, service.vehicles);
            if (vehicles.length === 0) return [];
            return (
              <li key={service.slug} className="card service-card">
                <img
                  className="service-card__icon"
                  src={service.images.icon}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
                <Heading className="service-card__title">{service.name}</Heading>
                <p>{service.shortDescription}</p>
                <p className="service-card__meta">
                  à partir de <strong>{formatPrice(service.priceFrom, service.price.unit)}</strong> · {service.duration}
                </p>
                {here && !centreOffers(here, service) && (
                  <p className="service-card__meta service-card__elsewhere">Pas de banc au centre de {here.name}</p>
                )}
                <p className="service-card__meta">
                  <span className="visually-hidden">Véhicules concernés : </span>
                  {vehicleList(vehicles)}
                </p>
                <Link
                  className="button button--ghost"
                  to={paths.service(service.slug, centre)}
                  aria-label={`Découvrir ce service : ${service.name}`}
                >
                  Découvrir ce service
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DataView>
  );
}
