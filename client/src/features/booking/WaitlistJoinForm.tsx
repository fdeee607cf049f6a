import { useEffect, useRef, useState, type FormEvent } from 'react';
// The schema's limits, from their zod-free module: the rules stay on the gateway, out of this bundle.
import { WAITLIST_LIMITS } from '@garage/contract/form-limits';
import type { WaitlistInput } from '@garage/contract/waitlist-form';
import { ConsentField } from '../../components/ui/ConsentField';
import { useFormFields } from '../../components/ui/form-fields';
import { useJoinBookingWaitlistMutation } from '../../gql/hooks';
import { WAITLIST_FAILED, type WaitlistFormProps } from './waitlist-form-props';

type Fields = keyof WaitlistInput;

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
 * The waiting list's form, once the visitor opens it: an e-mail and the last day they could come. Its own chunk (with
 * its mutation and the consent field), loaded when asked for.
 */
export default function WaitlistJoinForm({
  centre,
  service,
  days,
  timeZone,
  formId,
  onJoined,
}: WaitlistFormProps & { formId: string; onJoined(message: string): void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useFormFields<Fields>();
  const { field, idOf, errorOf, showErrors, setErrors } = form;
  const [join, { loading }] = useJoinBookingWaitlistMutation();
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => email.current?.focus(), []);
  const last = days.at(-1)?.date;
  const tomorrow = tomorrowIn(timeZone);
  const first = days[0] && days[0].date < tomorrow ? tomorrow : days[0]?.date;

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
      if (result?.__typename === 'WaitlistJoined') onJoined(result.message);
      else if (result?.__typename === 'BookingFormInvalid') showErrors(result.fieldErrors);
      else if (result?.__typename === 'BookingRefused') setError(result.message);
    } catch {
      setError(WAITLIST_FAILED);
    }
  };

  return (
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
  );
}
