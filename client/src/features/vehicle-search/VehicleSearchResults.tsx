import { CombinedGraphQLErrors } from '@apollo/client';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataView } from '../../components/ui/DataView';
import { useVehicleSearchQuery } from '../../gql/hooks';
import { NoVehicleFound } from './NoVehicleFound';
import { resultDetail, resultPath, resultsPageVariables } from './search-results';

/**
 * The results page of a submitted search (`?q=`), rendered by the gateway: plain links, so it reads and works
 * without scripts. A search that finds nothing is counted there (anonymously) and offers a quote.
 */
export function VehicleSearchResults({ query, centre }: { query: string; centre?: string }) {
  const id = useId();
  const result = useVehicleSearchQuery({ variables: resultsPageVariables(query) });
  return (
    <section className="vehicle-results" aria-labelledby={id}>
      <h2 id={id}>Résultats pour « {query} »</h2>
      <DataView
        loading={result.loading}
        error={result.error}
        data={result.data?.vehicleSearch.results}
        // A search the gateway refuses (too long) says why; any other failure, the usual message.
        failure={badInput(result.error)}
        onRetry={() => void result.refetch()}
        isEmpty={(results) => results.length === 0}
        empty={<NoVehicleFound query={query} centre={centre} />}
        loadingLabel="Recherche en cours…"
      >
        {(results) => (
          <ul className="vehicle-results__list" role="list">
            {results.map((found) => (
              <li key={found.levels.join('/')}>
                <Link className="vehicle-results__link" to={resultPath(found, centre)}>
                  <span className="vehicle-search__name">{found.label}</span>
                  <span className="vehicle-search__detail">{resultDetail(found)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}

const badInput = (error: unknown) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.message
    : undefined;
