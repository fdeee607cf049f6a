import { Link } from 'react-router-dom';
import { telHref } from '../../config/format';
import { useSiteShellQuery } from '../../gql/hooks';
import { quotePath } from './search-results';

/**
 * A search that found nothing: said in French, with a quote request that already names the vehicle as typed, and
 * the phone of the centre (else the network's), for a vehicle the catalogue does not list yet.
 */
export function NoVehicleFound({ query, centre }: { query: string; centre?: string }) {
  // The site's shell is every page's data: already in the cache.
  const shell = useSiteShellQuery().data;
  const atCentre = shell?.centres.find((c) => c.id === centre);
  const phone = atCentre?.phone || shell?.site.contactPhone;
  const country = atCentre?.country ?? shell?.site.country;
  return (
    <div className="vehicle-search__none side-note" role="note">
      <p>
        <strong>Aucun véhicule de notre catalogue ne correspond à « {query} ».</strong> Vérifiez l’orthographe, ou
        cherchez seulement la marque et le modèle.
      </p>
      <p>Votre véhicule n’y est pas encore ? Nous le reprogrammons aussi : demandez un devis, nous vous répondons.</p>
      <p className="vehicle-search__actions">
        <Link className="button" to={quotePath(query, centre)}>
          Demander un devis pour ce véhicule
        </Link>
        {phone && (
          <a className="button button--ghost" href={telHref(phone, country)}>
            Appeler le {phone}
          </a>
        )}
      </p>
    </div>
  );
}
