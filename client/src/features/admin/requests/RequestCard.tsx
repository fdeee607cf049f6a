import { useId, useState, type FormEvent } from 'react';
import { paths } from '@garage/contract/paths';
import { formatNumber, formatPrice, telHref } from '../../../config/format';
import type { ContactRequestFieldsFragment, ContactRequestStatus } from '../../../gql/admin/graphql';
import {
  useAddContactRequestNoteMutation,
  useSetContactRequestCentreMutation,
  useSetContactRequestStatusMutation,
} from '../../../gql/admin/hooks';
import { useCentreSelection } from '../../../lib/centre-selection/CentreSelectionContext';
import { isUnauthenticated } from '../admin-client';
import { dateTime, shortDateTime, STATUS_LABELS, STATUS_OPTIONS } from './request-labels';
import { REQUEST_NOTE_MAX } from '@garage/contract/form-limits';
import './request-list.css';

const refetchAfterChange = ['AdminContactRequests', 'AdminContactRequestCounts', 'AdminAudit'];

/** One request: who wrote, what about, the quote asked for, and its handling (status, centre, notes). */
export function RequestCard({
  request: r,
  centres,
  centreNames,
  network,
  onProblem,
  onBook,
}: {
  request: ContactRequestFieldsFragment;
  centres: readonly { id: string; name: string }[];
  centreNames: ReadonlyMap<string, string>;
  network: boolean;
  onProblem(message: string | null): void;
  /** Opens the agenda's booking by phone for this request (it needs a centre). */
  onBook?(request: ContactRequestFieldsFragment): void;
}) {
  const id = useId();
  const [setStatus, status] = useSetContactRequestStatusMutation({ refetchQueries: refetchAfterChange });
  const [setCentre, centre] = useSetContactRequestCentreMutation({ refetchQueries: refetchAfterChange });
  const [addNote, note] = useAddContactRequestNoteMutation({ refetchQueries: ['AdminAudit'] });
  const [draft, setDraft] = useState('');
  const busy = status.loading || centre.loading;
  // The visitor's number, as written in the site's market.
  const { country } = useCentreSelection();

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
              <a href={telHref(r.phone, country)}>{r.phone}</a>
            </dd>
          </div>
        )}
        {r.vehicle && (
          <div>
            <dt>Véhicule</dt>
            <dd>{r.vehicle}</dd>
          </div>
        )}
        {r.work && (
          <div>
            <dt>Prestation</dt>
            <dd>{r.work}</dd>
          </div>
        )}
        {r.mileageKm !== null && (
          <div>
            <dt>Kilométrage</dt>
            <dd>{formatNumber(r.mileageKm)} km</dd>
          </div>
        )}
        {r.plate && (
          <div>
            <dt>Immatriculation</dt>
            <dd>{r.plate}</dd>
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

      {onBook && r.centre && r.phone && (
        <p>
          <button type="button" className="button button--small button--ghost" onClick={() => onBook(r)}>
            Prendre rendez-vous pour {r.name}
          </button>
        </p>
      )}

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
              maxLength={REQUEST_NOTE_MAX}
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
          <a href={paths.vehicle(quote.enginePath.split('/'))} target="_blank" rel="noreferrer">
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
              {/* One price: the stage's in the grid; a range: a request made before the grid. */}
              {quote.priceFrom === quote.priceTo
                ? `${formatPrice(quote.priceFrom, quote.currency)} TTC`
                : `${formatPrice(quote.priceFrom, quote.currency)} à ${formatPrice(quote.priceTo, quote.currency)}`}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
