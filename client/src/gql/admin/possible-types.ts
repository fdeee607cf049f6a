/** The members of each union and interface of the schema (generated: codegen/possible-types.cjs). */
export const possibleTypes: Record<string, string[]> = {
  "AdminAccountResult": [
    "AdminAccount",
    "AdminAccountRefused"
  ],
  "AdminLoginResult": [
    "AdminLoginRejected",
    "AdminSession",
    "AdminTwoFactorChallenge"
  ],
  "AgendaBookingResult": [
    "AgendaBookingCreated",
    "BookingFormInvalid",
    "BookingRefused"
  ],
  "BookingConfirmResult": [
    "BookingAwaitingEmail",
    "BookingFormInvalid",
    "BookingRefused"
  ],
  "BookingHoldResult": [
    "BookingHeld",
    "BookingRefused"
  ],
  "ContactRequestResult": [
    "ContactRequestAccepted",
    "ContactRequestInvalid",
    "ContactRequestRateLimited"
  ],
  "MyBookingResult": [
    "BookingRefused",
    "MyBooking"
  ],
  "RealisationSaveResult": [
    "AdminRealisation",
    "RealisationInvalid"
  ],
  "TwoFactorConfirmResult": [
    "TwoFactorRecoveryCodes",
    "TwoFactorRefused"
  ],
  "TwoFactorDisableResult": [
    "AdminTwoFactorStatus",
    "TwoFactorRefused"
  ],
  "TwoFactorStartResult": [
    "TwoFactorEnrolment",
    "TwoFactorRefused"
  ],
  "WaitlistJoinResult": [
    "BookingFormInvalid",
    "BookingRefused",
    "WaitlistJoined"
  ],
  "WaitlistLeaveResult": [
    "BookingRefused",
    "WaitlistLeft"
  ]
};
