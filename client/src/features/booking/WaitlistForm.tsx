import { lazy, Suspense, useId, useState } from 'react';
import type { WaitlistFormProps } from './waitlist-form-props';

// The form is a chunk of its own: most visits never open it.
const loadJoinForm = () => import('./WaitlistJoinForm');
const WaitlistJoinForm = lazy(loadJoinForm);

/**
 * The waiting list, below the free slots (issue « Booking that fits a garage's day », item 8): closed behind a link,
 * it asks an e-mail and the last day the visitor could come; the gateway writes when a slot of this service frees up
 * before it.
 */
export function WaitlistForm(props: WaitlistFormProps) {
  const [open, setOpen] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const formId = useId();
  if (!props.days.length) return null;
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
        // Fetched on intent, so that the form is there when the click lands.
        onPointerEnter={() => void loadJoinForm()}
        onFocus={() => void loadJoinForm()}
      >
        Aucun créneau ne vous convient ? Être prévenu si un créneau se libère
      </button>
      {open && (
        <Suspense
          fallback={
            <p id={formId} role="status">
              Chargement…
            </p>
          }
        >
          <WaitlistJoinForm {...props} formId={formId} onJoined={setJoined} />
        </Suspense>
      )}
    </div>
  );
}
