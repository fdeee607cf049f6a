import type { ConfirmBookingMutation, HoldBookingSlotMutation } from '../../gql/graphql';

/** What the booking's steps share: the slot held, the booking made, and the message of a request that failed. */
export type Held = Extract<HoldBookingSlotMutation['holdBookingSlot'], { __typename: 'BookingHeld' }>;
export type Confirmed = Extract<ConfirmBookingMutation['confirmBooking'], { __typename: 'BookingAwaitingEmail' }>;

export const BOOKING_FAILED =
  'La demande n’a pas abouti. Vérifiez votre connexion puis réessayez, ou appelez le centre.';
