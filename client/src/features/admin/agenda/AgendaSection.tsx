import { useId, useState, type FormEvent } from 'react';
import { frenchTime } from '@garage/contract/opening-hours';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/quote-work';
import { DataView } from '../../../components/ui/DataView';
import { useFormFields } from '../../../components/ui/form-fields';
import { frenchDay, telHref } from '../../../config/format';
import type { AdminAgendaQuery } from '../../../gql/admin/graphql';
import {
  useAdminAgendaQuery,
  useAdminBookingSlotsQuery,
  useAdminCancelBookingMutation,
  useAdminCreateBookingMutation,
  useAdminMarkBookingMutation,
  useAdminMoveBookingMutation,
} from '../../../gql/admin/hooks';
import { useServicesOverviewQuery } from '../../../gql/hooks';
import { SlotPicker } from '../../booking/SlotPicker';
import { ActionNotice, type Notice } from '../ActionNotice';
import { graphQLMessage, isUnauthenticated } from '../admin-client';
import { AgendaSettings } from './AgendaSettings';
import '../../../components/ui/form.css';
import '../../booking/booking.css';
import './agenda.css';

type Booking = AdminAgendaQuery['adminAgenda']['bookings'][number];

const STATUS: Record<string, string> = {
  confirmed: 'Confirmé',
  honoured: 'Honoré',
  missed: 'Manqué',
  cancelled: 'Annulé',
};

/** Today on this device's calendar, AAAA-MM-JJ. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

const failureText = (problem: unknown, fallback: string) => graphQLMessage(problem) ?? fallback;

/**
 * The centre's agenda (issue 27): a day or a week of bookings, with the visitor to call; a booking taken by phone;
 * moving, cancelling (the visitor is told by e-mail when they gave one), whether they came; closures, bays and the
 * calendar feed below. A centre manager sees their centres, a network administrator all.
 */
export function AgendaSection({ centres }: { centres: readonly { id: string; name: string }[] }) {
  const id = useId();
  const [centre, setCentre] = useState(centres[0]?.id ?? '');
  const [view, setView] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState(today);
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
  const said = (next: Notice) => {
    setNotice(next);
    refresh();
  };
  if (!centre) return null;
  const shownDays = Array.from({ length: days }, (_, i) => addDays(from, i));
  const centreName = centres.find((c) => c.id === centre)?.name ?? centre;

  return (
    <section className="admin-section agenda" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Agenda</h2>
      <div className="agenda__bar">
        {centres.length > 1 && (
          <div className="field">
            <label htmlFor={`${id}-centre`}>Centre</label>
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
      <ActionNotice notice={notice} className="outbox-notice" />
      {creating && (
        <PhoneBookingForm
          centre={centre}
          onDone={(text, day) => {
            setCreating(false);
            // The new booking's day is shown, with it.
            setDate(day);
            said({ kind: 'success', text });
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <DataView
        loading={agenda.loading && !agenda.data}
        error={agenda.error}
        data={agenda.data?.adminAgenda}
        failure="Erreur lors du chargement de l’agenda"
        onRetry={refresh}
      >
        {(loaded) => (
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
                        <li key={booking.id}>
                          <BookingCard booking={booking} centre={centre} onNotice={said} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
            <AgendaSettings agenda={loaded} centreName={centreName} onNotice={said} />
          </>
        )}
      </DataView>
    </section>
  );
}

function BookingCard({
  booking,
  centre,
  onNotice,
}: {
  booking: Booking;
  centre: string;
  onNotice(notice: Notice): void;
}) {
  const [moving, setMoving] = useState(false);
  const [move, moveState] = useAdminMoveBookingMutation();
  const [cancel, cancelState] = useAdminCancelBookingMutation();
  const [mark] = useAdminMarkBookingMutation();
  const slots = useAdminBookingSlotsQuery({
    variables: { centre, service: booking.serviceSlug, ignoring: booking.id },
    skip: !moving,
    fetchPolicy: 'network-only',
  });
  const started = Date.parse(`${booking.date}T${booking.time}:00`) <= Date.now();
  const who = `${booking.customerName} (${booking.reference})`;

  const act = async (action: () => Promise<string>, failure: string) => {
    try {
      onNotice({ kind: 'success', text: await action() });
    } catch (problem) {
      if (!isUnauthenticated(problem)) onNotice({ kind: 'error', text: failureText(problem, failure) });
    }
  };
  const moveTo = (date: string, time: string) =>
    act(async () => {
      const { data } = await move({ variables: { id: booking.id, date, time } });
      const result = data?.adminMoveBooking;
      if (result?.__typename === 'BookingRefused') throw new Error(result.message);
      setMoving(false);
      return `Rendez-vous de ${who} déplacé au ${frenchDay(date)} à ${frenchTime(time)}.`;
    }, 'Le déplacement a échoué.');

  return (
    <article
      className={`agenda-card agenda-card--${booking.status}`}
      aria-label={`${frenchTime(booking.time)}, ${booking.customerName}`}
    >
      <p className="agenda-card__when">
        <strong>
          {frenchTime(booking.time)}–{frenchTime(booking.endTime)}
        </strong>{' '}
        · {booking.unitLabel} · {booking.serviceName}
        {booking.work && booking.work in QUOTE_WORK && ` (${QUOTE_WORK[booking.work as QuoteWork]})`}
        <span className="agenda-card__status">{STATUS[booking.status] ?? booking.status}</span>
      </p>
      <p className="agenda-card__who">
        {booking.customerName} · <a href={telHref(booking.phone)}>{booking.phone}</a>
        {booking.email && <> · {booking.email}</>}
      </p>
      {(booking.vehicle || booking.plate) && (
        <p className="agenda-card__vehicle">{[booking.vehicle, booking.plate].filter(Boolean).join(' · ')}</p>
      )}
      <p className="agenda-card__source">
        {booking.reference} · {booking.createdBy ? `pris par téléphone (${booking.createdBy})` : 'pris en ligne'}
        {booking.contactRequestId && ' · depuis une demande de contact'}
      </p>
      {booking.status !== 'cancelled' && (
        <p className="agenda-card__actions">
          {booking.status === 'confirmed' && (
            <>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-expanded={moving}
                onClick={() => setMoving(!moving)}
              >
                Déplacer
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={cancelState.loading}
                onClick={() => {
                  if (
                    !window.confirm(
                      `Annuler le rendez-vous de ${who} ? Le visiteur en sera prévenu s’il a donné un e-mail.`,
                    )
                  )
                    return;
                  void act(async () => {
                    const { data } = await cancel({ variables: { id: booking.id } });
                    if (data?.adminCancelBooking.__typename === 'BookingRefused')
                      throw new Error(data.adminCancelBooking.message);
                    return `Rendez-vous de ${who} annulé.`;
                  }, 'L’annulation a échoué.');
                }}
              >
                Annuler
              </button>
            </>
          )}
          {started &&
            (['honoured', 'missed'] as const).map((outcome) => (
              <button
                key={outcome}
                type="button"
                className="button button--ghost button--small"
                aria-pressed={booking.status === outcome}
                onClick={() =>
                  void act(async () => {
                    await mark({ variables: { id: booking.id, outcome } });
                    return `Rendez-vous de ${who} : ${STATUS[outcome]!.toLowerCase()}.`;
                  }, 'L’enregistrement a échoué.')
                }
              >
                {STATUS[outcome]}
              </button>
            ))}
        </p>
      )}
      {moving && (
        <div className="agenda-card__move">
          <DataView
            loading={slots.loading}
            error={slots.error}
            data={slots.data?.adminBookingSlots}
            onRetry={() => void slots.refetch()}
            loadingLabel="Chargement des créneaux libres"
          >
            {(free) => (
              <SlotPicker
                availability={free}
                initialDate={booking.date}
                chosen={{ date: booking.date, time: booking.time }}
                onPick={(date, time) => void moveTo(date, time)}
                busy={moveState.loading}
              />
            )}
          </DataView>
        </div>
      )}
    </article>
  );
}

type PhoneFields = 'name' | 'phone' | 'email' | 'vehicle' | 'plate' | 'mileage';

/** A booking taken by phone: the service, a free start (no lead time for the staff), the caller's details. */
function PhoneBookingForm({
  centre,
  onDone,
  onCancel,
}: {
  centre: string;
  onDone(text: string, date: string): void;
  onCancel(): void;
}) {
  const { id, field, errorOf, showErrors, idOf } = useFormFields<PhoneFields>();
  const services = useServicesOverviewQuery().data?.services ?? [];
  const [service, setService] = useState('');
  const [slot, setSlot] = useState<{ date: string; time: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const slots = useAdminBookingSlotsQuery({
    variables: { centre, service },
    skip: !service,
    fetchPolicy: 'network-only',
  });
  const [create, { loading }] = useAdminCreateBookingMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!slot) {
      setProblem('Choisissez un jour et une heure.');
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: PhoneFields) => String(form.get(name) ?? '');
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            centre,
            service,
            ...slot,
            name: text('name'),
            phone: text('phone'),
            email: text('email') || null,
            vehicle: text('vehicle') || null,
            plate: text('plate') || null,
            mileage: text('mileage') || null,
          },
        },
      });
      const result = data?.adminCreateBooking;
      if (result?.__typename === 'AgendaBookingCreated')
        onDone(
          `Rendez-vous ${result.reference} enregistré le ${frenchDay(result.date)} à ${frenchTime(result.time)}.`,
          result.date,
        );
      else if (result?.__typename === 'BookingFormInvalid') showErrors(result.fieldErrors);
      else if (result?.__typename === 'BookingRefused') {
        setProblem(result.message);
        setSlot(null);
        void slots.refetch();
      }
    } catch (error) {
      if (!isUnauthenticated(error)) setProblem(failureText(error, 'L’enregistrement a échoué.'));
    }
  };

  return (
    <form className="agenda__new card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Rendez-vous pris par téléphone</h3>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-service`}>Prestation</label>
        <select
          id={`${id}-service`}
          value={service}
          onChange={(event) => {
            setService(event.target.value);
            setSlot(null);
          }}
        >
          <option value="">Choisissez une prestation</option>
          {services.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      {service && (
        <DataView
          loading={slots.loading}
          error={slots.error}
          data={slots.data?.adminBookingSlots}
          onRetry={() => void slots.refetch()}
          loadingLabel="Chargement des créneaux libres"
        >
          {(free) => <SlotPicker availability={free} chosen={slot} onPick={(date, time) => setSlot({ date, time })} />}
        </DataView>
      )}
      {slot && (
        <p className="side-note">
          Créneau choisi :{' '}
          <strong>
            {frenchDay(slot.date, true)} à {frenchTime(slot.time)}
          </strong>
        </p>
      )}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={idOf('name')}>Nom *</label>
          <input {...field('name')} autoComplete="off" maxLength={100} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={idOf('phone')}>Téléphone *</label>
          <input {...field('phone')} type="tel" inputMode="tel" autoComplete="off" maxLength={30} />
          {errorOf('phone')}
        </div>
        <div className="field">
          <label htmlFor={idOf('email')}>E-mail (confirmation au client)</label>
          <input {...field('email')} type="email" autoComplete="off" maxLength={254} />
          {errorOf('email')}
        </div>
        <div className="field">
          <label htmlFor={idOf('vehicle')}>Véhicule</label>
          <input {...field('vehicle')} autoComplete="off" maxLength={120} />
          {errorOf('vehicle')}
        </div>
        <div className="field">
          <label htmlFor={idOf('plate')}>Immatriculation</label>
          <input {...field('plate')} autoCapitalize="characters" autoComplete="off" maxLength={20} />
          {errorOf('plate')}
        </div>
        <div className="field">
          <label htmlFor={idOf('mileage')}>Kilométrage</label>
          <input {...field('mileage')} inputMode="numeric" autoComplete="off" maxLength={20} />
          {errorOf('mileage')}
        </div>
      </div>
      <p className="hero__actions">
        <button type="submit" className="button" disabled={loading}>
          {loading ? 'Enregistrement…' : 'Enregistrer le rendez-vous'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Fermer
        </button>
      </p>
    </form>
  );
}
