import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { DataView, LoadingState } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths, VEHICLE_TYPE_WORDS, vehicleTypeOf } from '@garage/contract/paths';
import { loadEnginePage } from '../../features/configurator/engine-page-chunk';
import { useVehicleTrailQuery } from '../../gql/hooks';
import '../../features/configurator/configurator.css';
import '../../features/services/service-detail.css';
import { useCentreName } from '../../lib/centre-selection/CentreSelectionContext';
import { title as configuratorTitle, engineTitle, levelTitle } from '@garage/contract/pages/configurator';
import { title as notFoundTitle } from '@garage/contract/pages/not-found';

// The levels (with the first screen's search) and the engine page are chunks of their own, so that neither page
// carries the other's code (the gateway names the one it renders, `showsOneOf` in contract/src/pages/configurator.ts).
const Levels = lazy(() => import('./ConfiguratorLevels'));
const EnginePage = lazy(() => loadEnginePage().then((module) => ({ default: module.EngineDetail })));

const NOTICES: Record<string, string> = {
  type: 'Ce type de véhicule n’existe pas : choisissez parmi les suivants.',
  manufacturer: 'Marque introuvable dans notre catalogue : choisissez parmi les marques suivantes.',
  model: 'Modèle introuvable : voici les modèles de cette marque.',
  year: 'Année non disponible pour ce modèle : choisissez une année.',
  engine: 'Motorisation introuvable pour cette année : choisissez votre moteur.',
};

/**
 * `/reprogrammation/{type}/{brand}/{model}/{year}/{engine}` (each level optional, also under a centre; the type in its
 * French word, `paths.vehicle`): every level is a URL of its own. A path with an unknown segment is a page that does not exist (the gateway answers 404): it
 * says « Page introuvable », what was not found, and shows the nearest valid level's choices in place.
 */
export default function Configurator() {
  const { center, type: typeWord, brand, model, year, engine } = useParams();
  // The address names the type by its French word; the catalogue, by its id.
  const type = typeWord && vehicleTypeOf(typeWord);
  // An address of before the French words (`/reprogrammation/car/…`), followed from a link inside the site: the
  // gateway answers it with a 301, and the router goes to the same address.
  const oldWord = typeWord !== undefined && Object.hasOwn(VEHICLE_TYPE_WORDS, typeWord);
  const { search } = useLocation();
  const { data, loading, error, refetch } = useVehicleTrailQuery({
    variables: { type, manufacturer: brand, model, year, engine },
    skip: oldWord,
  });
  const centreName = useCentreName(center);
  if (oldWord) {
    const levels = [typeWord, brand, model, year, engine].filter((level): level is string => level !== undefined);
    return <Navigate replace to={`${paths.vehicle(levels, center)}${search}`} />;
  }

  return (
    <div className="page configurator">
      <DataView loading={loading} error={error} data={data?.vehicleTrail} onRetry={() => void refetch()}>
        {(trail) => {
          // The levels up to the unknown one resolved: the trail stops there, and so do the links below.
          const notice = trail.invalid ? NOTICES[trail.invalid] : undefined;
          const crumbs = [
            { label: 'Reprogrammation', to: paths.configurator(center) },
            trail.type && { label: trail.type.label, to: paths.vehicle([type!], center) },
            trail.manufacturer && { label: trail.manufacturer.name, to: paths.vehicle([type!, brand!], center) },
            trail.model && { label: trail.model.name, to: paths.vehicle([type!, brand!, model!], center) },
            trail.year && { label: String(trail.year), to: paths.vehicle([type!, brand!, model!, year!], center) },
            trail.engine && { label: trail.engine.name, to: '' },
          ].filter((c): c is { label: string; to: string } => Boolean(c));
          const vehicleName = [trail.manufacturer?.name, trail.model?.name].filter(Boolean).join(' ');
          const title = trail.engine
            ? trail.engine.remappable
              ? `Reprogrammation ${vehicleName} ${trail.engine.name}`
              : `${vehicleName} ${trail.engine.name}`
            : trail.year
              ? `${vehicleName} ${trail.year} : choisissez la motorisation`
              : trail.model
                ? `${vehicleName} : choisissez l’année`
                : trail.manufacturer
                  ? `${trail.manufacturer.name} : choisissez le modèle`
                  : trail.type
                    ? `${trail.type.label} : choisissez la marque`
                    : 'Que gagne votre véhicule ?';
          return (
            <>
              <nav aria-label="Fil d’Ariane" className="breadcrumbs">
                <ol>
                  {crumbs.map((crumb, index) =>
                    // On a page that does not exist, every level named is a link: none of them is this page.
                    index === crumbs.length - 1 && !notice ? (
                      <li key={crumb.label} aria-current="page">
                        {crumb.label}
                      </li>
                    ) : (
                      <li key={crumb.label}>
                        <Link to={crumb.to}>{crumb.label}</Link>
                      </li>
                    ),
                  )}
                </ol>
              </nav>
              <PageHeading
                title={notice ? notFoundTitle() : title}
                documentTitle={
                  notice
                    ? notFoundTitle()
                    : trail.engine
                      ? engineTitle(
                          vehicleName,
                          trail.engine.name,
                          trail.engine.stages[0]?.powerGainHp ?? null,
                          trail.engine.remappable,
                        )
                      : trail.type
                        ? levelTitle(
                            trail.year ? `${vehicleName} ${trail.year}` : vehicleName || trail.type.label,
                            centreName,
                          )
                        : configuratorTitle(centreName)
                }
                lead={
                  trail.type || notice
                    ? undefined
                    : 'Choisissez votre véhicule : nous affichons sa puissance et son couple d’origine, et ce que donne chaque stage de reprogrammation.'
                }
              />
              {notice && (
                <>
                  <p className="configurator__notice" role="status">
                    {notice}
                  </p>
                  <h2>{title}</h2>
                </>
              )}
              <Suspense fallback={<LoadingState />}>
                {trail.engine && trail.manufacturer && trail.model && trail.year ? (
                  <EnginePage
                    engine={trail.engine}
                    vehicle={{ type: type!, manufacturer: trail.manufacturer, model: trail.model, year: trail.year }}
                    centre={center}
                    realisationCount={trail.realisationCount}
                    measured={trail.measured}
                    measuredCurves={trail.measuredCurves}
                  />
                ) : (
                  <Levels
                    centre={center}
                    firstScreen={!notice}
                    type={trail.type ? type : undefined}
                    manufacturer={trail.manufacturer?.slug}
                    model={trail.model?.slug}
                    year={trail.year ?? undefined}
                  />
                )}
              </Suspense>
            </>
          );
        }}
      </DataView>
    </div>
  );
}
