import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { frenchDay } from '../../../config/format';
import { useAdminAgendaQuery } from '../../../gql/admin/hooks';
import { ActionNotice, type Notice } from '../ActionNotice';
import { AgendaBookingCard } from './AgendaBookingCard';
import { AgendaSettings } from './AgendaSettings';
import { CentreContactsNote } from './CentreContactsNote';
import { PendingHolds } from './PendingHolds';
import { PhoneBookingForm, type RequestToBook } from './PhoneBookingForm';
import '../../../components/ui/form.css';
import './agenda.css';

/** Today on this device's calendar, AAAA-MM-JJ. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The centre's agenda (issue 27): a day or a week of bookings, with the visitor to call; a booking taken by phone;
 * moving, cancelling (the visitor is told by e-mail when they gave one), whether they came; closures, bays and the
 * calendar feed below. A centre manager sees their centres, a network administrator all.
 */
export function AgendaSection({
  centres,
  fromRequest,
  opening,
}: {
  centres: readonly { id: string; name: string }[];
  /** A booking a centre's e-mail links to: its centre's agenda opens on its day, the booking in view. */
  opening?: { centre: string | null; date: string | null; booking: string | null };
  /** A contact request to book (« Prendre rendez-vous » on it): the phone form opens with its details. */
  fromRequest?: RequestToBook | null;
}) {
  const id = useId();
  const [centre, setCentre] = useState(
    opening?.centre && centres.some((c) => c.id === opening.centre) ? opening.centre : (centres[0]?.id ?? ''),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  // A new request to book chooses its centre and opens the form (state set while rendering, React's pattern for
  // adjusting state to a prop).
  const [requestShown, setRequestShown] = useState<RequestToBook | null>(null);
  const [view, setView] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState(() =>
    opening?.date && /^\d{4}-\d\d-\d\d$/.test(opening.date) ? opening.date : today(),
  );
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const from = view === 'week' ? mondayOf(date) : date;
  const days = view === 'week' ? 7 : 1;
  const agenda = useAdminAgendaQuery({
    variables: { centre, from, days },
    skip: !centre,
    fetchPolicy: 'cache-and-network',
  });
  const refresh = () => void agenda.refetch();
  // The booking an e-mail linked to, brought into view when its card first shows (once: the agenda stays the staff's).
  const linked = opening?.booking ?? null;
  const linkedShown = useRef(false);
  const showLinked = useCallback((item: HTMLLIElement | null) => {
    if (!item || linkedShown.current) return;
    linkedShown.current = true;
    item.scrollIntoView({ block: 'center' });
    item.focus({ preventScroll: true });
  }, []);
  if (fromRequest && fromRequest !== requestShown) {
    setRequestShown(fromRequest);
    if (centres.some((c) => c.id === fromRequest.centre)) setCentre(fromRequest.centre);
    setCreating(true);
  }
  useEffect(() => {
    if (requestShown) heading.current?.scrollIntoView({ block: 'start' });
  }, [requestShown]);
  const said = (next: Notice) => {
    setNotice(next);
    refresh();
  };
  if (!centre) return null;
  const shownDays = Array.from({ length: days }, (_, i) => addDays(from, i));
  const centreName = centres.find((c) => c.id === centre)?.name ?? centre;

  return (
    <section className="admin-section agenda" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Agenda
      </h2>
      <div className="agenda__bar">
        {centres.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-centre`}>Centre de l’agenda</label>
            <select id={`${id}-centre`} value={centre} onChange={(event) => setCentre(event.target.value)}>
              {centres.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="agenda__views" role="group" aria-label="Affichage">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={view === 'day'}
            onClick={() => setView('day')}
          >
            Jour
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={view === 'week'}
            onClick={() => setView('week')}
          >
            Semaine
          </button>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(event) => event.target.value && setDate(event.target.value)}
          />
        </div>
        <div className="agenda__nav" role="group" aria-label="Période">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDate(addDays(date, -days))}
          >
            {view === 'week' ? 'Semaine précédente' : 'Jour précédent'}
          </button>
          <button type="button" className="button button--ghost button--small" onClick={() => setDate(today())}>
            Aujourd’hui
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setDate(addDays(date, days))}
          >
            {view === 'week' ? 'Semaine suivante' : 'Jour suivant'}
          </button>
        </div>
        <button
          type="button"
          className="button button--small"
          aria-expanded={creating}
          onClick={() => setCreating(!creating)}
        >
          Nouveau rendez-vous
        </button>
      </div>
      <p className="agenda__period" aria-live="polite">
        {centreName} :{' '}
        {view === 'week'
          ? `semaine du ${frenchDay(from)} au ${frenchDay(addDays(from, 6), true)}`
          : frenchDay(from, true)}
      </p>
      <CentreContactsNote centre={centre} />
      <ActionNotice notice={notice} className="outbox-notice" />
      {creating && (
        <PhoneBookingForm
          key={requestShown?.contactRequest ?? 'new'}
          centre={centre}
          initial={requestShown?.centre === centre ? requestShown : null}
          onDone={(text, day) => {
            setCreating(false);
            setRequestShown(fromRequest ?? null);
            // The new booking's day is shown, with it.
            setDate(day);
            said({ kind: 'success', text });
          }}
          onCancel={() => {
            setCreating(false);
            setRequestShown(fromRequest ?? null);
          }}
        />
      )}
      <DataView
        loading={agenda.loading && !agenda.data}
        error={agenda.error}
        data={agenda.data}
        failure="Erreur lors du chargement de l’agenda"
        onRetry={refresh}
      >
        {({ adminAgenda: loaded, adminPendingHolds }) => (
          <>
            {shownDays.map((day) => {
              const bookings = loaded.bookings.filter((b) => b.date === day);
              return (
                <div key={day} className="agenda__day">
                  {view === 'week' && <h3>{frenchDay(day)}</h3>}
                  {bookings.length === 0 ? (
                    <p className="agenda__empty">Aucun rendez-vous.</p>
                  ) : (
                    <ul className="agenda__list" role="list">
                      {bookings.map((booking) => (
                        <li
                          key={booking.id}
                          id={`rdv-${booking.id}`}
                          tabIndex={-1}
                          ref={booking.id === linked ? showLinked : undefined}
                        >
                          <AgendaBookingCard booking={booking} centre={centre} onNotice={said} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
            <PendingHolds holds={adminPendingHolds} onNotice={said} />
            <AgendaSettings agenda={loaded} centreName={centreName} onNotice={said} />
          </>
        )}
      </DataView>
    </section>
  );
}
