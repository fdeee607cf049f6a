import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingDetailsInput } from '@garage/contract/booking-form';
import { BOOKING_LIMITS } from '@garage/contract/form-limits';
import { ConsentField } from '../../components/ui/ConsentField';
import { useFormFields } from '../../components/ui/form-fields';
import { VehicleDetailsFields } from '../../components/ui/VehicleDetailsFields';
import type { BookingRefusalFragment } from '../../gql/graphql';
import { useConfirmBookingMutation } from '../../gql/hooks';
import { appointmentText } from './appointment-text';
import { BOOKING_FAILED, type Confirmed, type Held } from './booking-flow-types';
import { HoldCountdown } from './HoldCountdown';

type Fields = keyof BookingDetailsInput;

interface VisitorDetailsProps {
  held: Held;
  /** The hold is still live; false once its ten minutes ran out (the form stays, submitting waits for a new hold). */
  live: boolean;
  /** The mobile centre's window of arrival (it comes to the visitor: the form asks where); 0 elsewhere. */
  arrivalWindowMinutes: number;
  onConfirmed(confirmed: Confirmed): void;
  /** The hold was lost (expired, or confirmed elsewhere): the gateway's message and the nearest free starts. */
  onLost(refusal: BookingRefusalFragment): void;
  onExpired(): void;
  /** Asks for the same time again, after the ten minutes ran out. */
  onHoldAgain(): void;
  holding: boolean;
}

/**
 * Step 3: the visitor's details, while the slot is held; then the booking is confirmed. When the ten minutes run out,
 * the form stays with what was typed, says so, and offers to hold the same time again.
 */
export default function VisitorDetails({
  held,
  live,
  arrivalWindowMinutes,
  onConfirmed,
  onLost,
  onExpired,
  onHoldAgain,
  holding,
}: VisitorDetailsProps) {
  const mobile = arrivalWindowMinutes > 0;
  const form = useFormFields<Fields>();
  const { field, describedBy, hintId, errorOf, showErrors, idOf } = form;
  const [confirm, { loading }] = useConfirmBookingMutation();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [held.id]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: Fields) => String(form.get(name) ?? '');
    setError(null);
    try {
      const { data } = await confirm({
        variables: {
          input: {
            hold: held.id,
            name: text('name'),
            phone: text('phone'),
            email: text('email'),
            plate: text('plate') || null,
            mileage: text('mileage') || null,
            address: mobile ? text('address') : null,
            consent: form.get('consent') === 'on',
          },
        },
      });
      const result = data?.confirmBooking;
      if (result?.__typename === 'BookingAwaitingEmail') onConfirmed(result);
      else if (result?.__typename === 'BookingFormInvalid') showErrors(result.fieldErrors);
      else if (result?.__typename === 'BookingRefused') onLost(result);
    } catch {
      setError(BOOKING_FAILED);
    }
  };

  return (
    <form className="booking__step card" onSubmit={onSubmit} noValidate aria-labelledby={idOf('name') + '-title'}>
      <h2 id={idOf('name') + '-title'} ref={heading} tabIndex={-1}>
        3. Vos coordonnées
      </h2>
      {live ? (
        <HoldCountdown expiresAt={held.expiresAt} onExpired={onExpired} />
      ) : (
        <div className="booking__refusal" role="alert">
          <p>
            Les 10 minutes sont passées : le créneau du {appointmentText({ ...held, arrivalWindowMinutes })} a été
            rendu. Ce que vous avez saisi est gardé.
          </p>
          <p>
            <button type="button" className="button button--small" disabled={holding} onClick={onHoldAgain}>
              {holding ? 'Un instant…' : 'Retenir à nouveau ce créneau'}
            </button>{' '}
            ou choisissez-en un autre ci-dessus.
          </p>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="contact-form__grid">
        <div className="field">
          <label htmlFor={idOf('name')}>Nom *</label>
          <input {...field('name')} autoComplete="name" required maxLength={BOOKING_LIMITS.name} />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={idOf('phone')}>Téléphone *</label>
          <input
            {...field('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={BOOKING_LIMITS.phone}
          />
          {errorOf('phone')}
        </div>
        <div className="field field--wide">
          <label htmlFor={idOf('email')}>E-mail *</label>
          <input
            {...field('email')}
            type="email"
            autoComplete="email"
            required
            maxLength={BOOKING_LIMITS.email}
            aria-describedby={describedBy('email')}
          />
          <p id={hintId('email')} className="contact-form__hint">
            La confirmation, l’invitation pour votre agenda et le lien pour déplacer ou annuler y sont envoyés.
          </p>
          {errorOf('email')}
        </div>
        {mobile && (
          <div className="field field--wide">
            <label htmlFor={idOf('address')}>Adresse d’intervention *</label>
            <input {...field('address')} autoComplete="street-address" required maxLength={BOOKING_LIMITS.address} />
            {errorOf('address')}
          </div>
        )}
        <VehicleDetailsFields fields={form} />
        <ConsentField fields={form} purpose="mes données soient utilisées pour ce rendez-vous" />
      </div>
      <button type="submit" className="button" disabled={loading || !live}>
        {loading ? 'Confirmation…' : 'Confirmer le rendez-vous'}
      </button>
    </form>
  );
}
