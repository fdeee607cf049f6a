import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
// The schema's limits, from their zod-free module: the rules stay on the gateway, out of this bundle.
import { WAITLIST_LIMITS } from '@garage/contract/form-limits';
import type { WaitlistInput } from '@garage/contract/waitlist-form';
import { ConsentField } from '../../components/ui/ConsentField';
import { useFormFields } from '../../components/ui/form-fields';
import { useJoinBookingWaitlistMutation, useLeaveBookingWaitlistMutation } from '../../gql/hooks';

type Fields = keyof WaitlistInput;

const failed = 'La demande n’a pas abouti. Vérifiez votre connexion puis réessayez.';

interface WaitlistFormProps {
  centre: string;
  service: string;
  /** The open days of the booking horizon (the availability's): the latest date is one of them, from tomorrow. */
  days: readonly { date: string }[];
  /** The centre's, whose calendar the dates are in. */
  timeZone: string;
}

/** Tomorrow at the centre, « AAAA-MM-JJ »: the waiting list looks for slots from then on. */
function tomorrowIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const today = Date.parse(`${part('year')}-${part('month')}-${part('day')}T00:00:00Z`);
  return new Date(today + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The waiting list, below the free slots (issue « Booking that fits a garage's day », item 8): closed behind a link,
 * it asks an e-mail and the last day the visitor could come; the gateway writes when a slot of this service frees up
 * before it.
 */
export function WaitlistForm({ centre, service, days, timeZone }: WaitlistFormProps) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useFormFields<Fields>();
  const { field, idOf, errorOf, showErrors, setErrors } = form;
  const [join, { loading }] = useJoinBookingWaitlistMutation();
  const formId = useId();
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) email.current?.focus();
  }, [open]);
  const last = days.at(-1)?.date;
  if (!last) return null;
  // Read once opened only: the time zone's calendar costs nothing to a visitor who never asks.
  const tomorrow = open ? tomorrowIn(timeZone) : undefined;
  const first = tomorrow && days[0]!.date < tomorrow ? tomorrow : days[0]!.date;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    setError(null);
    try {
      const { data } = await join({
        variables: {
          input: {
            centre,
            service,
            email: String(typed.get('email') ?? ''),
            latestDate: String(typed.get('latestDate') ?? ''),
            consent: typed.get('consent') === 'on',
          },
        },
      });
      const result = data?.joinBookingWaitlist;
      if (result?.__typename !== 'BookingFormInvalid') setErrors({});
      if (result?.__typename === 'WaitlistJoined') setJoined(result.message);
      else if (result?.__typename === 'BookingFormInvalid') showErrors(result.fieldErrors);
      else if (result?.__typename === 'BookingRefused') setError(result.message);
    } catch {
      setError(failed);
    }
  };

  if (joined) {
    return (
      <p className="booking__waitlist-done" role="status">
        {joined}
      </p>
    );
  }
  return (
    <div className="booking__waitlist">
      <button
        type="button"
        className="booking__link-button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        Aucun créneau ne vous convient ? Être prévenu si un créneau se libère
      </button>
      {open && (
        <form id={formId} aria-label="Être prévenu si un créneau se libère" noValidate onSubmit={onSubmit}>
          <p className="side-note">
            Si un rendez-vous de cette prestation est annulé ou déplacé d’ici le jour choisi, nous vous écrivons avec un
            lien pour le retenir. Un e-mail par jour au plus, et un clic pour ne plus en recevoir.
          </p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="contact-form__grid">
            <div className="field">
              <label htmlFor={idOf('email')}>E-mail *</label>
              <input
                {...field('email')}
                ref={email}
                type="email"
                autoComplete="email"
                required
                maxLength={WAITLIST_LIMITS.email}
              />
              {errorOf('email')}
            </div>
            <div className="field">
              <label htmlFor={idOf('latestDate')}>Au plus tard le *</label>
              <input {...field('latestDate')} type="date" required min={first} max={last} />
              {errorOf('latestDate')}
            </div>
            <ConsentField fields={form} purpose="mon adresse soit utilisée pour me prévenir d’un créneau libéré" />
          </div>
          <button type="submit" className="button" disabled={loading}>
            {loading ? 'Envoi…' : 'Me prévenir'}
          </button>
        </form>
      )}
    </div>
  );
}

/**
 * The one-click way off the waiting list (`?desinscription=` of its e-mails): asked once as the page opens, its answer
 * said above the booking. Nothing shows before it, so the page is the same as the one rendered on the gateway.
 */
export function WaitlistLeave({ token }: { token: string | null }) {
  const [leave, { data, error }] = useLeaveBookingWaitlistMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    leave({ variables: { token } }).catch(() => undefined);
  }, [token, leave]);
  const answer = data?.leaveBookingWaitlist;
  const message = answer?.message ?? (error ? failed : null);
  const refused = Boolean(error) || answer?.__typename === 'BookingRefused';
  return message ? (
    <p className={`booking__waitlist-left${refused ? ' booking__waitlist-left--refused' : ''}`} role="status">
      {message}
    </p>
  ) : null;
}
