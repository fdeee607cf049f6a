/** What the waiting list's shell and its lazily loaded form and answer share. */
export const WAITLIST_FAILED = 'La demande n’a pas abouti. Vérifiez votre connexion puis réessayez.';

export interface WaitlistFormProps {
  centre: string;
  service: string;
  /** The open days of the booking horizon (the availability's): the latest date is one of them, from tomorrow. */
  days: readonly { date: string }[];
  /** The centre's, whose calendar the dates are in. */
  timeZone: string;
}
