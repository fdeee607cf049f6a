import { useSearchParams } from 'react-router-dom';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { VehicleSearch } from './VehicleSearch';
import { VehicleSearchResults } from './VehicleSearchResults';

/**
 * The configurator's first screen: the vehicle search, and under it the results of a submitted search
 * (`/reprogrammation?q=…`, the page the form sends to without scripts).
 */
export function FirstScreenSearch({ centre }: { centre?: string }) {
  const [search] = useSearchParams();
  const query = search.get(PAGE_QUERY.search)?.trim() ?? '';
  return (
    <>
      {/* A new search starts its box afresh. */}
      <VehicleSearch key={query} centre={centre} initialQuery={query} />
      {query && <VehicleSearchResults query={query} centre={centre} />}
    </>
  );
}
