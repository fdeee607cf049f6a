import { PAGE_QUERY } from '@garage/contract/page-contract';
import { paths } from '@garage/contract/paths';
import { SERVICE } from '@garage/contract/service-slugs';
import { VEHICLE_SEARCH_MAX_RESULTS } from '@garage/contract/vehicle-search';
import type { VehicleSearchQuery, VehicleSearchQueryVariables } from '../../gql/graphql';

export type SearchResult = VehicleSearchQuery['vehicleSearch']['results'][number];

/** Suggestions under the search box while typing. */
export const SUGGESTIONS = 8;

/**
 * The results page's search (`/reprogrammation?q=…`): the same variables for the gateway's render (the page's
 * loader) and the browser's hook, so the page's data is read once. Submitted: a search without result is counted.
 */
export const resultsPageVariables = (query: string): VehicleSearchQueryVariables => ({
  query,
  limit: VEHICLE_SEARCH_MAX_RESULTS,
  record: true,
});

/** Where a search is worth sending: two letters or digits at least. */
export const isSearchable = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;

/** A result's page in the configurator: the path builder names the vehicle type in the address's word. */
export const resultPath = (result: SearchResult, centre?: string) => paths.vehicle(result.levels, centre);

/** The quote form with the vehicle as the visitor wrote it. */
export const quotePath = (vehicle: string, centre?: string) =>
  `${paths.contact(centre)}?${PAGE_QUERY.service}=${SERVICE.engineRemap}&${PAGE_QUERY.vehicle}=${encodeURIComponent(vehicle.trim())}`;

const years = ({ yearFrom, yearTo }: SearchResult) =>
  yearFrom === null
    ? ''
    : yearTo === null
      ? `depuis ${yearFrom}`
      : yearFrom === yearTo
        ? String(yearFrom)
        : `${yearFrom} – ${yearTo}`;

/** What a result is, under its name: « Génération · 2013 – 2020 », « 220 ch · Essence · 2013 – 2017 ». */
export function resultDetail(result: SearchResult): string {
  const parts =
    result.kind === 'ENGINE'
      ? [result.powerHp === null ? '' : `${result.powerHp} ch`, result.fuelLabel ?? '', years(result)]
      : [
          { MANUFACTURER: 'Marque', MODEL: 'Modèle', GENERATION: 'Génération', ENGINE: '' }[result.kind],
          result.typeLabel,
          years(result),
        ];
  return parts.filter(Boolean).join(' · ');
}
