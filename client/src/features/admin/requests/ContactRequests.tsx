import { useEffect, useId, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DataView } from '../../../components/ui/DataView';
import { type ContactRequestFieldsFragment, type ContactRequestStatus } from '../../../gql/admin/graphql';
import { AdminContactRequestsCsvDocument, useAdminContactRequestsQuery } from '../../../gql/admin/hooks';
import { isUnauthenticated } from '../admin-client';
import { RequestCard } from './RequestCard';
import { STATUS_OPTIONS } from './request-labels';
import './requests.css';
import './request-list.css';

/** The centre filter's value for the requests no centre has. */
const UNASSIGNED = '-';

interface Filters {
  search: string;
  status: ContactRequestStatus | '';
  centre: string;
}

function queryFilters(filters: Filters, search: string) {
  return {
    search: search.trim() || null,
    status: filters.status || null,
    centre: filters.centre && filters.centre !== UNASSIGNED ? filters.centre : null,
    unassigned: filters.centre === UNASSIGNED ? true : null,
  };
}

/** The search as typed, sent once typing pauses. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Contact and quote requests as work: search and filters, each request's status, centre in charge and internal notes,
 * the estimate a configurator quote came with, and the CSV export of what the filters show.
 */
export function ContactRequests({
  centres,
  network,
  onBook,
  initialSearch = '',
}: {
  /** What the search starts with: a request's reference, when a centre's e-mail opened it. */
  initialSearch?: string;
  /** Opens the agenda's booking by phone for a request. */
  onBook?(request: ContactRequestFieldsFragment): void;
  /** The centres the signed-in account acts on. */
  centres: readonly { id: string; name: string }[];
  /** A network administrator: also the requests without a centre (a centre manager's are their centres'). */
  network: boolean;
}) {
  const id = useId();
  const client = useApolloClient();
  const [filters, setFilters] = useState<Filters>({ search: initialSearch, status: '', centre: '' });
  const search = useSettled(filters.search);
  const variables = { first: 50, ...queryFilters(filters, search) };
  const { data, previousData, loading, error, refetch } = useAdminContactRequestsQuery({
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminContactRequests;
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const centreNames = new Map(centres.map((c) => [c.id, c.name]));
  const setFilter = (name: keyof Filters, value: string) => setFilters((f) => ({ ...f, [name]: value }));

  const exportCsv = async () => {
    setExporting(true);
    setProblem(null);
    try {
      const { data: answer } = await client.query({
        query: AdminContactRequestsCsvDocument,
        variables: queryFilters(filters, filters.search),
        fetchPolicy: 'no-cache',
      });
      const csv = answer?.adminContactRequestsCsv;
      if (csv === undefined) throw new Error('export vide');
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = `demandes-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    } catch (failure) {
      if (!isUnauthenticated(failure)) setProblem('L’export a échoué. Réessayez.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="admin-section" id="demandes" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Demandes de contact</h2>
      <form className="requests-filters" aria-label="Filtrer les demandes" onSubmit={(e) => e.preventDefault()}>
        <div className="field requests-filters__search">
          <label htmlFor={`${id}-search`}>Trouver une demande</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(e) => setFilter('search', e.target.value)}
            placeholder="Nom, e-mail, téléphone, message…"
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Statut</label>
          <select id={`${id}-status`} value={filters.status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Toutes sauf archivées</option>
            {STATUS_OPTIONS}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre en charge</label>
          <select id={`${id}-centre`} value={filters.centre} onChange={(e) => setFilter('centre', e.target.value)}>
            <option value="">Tous les centres</option>
            {network && <option value={UNASSIGNED}>Sans centre</option>}
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--ghost" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Export…' : 'Exporter en CSV'}
        </button>
      </form>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <p className="admin-count" aria-live="polite">
        {list && `${list.length} demande${list.length > 1 ? 's' : ''} affichée${list.length > 1 ? 's' : ''}`}
        {loading && list && <span className="admin-count__loading"> · mise à jour…</span>}
      </p>
      <DataView
        loading={loading}
        error={error}
        data={list}
        failure="Erreur lors du chargement des demandes de contact"
        onRetry={() => void refetch()}
        isEmpty={(items) => items.length === 0}
        empty={<p>Aucune demande ne correspond.</p>}
        loadingLabel="Chargement des demandes…"
      >
        {(items) => (
          <ol className="admin-requests" role="list">
            {items.map((r) => (
              <li key={r.id} className="admin-request">
                <RequestCard
                  request={r}
                  centres={centres}
                  centreNames={centreNames}
                  network={network}
                  onProblem={setProblem}
                  onBook={onBook}
                />
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}
