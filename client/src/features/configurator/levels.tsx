import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
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
import { matchesSearch, SOLD_UNDER_ANOTHER_BRAND } from './brand-search';
import { usePrefetchOnIntent } from './prefetch';
import { useCachedResult, useVehicleCache } from './useVehicleQuery';

/**
 * A link to a configurator level that starts loading it when the visitor shows the intent to open it (an engine's
 * link gives its power, which its page's price depends on).
 */
function ChoiceLink(props: { to: string; className: string; powerHp?: number; children: ReactNode }) {
  const { to, className, powerHp, children } = props;
  return (
    <Link className={className} to={to} {...usePrefetchOnIntent(to, powerHp)}>
      {children}
    </Link>
  );
}

/** The text of a rendered page's box, typed before the page's scripts ran ('' on the gateway, or for a new box). */
const typedBeforeScripts = (id: string) =>
  typeof document === 'undefined' ? '' : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '');

/** A long list (brands, models) with a search box; the count left is announced to screen readers. */
function SearchableChoices<T extends { slug: string; name: string; generations?: string[] }>(props: {
  items: T[];
  searchLabel: string;
  noMatch: string;
  href(item: T): string;
  children(item: T): ReactNode;
  /** Where else a search that finds nothing here may find something (the other vehicle types). */
  elsewhere?(query: string): ReactNode;
}) {
  const id = useId();
  // What was typed in the gateway's page before its scripts took over is kept (the box is the same element).
  const [query, setQuery] = useState(() => typedBeforeScripts(id));
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
            <ChoiceLink className="choice" to={props.href(item)}>
              {props.children(item)}
            </ChoiceLink>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p>{props.noMatch}</p>}
      {shown.length === 0 && query.trim() && props.elsewhere?.(query)}
    </>
  );
}

/** The catalogue's vehicle types; a search that finds nothing in one looks in the others. */
const TYPE_IDS = ['car', 'motorcycle', 'camion'] as const;

function useManufacturersOf(type: string) {
  const cache = useVehicleCache<ManufacturersQuery>('Manufacturers', { type });
  return useCachedResult(cache, useManufacturersQuery({ variables: { type }, skip: cache.hit }));
}

function useModelsOf(type: string, manufacturer: string, skip = false) {
  const variables = { type, manufacturer };
  const cache = useVehicleCache<ModelsQuery>('Models', variables);
  return useCachedResult(cache, useModelsQuery({ variables, skip: skip || cache.hit }));
}

function useTypeLabels(): Record<string, string> {
  const cache = useVehicleCache<VehicleTypesQuery>('VehicleTypes', {});
  const types = useCachedResult(cache, useVehicleTypesQuery({ skip: cache.hit })).data?.vehicleTypes ?? [];
  return Object.fromEntries(types.map((t) => [t.id, t.label]));
}

/**
 * « Dans Camion / utilitaire : Transit, Transit Custom »: what answers the search in each other vehicle type's list,
 * linked to its own page there.
 */
function FoundElsewhere(props: {
  query: string;
  lists: { type: string; items: { slug: string; name: string; generations?: string[] }[] }[];
  href(type: string, slug: string): string;
}) {
  const labels = useTypeLabels();
  const found = props.lists
    .map(({ type, items }) => ({ type, items: items.filter((item) => matchesSearch(item, props.query)) }))
    .filter((f) => f.items.length > 0);
  if (found.length === 0) return null;
  return (
    <div className="configurator__elsewhere side-note" role="note">
      {found.map(({ type, items }) => (
        <p key={type}>
          Dans {labels[type] ?? type} :{' '}
          {items.slice(0, 6).map((item, i) => (
            <span key={item.slug}>
              {i > 0 && ', '}
              <Link to={props.href(type, item.slug)}>{item.name}</Link>
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/** Brands of the other vehicle types that answer a search (the landing page has already cached their lists). */
function BrandsElsewhere({ centre, type, query }: { centre?: string; type: string; query: string }) {
  const [first, second] = TYPE_IDS.filter((t) => t !== type);
  const lists = [
    { type: first!, items: useManufacturersOf(first!).data?.manufacturers ?? [] },
    { type: second!, items: useManufacturersOf(second!).data?.manufacturers ?? [] },
  ];
  return <FoundElsewhere query={query} lists={lists} href={(other, slug) => paths.vehicle([other, slug], centre)} />;
}

/** The same brand's models in the other vehicle types that answer a search (a van sought among the cars). */
function ModelsElsewhere(props: { centre?: string; type: string; manufacturer: string; query: string }) {
  const { centre, type, manufacturer, query } = props;
  const [first, second] = TYPE_IDS.filter((t) => t !== type);
  // Only the types where this brand exists: the other lists are already in the browser's cache.
  const inFirst = useManufacturersOf(first!).data?.manufacturers?.some((m) => m.slug === manufacturer) ?? false;
  const inSecond = useManufacturersOf(second!).data?.manufacturers?.some((m) => m.slug === manufacturer) ?? false;
  const lists = [
    { type: first!, items: useModelsOf(first!, manufacturer, !inFirst).data?.models ?? [] },
    { type: second!, items: useModelsOf(second!, manufacturer, !inSecond).data?.models ?? [] },
  ];
  return (
    <FoundElsewhere
      query={query}
      lists={lists}
      href={(other, slug) => paths.vehicle([other, manufacturer, slug], centre)}
    />
  );
}

export function TypeLevel({ centre }: { centre?: string }) {
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
              <ChoiceLink className="choice" to={paths.vehicle([type.id], centre)}>
                <span className="choice__name">{type.label}</span>
              </ChoiceLink>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

export function ManufacturerLevel({ centre, type }: { centre?: string; type: string }) {
  const result = useManufacturersOf(type);
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
          href={(m) => paths.vehicle([type, m.slug], centre)}
          elsewhere={(query) => (
            <>
              <BrandsElsewhere centre={centre} type={type} query={query} />
              <p>
                <Link to={paths.vehicleSearch(query, centre)}>
                  Chercher « {query.trim()} » parmi tous les véhicules
                </Link>
              </p>
            </>
          )}
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

export function ModelLevel({ centre, type, manufacturer }: { centre?: string; type: string; manufacturer: string }) {
  const result = useModelsOf(type, manufacturer);
  // A model the maker sold under its name, now filed under a sibling brand (SOLD_UNDER_ANOTHER_BRAND).
  const soldElsewhere = type === 'car' ? (SOLD_UNDER_ANOTHER_BRAND[manufacturer] ?? []) : [];
  return (
    <DataView
      loading={result.loading}
      error={result.error}
      data={result.data?.models ?? undefined}
      onRetry={() => void result.refetch()}
    >
      {(models) => (
        <SearchableChoices
          items={[
            ...models.map((m) => ({
              ...m,
              href: paths.vehicle([type, manufacturer, m.slug], centre),
              meta: m.yearFrom === m.yearTo ? String(m.yearFrom) : `${m.yearFrom} – ${m.yearTo}`,
            })),
            ...soldElsewhere.map((m) => ({
              slug: `${m.brand}/${m.model}`,
              name: m.soldAs,
              href: paths.vehicle([type, m.brand, m.model], centre),
              meta: `Jusqu’en ${m.until}, aujourd’hui chez ${m.brandName}`,
            })),
          ]}
          searchLabel="Rechercher un modèle"
          noMatch="Aucun modèle ne correspond à votre recherche."
          href={(m) => m.href}
          elsewhere={(query) => (
            <ModelsElsewhere centre={centre} type={type} manufacturer={manufacturer} query={query} />
          )}
        >
          {(m) => (
            <>
              <span className="choice__name">{m.name}</span>
              <span className="choice__meta">{m.meta}</span>
            </>
          )}
        </SearchableChoices>
      )}
    </DataView>
  );
}

export function YearLevel(props: { centre?: string; type: string; manufacturer: string; model: string }) {
  const { centre, ...variables } = props;
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
              <ChoiceLink
                className="choice choice--compact"
                to={paths.vehicle([props.type, props.manufacturer, props.model, year], centre)}
              >
                <span className="choice__name">{year}</span>
              </ChoiceLink>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

export function EngineLevel(props: {
  centre?: string;
  type: string;
  manufacturer: string;
  model: string;
  year: number;
}) {
  const { centre, ...variables } = props;
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
              <ChoiceLink
                className="choice engine-choice"
                to={paths.vehicle([props.type, props.manufacturer, props.model, props.year, engine.slug], centre)}
                powerHp={engine.powerHp}
              >
                <span className="choice__name">{engine.name}</span>
                <span className="choice__meta">
                  {engine.fuelLabel} · {engine.powerHp} ch · {engine.torqueNm} Nm
                  {engine.generation ? ` · ${engine.generation}` : ''}
                </span>
                <StageOneHint engine={engine} />
              </ChoiceLink>
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
