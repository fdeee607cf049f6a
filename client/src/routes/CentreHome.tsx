import { Link, Navigate, useParams } from 'react-router-dom';
import { DataView } from '../components/ui/DataView';
import { PageHeading } from '../components/ui/PageHeading';
import { paths } from '../config/paths';
import { CentreCard } from '../features/site/CentreCard';
import { ServiceCards } from '../features/site/ServiceCards';
import { useSiteShellQuery } from '../gql/hooks';

/** `/{center}`: the centre's home. An unknown centre id leads back to `/`. */
export default function CentreHome() {
  const { center = '' } = useParams();
  const { data, loading, error, refetch } = useSiteShellQuery();
  return (
    <DataView loading={loading} error={error} data={data} onRetry={() => void refetch()}>
      {({ centres, site }) => {
        const centre = centres.find((c) => c.id === center);
        if (!centre) return <Navigate to={paths.home()} replace />;
        return (
          <>
            <section className="hero">
              <div className="hero__inner">
                <PageHeading
                  eyebrow={`${site.brandName} ${centre.name}`}
                  title={`Reprogrammation moteur à ${centre.name}`}
                  lead="Gagnez en puissance et en agrément, roulez à l’E85 ou entretenez votre véhicule avec des mesures avant et après chaque intervention."
                />
                <p className="hero__actions">
                  <Link className="button" to={paths.service('reprogrammation-moteur', centre.id)}>
                    Reprogrammation moteur
                  </Link>
                  <Link className="button button--ghost" to={paths.service('reprogrammation-ethanol', centre.id)}>
                    Conversion E85
                  </Link>
                </p>
              </div>
            </section>
            <section className="section" aria-labelledby="centre-info">
              <h2 id="centre-info">Votre centre</h2>
              <CentreCard centre={centre} />
            </section>
            <section className="section" aria-labelledby="centre-services">
              <h2 id="centre-services">Nos services</h2>
              <ServiceCards centre={centre.id} />
            </section>
          </>
        );
      }}
    </DataView>
  );
}
