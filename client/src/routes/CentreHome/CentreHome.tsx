import { Link, useParams } from 'react-router-dom';
import { GaugeIcon, InstagramIcon, YoutubeIcon } from '../../components/icons/icons';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '@garage/contract/paths';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { CentreCard } from '../../features/site/CentreCard';
import { ServiceCards } from '../../features/site/ServiceCards';
import { VehicleSearch } from '../../features/vehicle-search/VehicleSearch';
import { useServicesOverviewQuery, useSiteShellQuery } from '../../gql/hooks';
import '../../features/site/centre-home.css';
import { title as centreHomeTitle } from '@garage/contract/pages/centre-home';
import { SERVICE, type ServiceSlug } from '@garage/contract/service-slugs';

const VEHICLE_TYPES = [
  { type: 'car', label: 'Voiture' },
  { type: 'motorcycle', label: 'Moto' },
  { type: 'camion', label: 'Camion / utilitaire' },
];

/** `/{center}`: the centre's home (CentreRoute has already checked the id and selected the centre). */
export default function CentreHome() {
  const { center = '' } = useParams();
  const centre = useCentreSelection().centres?.find((c) => c.id === center);
  const brand = useSiteShellQuery().data?.site.brandName ?? '';
  // The services' names are their data's (ServicesOverview is every page's, loaded with the shell).
  const services = useServicesOverviewQuery().data?.services;
  const serviceOf = (slug: ServiceSlug) => services?.find((s) => s.slug === slug);
  const [remap, e85, upkeep] = [SERVICE.engineRemap, SERVICE.e85Conversion, SERVICE.maintenance].map(serviceOf);
  if (!centre) return null;
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <PageHeading
            eyebrow={`${brand} ${centre.name}`}
            title={`Reprogrammation moteur à ${centre.name}`}
            documentTitle={centreHomeTitle(centre.name)}
            lead="Gagnez en puissance et en agrément, roulez à l’E85 ou entretenez votre véhicule, avec des mesures avant et après chaque intervention."
          />
          <p className="hero__actions">
            <Link className="button" to={paths.booking(centre.id)}>
              Prendre rendez-vous
            </Link>
            {[remap, e85].map(
              (service) =>
                service && (
                  <Link key={service.slug} className="button button--ghost" to={paths.service(service.slug, centre.id)}>
                    {service.name}
                  </Link>
                ),
            )}
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="home-configurator">
        <div className="configurator-entry card">
          <GaugeIcon width={40} height={40} />
          <div>
            <h2 id="home-configurator">Que gagne votre véhicule ?</h2>
            <p>
              Choisissez le type de véhicule, puis la marque, le modèle et la motorisation : nous affichons la puissance
              et le couple d’origine et après reprogrammation.
            </p>
            <VehicleSearch centre={centre.id} />
            <ul className="configurator-entry__types" role="list">
              {VEHICLE_TYPES.map(({ type, label }) => (
                <li key={type}>
                  <Link className="button button--ghost" to={paths.vehicle([type], centre.id)}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="section promo-grid" aria-label="Nos prestations phares">
        <article className="card promo">
          <p className="eyebrow">Stage 1 et stage 2</p>
          <h2>{remap?.name}</h2>
          <p>
            Un calculateur optimisé pour votre moteur, après un diagnostic complet : plus de couple à bas régime, des
            reprises franches et une consommation maîtrisée.
          </p>
          <Link className="button button--ghost" to={paths.service(SERVICE.engineRemap, centre.id)}>
            En savoir plus sur la reprogrammation
          </Link>
        </article>
        <article className="card promo">
          <p className="eyebrow">Superéthanol E85</p>
          <h2>{e85?.name}</h2>
          {/* The service's own words: its saving is written once, per market, in the gateway's content. */}
          <p>{e85?.shortDescription}</p>
          <Link className="button button--ghost" to={paths.service(SERVICE.e85Conversion, centre.id)}>
            En savoir plus sur l’E85
          </Link>
        </article>
        <article className="card promo">
          <p className="eyebrow">Entretien</p>
          <h2>{upkeep?.name}</h2>
          <p>
            Un moteur reprogrammé mérite un suivi attentif : nous conseillons une vidange tous les 15 000 à 30 000 km
            selon votre usage.
          </p>
          <Link className="button button--ghost" to={paths.service(SERVICE.maintenance, centre.id)}>
            En savoir plus sur l’entretien
          </Link>
        </article>
      </section>

      {(centre.youtube || centre.instagram) && (
        <section className="section" aria-labelledby="home-social">
          <h2 id="home-social">Nos vidéos et nos réalisations</h2>
          <p className="lead">Passages au banc, avant-après et coulisses de l’atelier de {centre.name}.</p>
          <div className="social-grid">
            {centre.youtube && (
              <a className="card social-card" href={centre.youtube} target="_blank" rel="noopener noreferrer">
                <YoutubeIcon width={32} height={32} />
                <span>
                  <strong>Notre chaîne YouTube</strong>
                  <span className="social-card__muted">Les vidéos de {centre.name} (nouvel onglet)</span>
                </span>
              </a>
            )}
            {centre.instagram && (
              <a className="card social-card" href={centre.instagram} target="_blank" rel="noopener noreferrer">
                <InstagramIcon width={32} height={32} />
                <span>
                  <strong>Notre compte Instagram</strong>
                  <span className="social-card__muted">Les photos de {centre.name} (nouvel onglet)</span>
                </span>
              </a>
            )}
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="centre-info">
        <h2 id="centre-info">Votre centre</h2>
        <div className="centre-home__info">
          <CentreCard centre={centre} />
        </div>
      </section>

      <section className="section" aria-labelledby="centre-services">
        <h2 id="centre-services">Nos services</h2>
        <ServiceCards centre={centre.id} />
      </section>
    </>
  );
}
