import { useEffect, useId, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DataView } from '../../components/ui/DataView';
import { formatPrice, telHref } from '../../config/format';
import { paths } from '@garage/contract/paths';
import {
  AdminContactRequestsCsvDocument,
  type ContactRequestFieldsFragment,
  type ContactRequestStatus,
} from '../../gql/admin/graphql';
import {
  useAddContactRequestNoteMutation,
  useAdminContactRequestsQuery,
  useSetContactRequestCentreMutation,
  useSetContactRequestStatusMutation,
} from '../../gql/admin/hooks';
import { isUnauthenticated } from './admin-client';
import './requests.css';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const shortDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export const STATUS_LABELS: Record<ContactRequestStatus, string> = {
  NEW: 'Nouveau',
  IN_PROGRESS: 'En cours',
  DONE: 'Traité',
  ARCHIVED: 'Archivé',
};
/** The four statuses as the options of a select (the filter and each request's own). */
const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as ContactRequestStatus[]).map((s) => (
  <option key={s} value={s}>
    {STATUS_LABELS[s]}
  </option>
));
/** The centre filter's value for the requests no centre has. */
const UNASSIGNED = '-';
const refetchAfterChange = ['AdminContactRequests', 'AdminContactRequestCounts', 'AdminAudit'];

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
}: {
  /** The centres the signed-in account acts on. */
  centres: readonly { id: string; name: string }[];
  /** A network administrator: also the requests without a centre (a centre manager's are their centres'). */
  network: boolean;
}) {
  const id = useId();
  const client = useApolloClient();
  const [filters, setFilters] = useState<Filters>({ search: '', status: '', centre: '' });
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
                />
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}

function RequestCard({
  request: r,
  centres,
  centreNames,
  network,
  onProblem,
}: {
  request: ContactRequestFieldsFragment;
  centres: readonly { id: string; name: string }[];
  centreNames: ReadonlyMap<string, string>;
  network: boolean;
  onProblem(message: string | null): void;
}) {
  const id = useId();
  const [setStatus, status] = useSetContactRequestStatusMutation({ refetchQueries: refetchAfterChange });
  const [setCentre, centre] = useSetContactRequestCentreMutation({ refetchQueries: refetchAfterChange });
  const [addNote, note] = useAddContactRequestNoteMutation({ refetchQueries: ['AdminAudit'] });
  const [draft, setDraft] = useState('');
  const busy = status.loading || centre.loading;

  const run = async (work: () => Promise<unknown>, failure: string) => {
    onProblem(null);
    try {
      await work();
      return true;
    } catch (problem) {
      if (!isUnauthenticated(problem)) onProblem(failure);
      return false;
    }
  };
  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    const done = await run(
      () => addNote({ variables: { id: r.id, body: draft } }),
      'La note n’a pas été enregistrée. Réessayez.',
    );
    if (done) setDraft('');
  };

  return (
    <article aria-labelledby={`${id}-name`}>
      <header className="admin-request__header">
        <div className="request-title">
          <h3 id={`${id}-name`}>{r.name}</h3>
          <span className={`request-status request-status--${r.status.toLowerCase()}`}>{STATUS_LABELS[r.status]}</span>
        </div>
        <time dateTime={r.createdAt}>{dateTime.format(new Date(r.createdAt))}</time>
      </header>
      <dl className="admin-request__details">
        {r.email && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${r.email}`}>{r.email}</a>
            </dd>
          </div>
        )}
        {r.phone && (
          <div>
            <dt>Téléphone</dt>
            <dd>
              <a href={telHref(r.phone)}>{r.phone}</a>
            </dd>
          </div>
        )}
        {r.vehicle && (
          <div>
            <dt>Véhicule</dt>
            <dd>{r.vehicle}</dd>
          </div>
        )}
      </dl>
      {r.quote && <QuoteFigures quote={r.quote} />}
      <p className="admin-request__message">{r.message}</p>

      <div className="request-controls">
        <div className="field">
          <label htmlFor={`${id}-status`}>Statut</label>
          <select
            id={`${id}-status`}
            value={r.status}
            disabled={busy}
            onChange={(e) =>
              void run(
                () => setStatus({ variables: { id: r.id, status: e.target.value as ContactRequestStatus } }),
                'Le statut n’a pas été changé. Réessayez.',
              )
            }
          >
            {STATUS_OPTIONS}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre en charge</label>
          <select
            id={`${id}-centre`}
            value={r.centre ?? ''}
            disabled={busy}
            onChange={(e) =>
              void run(
                () => setCentre({ variables: { id: r.id, centre: e.target.value || null } }),
                'Le centre n’a pas été changé. Réessayez.',
              )
            }
          >
            {(network || !r.centre) && <option value="">Aucun</option>}
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            {r.centre && !centreNames.has(r.centre) && <option value={r.centre}>{r.centre}</option>}
          </select>
        </div>
      </div>

      <div className="request-notes">
        <h4 id={`${id}-notes`}>Notes internes</h4>
        {r.notes.length > 0 && (
          <ol className="request-notes__list" role="list" aria-labelledby={`${id}-notes`}>
            {r.notes.map((n) => (
              <li key={n.id}>
                <p className="request-notes__meta">
                  {n.username}, <time dateTime={n.createdAt}>{shortDateTime.format(new Date(n.createdAt))}</time>
                </p>
                <p className="request-notes__body">{n.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form className="request-notes__form" onSubmit={submitNote}>
          <div className="field">
            <label htmlFor={`${id}-note`} className="visually-hidden">
              Nouvelle note sur la demande de {r.name}
            </label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={2000}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Ajouter une note (visible de l’équipe seulement)"
            />
          </div>
          <button type="submit" className="button button--small" disabled={note.loading || !draft.trim()}>
            {note.loading ? 'Enregistrement…' : 'Ajouter la note'}
          </button>
        </form>
      </div>
    </article>
  );
}

/** What the visitor saw on the engine page when they asked for the quote. */
function QuoteFigures({ quote }: { quote: NonNullable<ContactRequestFieldsFragment['quote']> }) {
  const arrow = (before: number | null | undefined, after: number | null | undefined, unit: string) =>
    before == null ? null : after == null ? `${before} ${unit}` : `${before} → ${after} ${unit}`;
  const power = arrow(quote.powerBeforeHp, quote.powerAfterHp, 'ch');
  const torque = arrow(quote.torqueBeforeNm, quote.torqueAfterNm, 'Nm');
  return (
    <div className="request-quote">
      <p className="request-quote__title">
        Devis depuis le configurateur :{' '}
        {quote.enginePath ? (
          <a href={`${paths.configurator()}/${quote.enginePath}`} target="_blank" rel="noreferrer">
            {quote.vehicle}
          </a>
        ) : (
          quote.vehicle
        )}
      </p>
      <dl className="admin-request__details">
        <div>
          <dt>Stage</dt>
          <dd>{quote.stage ? `Stage ${quote.stage}${quote.estimated ? ' (estimation)' : ''}` : 'Sans estimation'}</dd>
        </div>
        {power && (
          <div>
            <dt>Puissance</dt>
            <dd>{power}</dd>
          </div>
        )}
        {torque && (
          <div>
            <dt>Couple</dt>
            <dd>{torque}</dd>
          </div>
        )}
        {quote.priceFrom != null && quote.priceTo != null && quote.currency && (
          <div>
            <dt>Prix affiché</dt>
            <dd>
              {formatPrice(quote.priceFrom, quote.currency)} à {formatPrice(quote.priceTo, quote.currency)}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
