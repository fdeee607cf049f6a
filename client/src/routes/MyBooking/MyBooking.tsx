import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { frenchTime } from '@garage/contract/opening-hours';
import { paths } from '@garage/contract/paths';
import { DataView } from '../../components/ui/DataView';
import { PageHeading } from '../../components/ui/PageHeading';
import { frenchDay, telHref } from '../../config/format';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import { appointmentText } from '../../features/booking/appointment-text';
import { RefusalNotice } from '../../features/booking/RefusalNotice';
import { SlotPicker } from '../../components/ui/SlotPicker';
import type { BookingRefusalFragment, MyBookingViewFragment } from '../../gql/graphql';
import {
  useCancelMyBookingMutation,
  useConfirmMyBookingMutation,
  useMoveMyBookingMutation,
  useMyBookingQuery,
} from '../../gql/hooks';
import { CalendarDownload } from '../../features/booking/CalendarDownload';
import '../../components/ui/form.css';
import '../../features/booking/booking.css';
import { title as myBookingTitle } from '@garage/contract/pages/my-booking';

const STATUS: Record<string, string> = {
  awaiting: 'En attente de confirmation',
  confirmed: 'Confirmé',
  cancelled: 'Annulé',
  honoured: 'Honoré',
  missed: 'Manqué',
};
const failed = 'La demande n’a pas abouti. Vérifiez votre connexion puis réessayez, ou appelez le centre.';

/**
 * `/mon-rendez-vous#<token>`: the booking the e-mail's link names. Opened for the first time, it confirms the booking
 * that waited for it (decision 043); then it moves the booking to another free start, or cancels it, until the
 * deadline the page gives. The token stays in the fragment, which the browser never sends.
 */
export default function MyBooking() {
  const token = decodeURIComponent(useLocation().hash.slice(1));
  const query = useMyBookingQuery({ variables: { token }, skip: !token, ssr: false, fetchPolicy: 'network-only' });
  const [confirm, confirming] = useConfirmMyBookingMutation();
  const loaded = query.data?.myBooking;
  const awaiting = loaded?.__typename === 'MyBooking' && loaded.status === 'awaiting';
  useEffect(() => {
    if (awaiting && !confirming.called) void confirm({ variables: { token } }).catch(() => undefined);
  }, [awaiting, confirming.called, confirm, token]);
  const answer = confirming.data?.confirmMyBooking ?? (awaiting ? undefined : loaded);
  return (
    <div className="page">
      <PageHeading title="Votre rendez-vous" documentTitle={myBookingTitle()} />
      {!token ? (
        <p className="booking__refusal" role="alert">
          Ce lien est incomplet : ouvrez-le tel qu’il figure dans l’e-mail de confirmation de votre rendez-vous.
        </p>
      ) : (
        <DataView
          loading={(query.loading || awaiting) && !answer && !confirming.error}
          error={query.error ?? confirming.error}
          data={answer}
          onRetry={() => void (awaiting ? confirm({ variables: { token } }) : query.refetch())}
        >
          {(result) =>
            result.__typename === 'MyBooking' ? (
              <ManageBooking
                token={token}
                booking={result}
                confirmedNow={
                  confirming.data?.confirmMyBooking.__typename === 'MyBooking'
                    ? 'Votre rendez-vous est confirmé : le centre est prévenu, et un e-mail vous le confirme avec l’invitation pour votre agenda.'
                    : null
                }
              />
            ) : (
              <div className="booking__refusal" role="alert">
                <p>{result.message}</p>
              </div>
            )
          }
        </DataView>
      )}
    </div>
  );
}

function ManageBooking({
  token,
  booking: loaded,
  confirmedNow,
}: {
  token: string;
  booking: MyBookingViewFragment;
  /** The link was just opened and confirmed the booking: said first. */
  confirmedNow: string | null;
}) {
  const [booking, setBooking] = useState(loaded);
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view');
  // A move is asked, then confirmed: the old and new times side by side.
  const [proposed, setProposed] = useState<{ date: string; time: string } | null>(null);
  const [refusal, setRefusal] = useState<BookingRefusalFragment | null>(null);
  const [done, setDone] = useState<string | null>(confirmedNow);
  const [error, setError] = useState<string | null>(null);
  const [move, moving] = useMoveMyBookingMutation();
  const [cancel, cancelling] = useCancelMyBookingMutation();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const answer = (result: MyBookingViewFragment | BookingRefusalFragment | undefined, message: string) => {
    if (!result) return;
    if ('reference' in result) {
      setBooking(result);
      setRefusal(null);
      setMode('view');
      setDone(message);
    } else {
      setRefusal(result);
    }
  };
  const moveTo = async (date: string, time: string) => {
    setError(null);
    setProposed(null);
    try {
      const { data } = await move({ variables: { token, date, time } });
      const result = data?.moveMyBooking;
      answer(
        result?.__typename === 'MyBooking' || result?.__typename === 'BookingRefused' ? result : undefined,
        `Rendez-vous déplacé au ${frenchDay(date, true)} à ${frenchTime(time)}. Un e-mail vous le confirme.`,
      );
    } catch {
      setError(failed);
    }
  };
  /** A start chosen to move to: asked to confirm first. */
  const propose = (date: string, time: string) => setProposed({ date, time });
  const slotOf = (at: { date: string; time: string }) =>
    booking.availability?.days.find((day) => day.date === at.date)?.slots.find((slot) => slot.time === at.time);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (proposed) confirmHeading.current?.focus();
  }, [proposed]);
  const cancelIt = async () => {
    setError(null);
    try {
      const { data } = await cancel({ variables: { token } });
      const result = data?.cancelMyBooking;
      answer(
        result?.__typename === 'MyBooking' || result?.__typename === 'BookingRefused' ? result : undefined,
        'Rendez-vous annulé. Un e-mail vous le confirme ; le centre est prévenu.',
      );
    } catch {
      setError(failed);
    }
  };
  const phone = booking.centrePhone;
  const { country } = useCentreSelection();

  return (
    <div className="booking">
      {done && (
        <p ref={status} tabIndex={-1} className="booking__countdown" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <section className="booking__step card" aria-labelledby="my-booking-title">
        <h2 id="my-booking-title">
          {booking.serviceTitle}, {booking.centreName}
        </h2>
        <dl className="contact-form__receipt">
          <div>
            <dt>Quand</dt>
            <dd>{appointmentText(booking)}</dd>
          </div>
          <div>
            <dt>Où</dt>
            <dd>{booking.centreAddress}</dd>
          </div>
          <div>
            <dt>Référence</dt>
            <dd>
              <strong>{booking.reference}</strong>
            </dd>
          </div>
          <div>
            <dt>État</dt>
            <dd>{STATUS[booking.status] ?? booking.status}</dd>
          </div>
        </dl>
        {booking.calendar && (
          <p className="booking__done-actions">
            <CalendarDownload calendar={booking.calendar} fileName={`rendez-vous-${booking.reference}.ics`} />
          </p>
        )}
        {booking.changeable ? (
          <>
            <p className="side-note">
              Vous pouvez le déplacer ou l’annuler ici jusqu’au {frenchDay(booking.changeUntilDate, true)} à{' '}
              {frenchTime(booking.changeUntilTime)}.
            </p>
            <p className="hero__actions">
              <button
                type="button"
                className="button"
                aria-expanded={mode === 'move'}
                onClick={() => setMode(mode === 'move' ? 'view' : 'move')}
              >
                Déplacer
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-expanded={mode === 'cancel'}
                onClick={() => setMode(mode === 'cancel' ? 'view' : 'cancel')}
              >
                Annuler le rendez-vous
              </button>
            </p>
          </>
        ) : (
          booking.status === 'confirmed' && (
            <p>
              Il est trop tard pour le changer en ligne
              {phone ? (
                <>
                  {' '}
                  : appelez le centre au <a href={telHref(phone, country)}>{phone}</a>.
                </>
              ) : (
                '.'
              )}
            </p>
          )
        )}
        {booking.status === 'cancelled' && (
          <p>
            <Link className="button button--ghost" to={paths.booking(booking.centreId)}>
              Prendre un autre rendez-vous
            </Link>
          </p>
        )}
      </section>

      {refusal && <RefusalNotice refusal={refusal} onPick={propose} busy={moving.loading} />}

      {proposed && (
        <section className="booking__step card" aria-labelledby="my-booking-confirm-move">
          <h2 id="my-booking-confirm-move" ref={confirmHeading} tabIndex={-1}>
            Déplacer ce rendez-vous ?
          </h2>
          <dl className="contact-form__receipt">
            <div>
              <dt>Actuellement</dt>
              <dd>{appointmentText(booking)}</dd>
            </div>
            <div>
              <dt>Nouveau créneau</dt>
              <dd>
                <strong>
                  {appointmentText({
                    ...proposed,
                    ...slotOf(proposed),
                    dropOff: booking.dropOff,
                    arrivalWindowMinutes: booking.arrivalWindowMinutes,
                  })}
                </strong>
              </dd>
            </div>
          </dl>
          <p className="hero__actions">
            <button
              type="button"
              className="button"
              disabled={moving.loading}
              onClick={() => void moveTo(proposed.date, proposed.time)}
            >
              {moving.loading ? 'Déplacement…' : 'Confirmer le déplacement'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setProposed(null)}>
              Garder l’heure actuelle
            </button>
          </p>
        </section>
      )}

      {mode === 'move' && booking.availability && (
        <section className="booking__step card" aria-labelledby="my-booking-move">
          <h2 id="my-booking-move">Choisir un autre créneau</h2>
          <SlotPicker
            availability={booking.availability}
            initialDate={refusal?.nearest[0]?.date ?? booking.date}
            chosen={proposed ?? { date: booking.date, time: booking.time }}
            onPick={propose}
            busy={moving.loading}
          />
        </section>
      )}
      {mode === 'cancel' && (
        <section className="booking__step card" aria-labelledby="my-booking-cancel">
          <h2 id="my-booking-cancel">Annuler ce rendez-vous ?</h2>
          <p>Le créneau sera libéré pour un autre client, et le centre prévenu.</p>
          <p className="hero__actions">
            <button type="button" className="button" disabled={cancelling.loading} onClick={cancelIt}>
              {cancelling.loading ? 'Annulation…' : 'Oui, annuler'}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
              Non, le garder
            </button>
          </p>
        </section>
      )}
    </div>
  );
}
