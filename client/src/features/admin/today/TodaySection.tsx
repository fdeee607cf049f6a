import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { DataView } from '../../../components/ui/DataView';
import { frenchDay } from '../../../config/format';
import type { AdminTodayQuery } from '../../../gql/admin/graphql';
import { useAdminMarkBookingMutation, useAdminMeQuery, useAdminTodayQuery } from '../../../gql/admin/hooks';
import { useCentreSelection } from '../../../lib/centre-selection/CentreSelectionContext';
import { ActionNotice, type Notice } from '../ActionNotice';
import { isUnauthenticated } from '../admin-client';
import { agendaAction } from '../agenda/agenda-actions';
import { TodayBookingRow, type Outcome, type TodayBooking } from './TodayBookingRow';
import { counted, daySpan, requestReference, waitedText } from './today-format';
import './today.css';

type Today = AdminTodayQuery['adminToday'];
type TodayCentre = Today['centres'][number];

/** The clock, read again every `everyMs`: outcome buttons appear once a booking has begun, waits grow. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const OUTCOME_TEXT: Record<Outcome, string> = { honoured: 'honoré', missed: 'absent' };

/**
 * « Aujourd’hui », the admin's first screen (issue 42): the day of each of the account's centres, booking by booking,
 * with the visitor to call and whether they came; then what waits for an answer. One request
 * (`adminToday`); each block links to its section.
 */
export function TodaySection({ onUnauthenticated }: { onUnauthenticated?(): void }) {
  const id = useId();
  const now = useNow();
  const { centres: allCentres, country: siteCountry } = useCentreSelection();
  const network = useAdminMeQuery().data?.adminMe?.role === 'reseau';
  const today = useAdminTodayQuery({ fetchPolicy: 'cache-and-network' });
  const [mark] = useAdminMarkBookingMutation({ refetchQueries: ['AdminToday'], awaitRefetchQueries: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const expired = isUnauthenticated(today.error);
  useEffect(() => {
    if (expired) onUnauthenticated?.();
  }, [expired, onUnauthenticated]);

  const centreOf = (centreId: string) => allCentres?.find((c) => c.id === centreId);
  const nameOf = (centreId: string | null) => (centreId ? (centreOf(centreId)?.name ?? centreId) : 'Réseau');
  const markBooking = async (booking: TodayBooking, outcome: Outcome) => {
    setBusy(booking.id);
    await agendaAction(
      async () => {
        await mark({ variables: { id: booking.id, outcome } });
        return `Rendez-vous de ${booking.customerName} : ${OUTCOME_TEXT[outcome]}.`;
      },
      'L’enregistrement a échoué.',
      setNotice,
    );
    setBusy(null);
  };

  const loaded = today.data?.adminToday;
  // One date in the title when every centre shares it (one market); else each centre says its own.
  const dates = new Set(loaded?.centres.map((c) => c.date));
  const sharedDate = dates.size === 1 ? [...dates][0] : undefined;

  return (
    <section className="admin-section today" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="today__title">
        Aujourd’hui {sharedDate && <span className="today__date">{frenchDay(sharedDate)}</span>}
      </h2>
      <ActionNotice notice={notice} className="today-notice" />
      <DataView
        loading={today.loading && !loaded}
        error={today.error}
        data={loaded}
        failure="Erreur lors du chargement de la journée"
        onRetry={() => void today.refetch()}
        loadingLabel="Chargement de la journée…"
      >
        {(day) => (
          <>
            {day.centres.map((centre) => (
              <CentreDay
                key={centre.centreId}
                centre={centre}
                name={nameOf(centre.centreId)}
                withDate={!sharedDate}
                country={centreOf(centre.centreId)?.country ?? siteCountry}
                now={now}
                busy={busy}
                onMark={(booking, outcome) => void markBooking(booking, outcome)}
              />
            ))}
            <Requests requests={day.requests} nameOf={nameOf} now={now} />
            <Pending centres={day.centres} nameOf={nameOf} />
            {network && day.emails && <Emails emails={day.emails} />}
            <Ahead centres={day.centres} nameOf={nameOf} />
          </>
        )}
      </DataView>
    </section>
  );
}

function CentreDay({
  centre,
  name,
  withDate,
  country,
  now,
  busy,
  onMark,
}: {
  centre: TodayCentre;
  name: string;
  withDate: boolean;
  country: string | null | undefined;
  now: number;
  busy: string | null;
  onMark(booking: TodayBooking, outcome: Outcome): void;
}) {
  const id = useId();
  const count = centre.bookings.length;
  return (
    <div className="today-centre" aria-labelledby={`${id}-centre`} role="group">
      <h3 id={`${id}-centre`} className="today-centre__title">
        {name}
        {withDate && ` · ${frenchDay(centre.date)}`}{' '}
        {count > 0 && <span className="today-centre__count">{counted(count, 'rendez-vous', 'rendez-vous')}</span>}
      </h3>
      {count === 0 ? (
        <p className="today__empty">Aucun rendez-vous aujourd’hui</p>
      ) : (
        <ul className="today-bookings" aria-labelledby={`${id}-centre`}>
          {centre.bookings.map((booking) => (
            <TodayBookingRow
              key={booking.id}
              booking={booking}
              country={country}
              started={Date.parse(booking.startsAt) <= now}
              busy={busy === booking.id}
              onMark={(outcome) => onMark(booking, outcome)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A block of what waits: its heading, its content, and a link to the section that handles it. */
function Block({
  title,
  link,
  linkText,
  children,
}: {
  title: string;
  link: string;
  linkText: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="today-block" aria-labelledby={`${id}-block`}>
      <div className="today-block__head">
        <h3 id={`${id}-block`}>{title}</h3>
        <Link to={link} className="today-block__link">
          {linkText}
        </Link>
      </div>
      {children}
    </section>
  );
}

function Requests({
  requests,
  nameOf,
  now,
}: {
  requests: Today['requests'];
  nameOf(centre: string | null): string;
  now: number;
}) {
  const more = requests.count - requests.oldest.length;
  return (
    <Block title="Demandes à traiter" link={paths.adminSection('requests')} linkText="Toutes les demandes">
      {requests.count === 0 ? (
        <p className="today__empty">Aucune demande à traiter</p>
      ) : (
        <>
          <ul className="today-list">
            {requests.oldest.map((request) => (
              <li key={request.id}>
                <Link
                  className="today-list__link"
                  to={paths.adminSection('requests', { demande: requestReference(request.id) })}
                >
                  <span className="today-list__name">{request.name}</span>{' '}
                  <span className="today-list__meta">
                    {[nameOf(request.centre), request.vehicle, waitedText(request.createdAt, now)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {more > 0 && <p className="today__more">Et {counted(more, 'autre demande', 'autres demandes')}.</p>}
        </>
      )}
    </Block>
  );
}

function Pending({ centres, nameOf }: { centres: TodayCentre[]; nameOf(centre: string): string }) {
  const busy = centres.filter((c) => c.liveHolds + c.awaitingEmail > 0);
  return (
    <Block title="Réservations en cours" link={paths.adminSection('agenda')} linkText="Agenda">
      {busy.length === 0 ? (
        <p className="today__empty">Aucune réservation en cours</p>
      ) : (
        <ul className="today-list">
          {busy.map((centre) => (
            <li key={centre.centreId}>
              <Link className="today-list__link" to={paths.adminSection('agenda', { centre: centre.centreId })}>
                <span className="today-list__name">{nameOf(centre.centreId)}</span>{' '}
                <span className="today-list__meta">
                  {[
                    centre.awaitingEmail > 0 &&
                      `${counted(centre.awaitingEmail, 'réservation attend', 'réservations attendent')} la confirmation par e-mail`,
                    centre.liveHolds > 0 && `${counted(centre.liveHolds, 'formulaire')} en cours`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function Emails({ emails }: { emails: NonNullable<Today['emails']> }) {
  const parts = [
    emails.failed > 0 && counted(emails.failed, 'abandonné'),
    emails.withheld > 0 && counted(emails.withheld, 'retenu'),
    emails.review > 0 && `${emails.review} à vérifier`,
  ].filter(Boolean);
  return (
    <Block title="E-mails en échec" link={paths.adminSection('emails')} linkText="Boîte d’envoi">
      {parts.length === 0 ? (
        <p className="today__empty">Aucun e-mail en échec</p>
      ) : (
        <p className="today__alert">{parts.join(' · ')}</p>
      )}
    </Block>
  );
}

interface AheadItem {
  key: string;
  date: string;
  text: string;
  state?: string;
  toConfirm: boolean;
  centres: string[];
}

/** The closures and public holidays of the next 30 days, a holiday shared by several centres said once. */
function aheadItems(centres: TodayCentre[], nameOf: (centre: string) => string): AheadItem[] {
  const items = new Map<string, AheadItem>();
  for (const centre of centres) {
    for (const closure of centre.closures) {
      items.set(`closure-${closure.id}`, {
        key: `closure-${closure.id}`,
        date: closure.startsOn,
        text: `Fermeture ${daySpan(closure.startsOn, closure.endsOn)} : ${closure.reason}`,
        state: closure.unitLabel ? `${closure.unitLabel} seulement` : undefined,
        toConfirm: false,
        centres: [nameOf(centre.centreId)],
      });
    }
    for (const holiday of centre.holidays) {
      const toConfirm = holiday.lunar && !holiday.decided;
      const state = toConfirm
        ? 'date à confirmer'
        : holiday.open
          ? 'centre ouvert'
          : holiday.decided
            ? 'fermeture confirmée'
            : 'centre fermé';
      const key = `holiday-${holiday.date}-${state}`;
      const same = items.get(key);
      if (same) same.centres.push(nameOf(centre.centreId));
      else
        items.set(key, {
          key,
          date: holiday.date,
          text: `${holiday.name}, ${daySpan(holiday.date, holiday.date)}`,
          state,
          toConfirm,
          centres: [nameOf(centre.centreId)],
        });
    }
  }
  return [...items.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function Ahead({ centres, nameOf }: { centres: TodayCentre[]; nameOf(centre: string): string }) {
  const items = aheadItems(centres, nameOf);
  const several = centres.length > 1;
  return (
    <Block title="À confirmer dans les 30 jours" link={paths.adminSection('agenda')} linkText="Agenda">
      {items.length === 0 ? (
        <p className="today__empty">Ni fermeture ni jour férié dans les 30 jours</p>
      ) : (
        <ul className="today-list">
          {items.map((item) => (
            <li key={item.key}>
              <span>{item.text}</span>
              {item.state && (
                <span className={item.toConfirm ? 'today-list__meta today__to-confirm' : 'today-list__meta'}>
                  {item.toConfirm ? <strong>{item.state}</strong> : item.state}
                </span>
              )}
              {several && <span className="today-list__meta">{item.centres.join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
