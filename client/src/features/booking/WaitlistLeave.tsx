import { useEffect, useRef } from 'react';
import { useLeaveBookingWaitlistMutation } from '../../gql/hooks';
import { WAITLIST_FAILED } from './waitlist-form-props';

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
  const message = answer?.message ?? (error ? WAITLIST_FAILED : null);
  const refused = Boolean(error) || answer?.__typename === 'BookingRefused';
  return message ? (
    <p className={`booking__waitlist-left${refused ? ' booking__waitlist-left--refused' : ''}`} role="status">
      {message}
    </p>
  ) : null;
}
