import { Link } from 'react-router-dom';
import { PageHeading } from '../components/ui/PageHeading';
import { paths } from '../config/paths';
import { CentreCard } from '../features/site/CentreCard';
import { ServiceCards } from '../features/site/ServiceCards';
import { useSiteShellQuery } from '../gql/hooks';

/** `/`: what the network does, its centres and its services. */
export default function Landing() {
  const { data } = useSiteShellQuery();
  const brand = data?.site.brandName ?? '';
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <PageHeading
            eyebrow="Reprogrammation moteur · E85 · Entretien"
            title="Plus de couple, moins de consommation, en toute transparence"
            documentTitle={`${brand} – Reprogrammation moteur, conversion E85 et entretien`}
            lead="Stage 1 et 2, conversion éthanol E85, boîte de vitesses, diagnostic, banc de puissance et marine : nos techniciens mesurent avant et après chaque intervention."
          />
          <p className="hero__actions">
            <Link className="button" to={paths.configurator()}>
              Trouver mon véhicule
            </Link>
            <Link className="button button--ghost" to={paths.services()}>
              Nos services
            </Link>
          </p>
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
