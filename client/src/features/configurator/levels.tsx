import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import '../../components/ui/form.css';
import {
  useEnginesQuery,
  useManufacturersQuery,
  useModelsQuery,
  useVehicleTypesQuery,
  useYearsQuery,
} from '../../gql/hooks';
import type {
  EngineFiguresFragment,
  EnginesQuery,
  ManufacturersQuery,
  ModelsQuery,
  VehicleTypesQuery,
  YearsQuery,
} from '../../gql/graphql';
import { matchesSearch } from './brand-search';
import { useCachedResult, useVehicleCache } from './useVehicleQuery';

/** A long list (brands, models) with a search box; the count left is announced to screen readers. */
function SearchableChoices<T extends { slug: string; name: string }>(props: {
  items: T[];
  searchLabel: string;
  noMatch: string;
  href(item: T): string;
  children(item: T): ReactNode;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = props.items.filter((item) => matchesSearch(item, query));
  return (
    <>
      <div className="field configurator__search">
        <label htmlFor={id}>{props.searchLabel}</label>
        <input id={id} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
        <p className="visually-hidden" aria-live="polite">
          {shown.length} résultat{shown.length > 1 ? 's' : ''}
        </p>
      </div>
      <ul className="choice-grid" role="list">
        {shown.map((item) => (
          <li key={item.slug}>
            <Link className="choice" to={props.href(item)}>
              {props.children(item)}
            </Link>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p>{props.noMatch}</p>}
    </>
  );
}

export function TypeLevel({ base }: { base: string }) {
  const cache = useVehicleCache<VehicleTypesQuery>('VehicleTypes', {});
  const result = useCachedResult(cache, useVehicleTypesQuery({ skip: cache.hit }));
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.vehicleTypes}
      onRetry={() => void result.refetch()}
    >
      {(types) => (
        <ul className="choice-grid choice-grid--large" role="list">
          {types.map((type) => (
            <li key={type.id}>
              <Link className="choice" to={`${base}/${type.id}`}>
                <span className="choice__name">{type.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

export function ManufacturerLevel({ base, type }: { base: string; type: string }) {
  const cache = useVehicleCache<ManufacturersQuery>('Manufacturers', { type });
  const result = useCachedResult(cache, useManufacturersQuery({ variables: { type }, skip: cache.hit }));
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.manufacturers ?? undefined}
      onRetry={() => void result.refetch()}
    >
      {(manufacturers) => (
        <SearchableChoices
          items={manufacturers}
          searchLabel="Rechercher une marque"
          noMatch="Aucune marque ne correspond à votre recherche."
          href={(m) => `${base}/${type}/${m.slug}`}
        >
          {(m) => (
            <>
              <span className="choice__initials" aria-hidden="true">
                {m.name.slice(0, 2).toUpperCase()}
              </span>
              <span className="choice__name">{m.name}</span>
              <span className="choice__meta">
                {m.modelCount} modèle{m.modelCount > 1 ? 's' : ''}
              </span>
            </>
          )}
        </SearchableChoices>
      )}
    </DataView>
  );
}

export function ModelLevel({ base, type, manufacturer }: { base: string; type: string; manufacturer: string }) {
  const variables = { type, manufacturer };
  const cache = useVehicleCache<ModelsQuery>('Models', variables);
  const result = useCachedResult(cache, useModelsQuery({ variables, skip: cache.hit }));
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.models ?? undefined}
      onRetry={() => void result.refetch()}
    >
      {(models) => (
        <SearchableChoices
          items={models}
          searchLabel="Rechercher un modèle"
          noMatch="Aucun modèle ne correspond à votre recherche."
          href={(m) => `${base}/${type}/${manufacturer}/${m.slug}`}
        >
          {(m) => (
            <>
              <span className="choice__name">{m.name}</span>
              <span className="choice__meta">
                {m.yearFrom === m.yearTo ? m.yearFrom : `${m.yearFrom} – ${m.yearTo}`}
              </span>
            </>
          )}
        </SearchableChoices>
      )}
    </DataView>
  );
}

export function YearLevel(props: { base: string; type: string; manufacturer: string; model: string }) {
  const { base, ...variables } = props;
  const cache = useVehicleCache<YearsQuery>('Years', variables);
  const result = useCachedResult(cache, useYearsQuery({ variables, skip: cache.hit }));
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.years ?? undefined}
      onRetry={() => void result.refetch()}
    >
      {(years) => (
        <ul className="choice-grid choice-grid--years" role="list">
          {years.map((year) => (
            <li key={year}>
              <Link
                className="choice choice--compact"
                to={`${base}/${props.type}/${props.manufacturer}/${props.model}/${year}`}
              >
                <span className="choice__name">{year}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

export function EngineLevel(props: { base: string; type: string; manufacturer: string; model: string; year: number }) {
  const { base, ...variables } = props;
  const cache = useVehicleCache<EnginesQuery>('Engines', variables);
  const result = useCachedResult(cache, useEnginesQuery({ variables, skip: cache.hit }));
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.engines ?? undefined}
      onRetry={() => void result.refetch()}
    >
      {(engines) => (
        <ul className="engine-list" role="list">
          {engines.map((engine) => (
            <li key={engine.slug}>
              <Link
                className="choice engine-choice"
                to={`${base}/${props.type}/${props.manufacturer}/${props.model}/${props.year}/${engine.slug}`}
              >
                <span className="choice__name">{engine.name}</span>
                <span className="choice__meta">
                  {engine.fuelLabel} · {engine.powerHp} ch · {engine.torqueNm} Nm
                  {engine.generation ? ` · ${engine.generation}` : ''}
                </span>
                <StageOneHint engine={engine} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

function StageOneHint({ engine }: { engine: EngineFiguresFragment }) {
  const stage1 = engine.stages[0];
  if (!engine.remappable)
    return <span className="engine-choice__gain engine-choice__gain--none">Non reprogrammable</span>;
  // No estimate and no measurement yet: say how to get one, never « mesuré » for what nobody measured.
  if (!stage1)
    return <span className="engine-choice__gain engine-choice__gain--none">Gain : mesure au banc sur rendez-vous</span>;
  return (
    <span className="engine-choice__gain">
      Stage 1 : +{stage1.powerGainHp} ch{stage1.estimated ? ' (estimation)' : ''}
    </span>
  );
}
