import { useState } from 'react';
import { frenchTime } from '@garage/contract/opening-hours';
import { QUOTE_WORK, type QuoteWork } from '@garage/contract/quote-work';
import { DataView } from '../../../components/ui/DataView';
import { SlotPicker } from '../../../components/ui/SlotPicker';
import { frenchDay, telHref } from '../../../config/format';
import type { AdminAgendaQuery } from '../../../gql/admin/graphql';
import { shortReadyText } from '../../../lib/ready-text';
import {
  useAdminBookingSlotsQuery,
  useAdminCancelBookingMutation,
  useAdminMarkBookingMutation,
  useAdminMoveBookingMutation,
} from '../../../gql/admin/hooks';
import { useCentreSelection } from '../../../lib/centre-selection/CentreSelectionContext';
import type { Notice } from '../ActionNotice';
import { agendaAction, AgendaRefusal } from './agenda-actions';

type Booking = AdminAgendaQuery['adminAgenda']['bookings'][number];

const STATUS: Record<string, string> = {
  confirmed: 'Confirmé',
  honoured: 'Honoré',
  missed: 'Manqué',
  cancelled: 'Annulé',
};

/** One booking of the agenda: when, where, who to call, and what the staff can do with it. */
export function AgendaBookingCard({
  booking,
  centre,
  onNotice,
}: {
  booking: Booking;
  centre: string;
  onNotice(notice: Notice): void;
}) {
  const [moving, setMoving] = useState(false);
  // The visitor's number, as written in the site's market.
  const { country } = useCentreSelection();
  const [move, moveState] = useAdminMoveBookingMutation();
  const [cancel, cancelState] = useAdminCancelBookingMutation();
  const [mark] = useAdminMarkBookingMutation();
  const slots = useAdminBookingSlotsQuery({
    variables: { centre, service: booking.serviceSlug, ignoring: booking.id },
    skip: !moving,
    fetchPolicy: 'network-only',
  });
  // When the agenda was opened: a booking begun since shows its outcome buttons after the next refresh.
  const [openedAt] = useState(() => Date.now());
  const started = Date.parse(`${booking.date}T${booking.time}:00`) <= openedAt;
  const who = `${booking.customerName} (${booking.reference})`;

  const act = (action: () => Promise<string>, failure: string) => agendaAction(action, failure, onNotice);
  const moveTo = (date: string, time: string) =>
    act(async () => {
      const { data } = await move({ variables: { id: booking.id, date, time } });
      const result = data?.adminMoveBooking;
      if (result?.__typename === 'BookingRefused') throw new AgendaRefusal(result.message);
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
          {frenchTime(booking.time)}–
          {booking.endDate === booking.date
            ? frenchTime(booking.endTime)
            : // A long job dropped off ends on a later day: « 14h–mer. 10h30 ».
              shortReadyText(booking)}
        </strong>{' '}
        · {booking.unitLabel} · {booking.serviceName}
        {booking.work && booking.work in QUOTE_WORK && ` (${QUOTE_WORK[booking.work as QuoteWork]})`}
        <span className="agenda-card__status">{STATUS[booking.status] ?? booking.status}</span>
      </p>
      <p className="agenda-card__who">
        {booking.customerName} · <a href={telHref(booking.phone, country)}>{booking.phone}</a>
        {booking.email && <> · {booking.email}</>}
      </p>
      {booking.address && <p className="agenda-card__who">Adresse : {booking.address}</p>}
      {(booking.vehicle || booking.plate) && (
        <p className="agenda-card__vehicle">{[booking.vehicle, booking.plate].filter(Boolean).join(' · ')}</p>
      )}
      {booking.benchRuns.length > 0 && (
        <p className="agenda-card__vehicle">
          {booking.benchRuns[0]!.unitLabel} :{' '}
          {booking.benchRuns
            .map(
              (run) =>
                `${run.date === booking.date ? '' : `${frenchDay(run.date)} `}${frenchTime(run.time)}–${frenchTime(run.endTime)}`,
            )
            .join(' et ')}
        </p>
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
                      throw new AgendaRefusal(data.adminCancelBooking.message);
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
