import { Link, useParams } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { paths } from '@garage/contract/paths';
import { EngineDetail } from '../../features/configurator/EngineDetail';
import { EngineLevel, ManufacturerLevel, ModelLevel, TypeLevel, YearLevel } from '../../features/configurator/levels';
import { useVehicleTrailQuery } from '../../gql/hooks';
import '../../features/configurator/configurator.css';
import '../../features/services/service-detail.css';
import { useCentreName } from '../../lib/centre-selection/CentreSelectionContext';
import { title as configuratorTitle, engineTitle, levelTitle } from '@garage/contract/pages/configurator';
import { title as notFoundTitle } from '@garage/contract/pages/not-found';

const NOTICES: Record<string, string> = {
  type: 'Ce type de véhicule n’existe pas : choisissez parmi les suivants.',
  manufacturer: 'Marque introuvable dans notre catalogue : choisissez parmi les marques suivantes.',
  model: 'Modèle introuvable : voici les modèles de cette marque.',
  year: 'Année non disponible pour ce modèle : choisissez une année.',
  engine: 'Motorisation introuvable pour cette année : choisissez votre moteur.',
};

/**
 * `/reprogrammation/{type}/{brand}/{model}/{year}/{engine}` (each level optional, also under a centre): every level
 * is a URL of its own. A path with an unknown segment is a page that does not exist (the gateway answers 404): it
 * says « Page introuvable », what was not found, and shows the nearest valid level's choices in place.
 */
export default function Configurator() {
  const { center, type, brand, model, year, engine } = useParams();
  const base = paths.configurator(center);
  const { data, loading, error, refetch } = useVehicleTrailQuery({
    variables: { type, manufacturer: brand, model, year, engine },
  });
  const centreName = useCentreName(center);

  return (
    <div className="page configurator">
      <DataView loading={loading} error={error} data={data?.vehicleTrail} onRetry={() => void refetch()}>
        {(trail) => {
          // The levels up to the unknown one resolved: the trail stops there, and so do the links below.
          const notice = trail.invalid ? NOTICES[trail.invalid] : undefined;
          const crumbs = [
            { label: 'Reprogrammation', to: base },
            trail.type && { label: trail.type.label, to: `${base}/${type}` },
            trail.manufacturer && { label: trail.manufacturer.name, to: `${base}/${type}/${brand}` },
            trail.model && { label: trail.model.name, to: `${base}/${type}/${brand}/${model}` },
            trail.year && { label: String(trail.year), to: `${base}/${type}/${brand}/${model}/${year}` },
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
              {!trail.type && <TypeLevel base={base} />}
              {trail.type && !trail.manufacturer && <ManufacturerLevel base={base} type={trail.type.id} />}
              {trail.manufacturer && !trail.model && (
                <ModelLevel base={base} type={type!} manufacturer={trail.manufacturer.slug} />
              )}
              {trail.model && !trail.year && (
                <YearLevel base={base} type={type!} manufacturer={brand!} model={trail.model.slug} />
              )}
              {trail.year && !trail.engine && (
                <EngineLevel base={base} type={type!} manufacturer={brand!} model={model!} year={trail.year} />
              )}
              {trail.engine && trail.manufacturer && trail.model && trail.year && (
                <EngineDetail
                  engine={trail.engine}
                  vehicle={{ type: type!, manufacturer: trail.manufacturer, model: trail.model, year: trail.year }}
                  centre={center}
                  realisationCount={trail.realisationCount}
                  measured={trail.measured}
                  measuredCurves={trail.measuredCurves}
                />
              )}
            </>
          );
        }}
      </DataView>
    </div>
  );
}
