import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { useSiteShellQuery } from '../../gql/hooks';

/** Centres that come to the customer (the preset says which), each with its own short section. */
export function MaritimeMobileService() {
  const centres = useSiteShellQuery().data?.centres.filter((c) => c.mobileService) ?? [];
  return centres.map((centre) => (
    <section key={centre.id} className="section" aria-labelledby={`maritime-mobile-${centre.id}`}>
      <div className="maritime-mobile">
        <h2 id={`maritime-mobile-${centre.id}`}>Service mobile : {centre.name}</h2>
        {centre.serviceNote && <p>{centre.serviceNote}</p>}
        <p>
          Pour les voitures comme pour les bateaux, nos techniciens se déplacent au port, à votre ponton ou sur votre
          place de stationnement, avec l’outillage de diagnostic et de reprogrammation.
        </p>
        <p>
          Pour les travaux qui demandent un atelier ou une sortie de l’eau, nous vous indiquons la solution la plus
          simple avant de fixer le rendez-vous.
        </p>
        <p className="maritime-mobile__action">
          <Link className="button button--ghost" to={paths.contact(centre.id)}>
            Contacter le centre de {centre.name}
          </Link>
        </p>
      </div>
    </section>
  ));
}
