import { illustrationSrcSet, SERVICE_HERO } from '@garage/contract/media-images';
import { Link, Navigate, useParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { useDocumentTitle } from '../../components/ui/PageHeading';
import { formatPrice } from '../../config/format';
import { paths } from '@garage/contract/paths';
import { useCentreNeeded } from '../../features/centre-selection/useCentreNeeded';
import { ServiceFaq } from '../../features/services/ServiceFaq';
import { vehicleList } from '../../features/site/ServiceCards';
import { vehiclesAtCentre } from '@garage/contract/centre-offers';
import { useServiceDetailQuery, useSiteShellQuery } from '../../gql/hooks';
import '../../features/services/service-detail.css';
import { useCentreName } from '../../lib/centre-selection/CentreSelectionContext';
import { BenchCentres, NoBenchHere } from '../../features/services/BenchCentres';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { title as serviceTitle } from '@garage/contract/pages/service';
import { seoTitleWithoutBrand } from '@garage/contract/pages/page-head';

/** `/{center}/services/{service}` and `/services/{service}`: every field of a service; unknown slug -> the list. */
export default function ServiceDetail() {
  const { center, service: slug = '' } = useParams();
  const { data, loading, error, refetch } = useServiceDetailQuery({ variables: { slug } });
  return (
    <DataView loading={loading} error={error} data={data} onRetry={() => void refetch()}>
      {({ service }) => {
        if (!service) return <Navigate to={paths.services(center)} replace />;
        return <ServiceContent service={service} centre={center} />;
      }}
    </DataView>
  );
}

type Service = NonNullable<ReturnType<typeof useServiceDetailQuery>['data']>['service'] & object;

function ServiceContent({ service, centre }: { service: Service; centre: string | undefined }) {
  const shell = useSiteShellQuery().data;
  const brand = shell?.site.brandName ?? '';
  // Boats are named only at a centre that takes them.
  const vehicles = vehiclesAtCentre(
    shell?.centres.find((c) => c.id === centre),
    service.vehicles,
  );
  useDocumentTitle(
    serviceTitle(
      { name: service.name, seoTitle: seoTitleWithoutBrand(service.seo.title, brand) },
      useCentreName(centre),
    ),
  );
  const findVehicle = useCentreNeeded(paths.configurator(centre));
  return (
    <article className="service">
      <header className="service__hero">
        <img
          className="service__hero-image"
          src={service.images.hero}
          srcSet={illustrationSrcSet(service.images.hero, SERVICE_HERO.fullWidth, SERVICE_HERO.smallWidth)}
          sizes={SERVICE_HERO.sizes}
          width={SERVICE_HERO.fullWidth}
          height={900}
          alt=""
          fetchPriority="high"
        />
        <div className="service__hero-text">
          <nav aria-label="Fil d’Ariane" className="breadcrumbs">
            <ol>
              <li>
                <Link to={centre ? paths.centreHome(centre) : paths.home()}>Accueil</Link>
              </li>
              <li>
                <Link to={paths.services(centre)}>Services</Link>
              </li>
              <li aria-current="page">{service.name}</li>
            </ol>
          </nav>
          <h1>{service.name}</h1>
          <p className="lead">{service.shortDescription}</p>
          <dl className="service__facts">
            <div>
              <dt>Prix</dt>
              <dd>
                à partir de <strong>{formatPrice(service.priceFrom, service.price.unit)}</strong>
                <span className="service__muted">
                  {' '}
                  selon le véhicule (<a href="#service-vehicles">tarifs par type</a>)
                </span>
              </dd>
            </div>
            <div>
              <dt>Véhicules</dt>
              <dd>
                <a href="#service-vehicles">{vehicleList(vehicles)}</a>
              </dd>
            </div>
            <div>
              <dt>Durée</dt>
              <dd>{service.duration}</dd>
            </div>
            <div>
              <dt>Garantie</dt>
              <dd>{service.warranty}</dd>
            </div>
          </dl>
          {service.needsBench && <NoBenchHere centre={centre} service={service.slug} />}
          <p className="hero__actions">
            <Link
              className="button"
              to={`${paths.booking(centre)}?${new URLSearchParams({ [PAGE_QUERY.service]: service.slug })}`}
            >
              Prendre rendez-vous
            </Link>
            <Link
              className="button button--ghost"
              to={`${paths.contact(centre)}?${new URLSearchParams({ [PAGE_QUERY.service]: service.slug })}`}
            >
              Demander un devis
            </Link>
            <Link className="button button--ghost" to={paths.configurator(centre)} onClick={findVehicle.onClick}>
              Trouver mon véhicule
            </Link>
          </p>
          {findVehicle.notice}
        </div>
      </header>

      <div className="service__body">
        <section aria-labelledby="service-description">
          <h2 id="service-description">En détail</h2>
          {service.longDescription.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="service-vehicles-title" id="service-vehicles">
          <h2 id="service-vehicles-title">Véhicules concernés et tarifs</h2>
          <ul className="card-grid service__vehicles" role="list">
            {vehicles.map((vehicle) => (
              <li key={vehicle.type} className="card">
                <h3>{vehicle.label}</h3>
                <p>{vehicle.summary}</p>
                <p className="service__vehicle-price">
                  De <strong>{formatPrice(vehicle.price.from, vehicle.price.unit)}</strong> à{' '}
                  <strong>{formatPrice(vehicle.price.to, vehicle.price.unit)}</strong>
                </p>
                {service.needsBench && <BenchCentres vehicleType={vehicle.type} />}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="service-benefits">
          <h2 id="service-benefits">Ce que vous y gagnez</h2>
          <ul className="check-list">
            {service.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="service-process">
          <h2 id="service-process">Déroulement</h2>
          <ol className="steps">
            {service.process.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="service-specs">
          <h2 id="service-specs">Caractéristiques techniques</h2>
          <div className="spec-grid">
            <SpecList title="Équipement utilisé" items={service.technicalSpecs.equipmentUsed} />
            <SpecList title="Véhicules pris en charge" items={service.technicalSpecs.supportedVehicles} />
            <SpecList title="Limites" items={service.technicalSpecs.limitations} />
          </div>
        </section>

        {service.images.gallery.length > 0 && (
          <section aria-labelledby="service-gallery">
            <h2 id="service-gallery">En images</h2>
            <ul className="service__gallery" role="list">
              {service.images.gallery.map((image, index) => (
                <li key={image}>
                  <img
                    src={image}
                    srcSet={illustrationSrcSet(image, 1200, 600)}
                    sizes="(min-width: 60rem) 33vw, (min-width: 36rem) 50vw, 100vw"
                    width={1200}
                    height={800}
                    loading="lazy"
                    alt={`${service.name} : illustration ${index + 1}`}
                  />
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="service-faq">
          <h2 id="service-faq">Questions fréquentes</h2>
          <ServiceFaq entries={service.faq} />
        </section>
      </div>
    </article>
  );
}

function SpecList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="card">
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
