/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminAccountInput = {
  /** Un centre au moins pour un responsable de centre. */
  centres?: Array<string> | null | undefined;
  /** 12 caractères au moins. */
  password: string;
  /** reseau ou centre. */
  role: string;
  username: string;
};

export type BookingClosureInput = {
  centre: string;
  endsOn: string;
  /** Fermer même si des rendez-vous sont pris ces jours-là (vus par adminClosureConflicts). */
  overBookings?: boolean | null | undefined;
  reason: string;
  startsOn: string;
  /** Prévenir ces visiteurs par e-mail, avec le lien pour choisir un autre créneau. */
  tellVisitors?: boolean | null | undefined;
  /** Un équipement seul (le banc) ; absent : tout le centre. */
  unit?: string | null | undefined;
};

/** Pourquoi un créneau ne peut être retenu ou confirmé. */
export type BookingRefusalReason =
  | 'BEYOND_HORIZON'
  | 'CANCELLED'
  | 'CENTRE_BUSY'
  | 'CLOSED'
  | 'HOLD_EXPIRED'
  | 'LINK_EXPIRED'
  | 'LINK_FORGED'
  | 'OUTSIDE_HOURS'
  | 'RATE_LIMITED'
  | 'SLOT_TAKEN'
  | 'TOO_LATE'
  | 'TOO_MANY_CHANGES'
  | 'TOO_SOON'
  | 'UNAVAILABLE'
  | 'UNCONFIRMED';

/** Où en est une demande : nouveau, en cours, traité, archivé. */
export type ContactRequestStatus =
  | 'ARCHIVED'
  | 'DONE'
  | 'IN_PROGRESS'
  | 'NEW';

/** Raison d’un refus : saisie invalide, identifiants incorrects, trop de tentatives, compte désactivé, conflit avec ce qui est enregistré (nom déjà pris, dernier administrateur du réseau), étape de connexion expirée. */
export type FailureCode =
  | 'ACCOUNT_DISABLED'
  | 'CHALLENGE_EXPIRED'
  | 'CONFLICT'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_INPUT'
  | 'THROTTLED';

/** Puissance en ch, couple en Nm ; vide = inconnu. */
export type GainsInput = {
  powerAfter?: number | null | undefined;
  powerBefore?: number | null | undefined;
  torqueAfter?: number | null | undefined;
  torqueBefore?: number | null | undefined;
};

export type GalleryItemInput = {
  alt?: string | null | undefined;
  isPrimary?: boolean | null | undefined;
  sortOrder?: number | null | undefined;
  /** URL rendue par uploadMedia (/uploads/…). */
  url: string;
};

export type PhoneBookingInput = {
  /** Centre mobile : l’adresse où aller. */
  address?: string | null | undefined;
  centre: string;
  /** La demande de contact dont il vient. */
  contactRequest?: string | null | undefined;
  date: string;
  /** Donné, le visiteur reçoit la confirmation et son lien. */
  email?: string | null | undefined;
  mileage?: string | null | undefined;
  name: string;
  phone: string;
  plate?: string | null | undefined;
  service: string;
  time: string;
  vehicle?: string | null | undefined;
  /** stage1, stage2, e85 ou gearbox. */
  work?: string | null | undefined;
};

/** Le formulaire de l’administration (spécification, section 3). */
export type RealisationInput = {
  /** Relevé du banc de puissance en CSV (docs/bench-run-csv.md) : absent, le relevé enregistré reste ; vide ou null, il est retiré. */
  benchRunCsv?: string | null | undefined;
  centre: string;
  /** AAAA-MM-JJ ; aujourd’hui par défaut. */
  date?: string | null | undefined;
  description?: string | null | undefined;
  featured?: boolean | null | undefined;
  gains?: GainsInput | null | undefined;
  gallery?: Array<GalleryItemInput> | null | undefined;
  /** Média principal ; à défaut, la photo principale de la galerie. */
  mediaUrl?: string | null | undefined;
  modifications?: Array<string> | null | undefined;
  sortOrder?: number | null | undefined;
  /** active (par défaut) ou inactive. */
  status?: string | null | undefined;
  thumbnailUrl?: string | null | undefined;
  title: string;
  /** photo (par défaut) ou video. */
  type?: string | null | undefined;
  vehicleInfo: VehicleInfoInput;
};

export type VehicleInfoInput = {
  brand: string;
  engine?: string | null | undefined;
  model: string;
  /** De 1900 à l’année prochaine. */
  year?: number | null | undefined;
};

export type AdminAccountFieldsFragment = { id: string, username: string, role: string, centres: Array<string>, disabled: boolean };

export type AdminAccountRefusalFragment = { code: FailureCode, message: string, field: string | null };

export type AdminAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccountsQuery = { adminAccounts: Array<{ id: string, username: string, role: string, centres: Array<string>, disabled: boolean }> };

export type CreateAdminAccountMutationVariables = Exact<{
  input: AdminAccountInput;
}>;


export type CreateAdminAccountMutation = { createAdminAccount:
    | { __typename: 'AdminAccount', id: string, username: string, role: string, centres: Array<string>, disabled: boolean }
    | { __typename: 'AdminAccountRefused', code: FailureCode, message: string, field: string | null }
   };

export type SetAdminAccountAccessMutationVariables = Exact<{
  username: string;
  role: string;
  centres?: Array<string> | string | null | undefined;
}>;


export type SetAdminAccountAccessMutation = { setAdminAccountAccess:
    | { __typename: 'AdminAccount', id: string, username: string, role: string, centres: Array<string>, disabled: boolean }
    | { __typename: 'AdminAccountRefused', code: FailureCode, message: string, field: string | null }
   };

export type SetAdminAccountDisabledMutationVariables = Exact<{
  username: string;
  disabled: boolean;
}>;


export type SetAdminAccountDisabledMutation = { setAdminAccountDisabled:
    | { __typename: 'AdminAccount', id: string, username: string, role: string, centres: Array<string>, disabled: boolean }
    | { __typename: 'AdminAccountRefused', code: FailureCode, message: string, field: string | null }
   };

export type ResetAdminAccountPasswordMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type ResetAdminAccountPasswordMutation = { resetAdminAccountPassword:
    | { __typename: 'AdminAccount', id: string, username: string, role: string, centres: Array<string>, disabled: boolean }
    | { __typename: 'AdminAccountRefused', code: FailureCode, message: string, field: string | null }
   };

export type AdminAgendaQueryVariables = Exact<{
  centre: string;
  from: string;
  days: number;
}>;


export type AdminAgendaQuery = { adminAgenda: { centreId: string, from: string, days: number, feedSince: string | null, bookings: Array<{ id: string, reference: string, status: string, date: string, time: string, endDate: string, endTime: string, serviceSlug: string, serviceName: string, unitLabel: string, customerName: string, phone: string, email: string | null, vehicle: string | null, work: string | null, plate: string | null, mileageKm: number | null, address: string | null, createdBy: string | null, contactRequestId: string | null }>, closures: Array<{ id: number, startsOn: string, endsOn: string, reason: string, unitLabel: string | null }>, units: Array<{ id: string, resource: string, label: string }>, holidays: Array<{ date: string, name: string, lunar: boolean, open: boolean, decided: boolean }> }, adminPendingHolds: Array<{ id: string, reference: string, stage: string, serviceName: string, unitLabel: string, date: string, time: string, expiresAt: string, customerName: string | null, email: string | null }> };

export type AdminBookingSlotsQueryVariables = Exact<{
  centre: string;
  service: string;
  ignoring?: string | null | undefined;
}>;


export type AdminBookingSlotsQuery = { adminBookingSlots: { centre: string, service: string, timeZone: string, durationMinutes: number, arrivalWindowMinutes: number, dropOff: boolean, notice: string | null, days: Array<{ date: string, slots: Array<{ time: string, endDate: string, endTime: string }> }> } };

export type AdminCreateBookingMutationVariables = Exact<{
  input: PhoneBookingInput;
}>;


export type AdminCreateBookingMutation = { adminCreateBooking:
    | { __typename: 'AgendaBookingCreated', id: string, reference: string, date: string, time: string }
    | { __typename: 'BookingFormInvalid', fieldErrors: Array<{ field: string, message: string }> }
    | { __typename: 'BookingRefused', reason: BookingRefusalReason, message: string, nearest: Array<{ date: string, time: string }> }
   };

export type AdminMoveBookingMutationVariables = Exact<{
  id: string;
  date: string;
  time: string;
}>;


export type AdminMoveBookingMutation = { adminMoveBooking:
    | { __typename: 'BookingRefused', reason: BookingRefusalReason, message: string, nearest: Array<{ date: string, time: string }> }
    | { __typename: 'MyBooking', date: string, time: string }
   };

export type AdminCancelBookingMutationVariables = Exact<{
  id: string;
}>;


export type AdminCancelBookingMutation = { adminCancelBooking:
    | { __typename: 'BookingRefused', message: string }
    | { __typename: 'MyBooking' }
   };

export type AdminMarkBookingMutationVariables = Exact<{
  id: string;
  outcome: string;
}>;


export type AdminMarkBookingMutation = { adminMarkBooking: boolean };

export type AdminClosureConflictsQueryVariables = Exact<{
  input: BookingClosureInput;
}>;


export type AdminClosureConflictsQuery = { adminClosureConflicts: Array<{ id: string, reference: string, date: string, time: string, customerName: string, hasEmail: boolean }> };

export type AdminAddBookingClosureMutationVariables = Exact<{
  input: BookingClosureInput;
}>;


export type AdminAddBookingClosureMutation = { adminAddBookingClosure: number };

export type AdminDecideHolidayMutationVariables = Exact<{
  centre: string;
  date: string;
  open: boolean;
}>;


export type AdminDecideHolidayMutation = { adminDecideHoliday: boolean };

export type AdminRemoveBookingClosureMutationVariables = Exact<{
  id: number;
}>;


export type AdminRemoveBookingClosureMutation = { adminRemoveBookingClosure: boolean };

export type AdminSetBayCountMutationVariables = Exact<{
  centre: string;
  count: number;
}>;


export type AdminSetBayCountMutation = { adminSetBayCount: boolean };

export type AdminRenewBookingFeedMutationVariables = Exact<{
  centre: string;
}>;


export type AdminRenewBookingFeedMutation = { adminRenewBookingFeed: string };

export type AdminRevokeBookingFeedMutationVariables = Exact<{
  centre: string;
}>;


export type AdminRevokeBookingFeedMutation = { adminRevokeBookingFeed: boolean };

export type AdminCentreContactsQueryVariables = Exact<{
  centre: string;
}>;


export type AdminCentreContactsQuery = { adminCentreContacts: { phone: string, noticeEmail: string, phoneFromNetwork: boolean, emailFromNetwork: boolean } };

export type PendingHoldViewFragment = { id: string, reference: string, stage: string, serviceName: string, unitLabel: string, date: string, time: string, expiresAt: string, customerName: string | null, email: string | null };

export type AdminReleaseHoldMutationVariables = Exact<{
  id: string;
}>;


export type AdminReleaseHoldMutation = { adminReleaseHold: boolean };

export type AdminOutboxQueryVariables = Exact<{
  first: number;
}>;


export type AdminOutboxQuery = { adminOutboxSummary: { sending: boolean, pending: number, failed: number, sent: number, withheld: number, review: number }, adminOutbox: Array<{ id: string, createdAt: string, kind: string, recipient: string, subject: string, status: string, attempts: number, nextAttemptAt: string, lastError: string | null, withheldReason: string | null }> };

export type RetryOutboxMessageMutationVariables = Exact<{
  id: string;
}>;


export type RetryOutboxMessageMutation = { retryOutboxMessage: { id: string, status: string, attempts: number, nextAttemptAt: string, lastError: string | null } };

export type DropOutboxMessageMutationVariables = Exact<{
  id: string;
}>;


export type DropOutboxMessageMutation = { dropOutboxMessage: string };

export type SendOutboxReviewMutationVariables = Exact<{ [key: string]: never; }>;


export type SendOutboxReviewMutation = { sendOutboxReview: number };

export type DropOutboxReviewMutationVariables = Exact<{ [key: string]: never; }>;


export type DropOutboxReviewMutation = { dropOutboxReview: number };

export type AdminRealisationFieldsFragment = { id: string, centre: string, type: string, title: string, slug: string, description: string, date: string, featured: boolean, status: string, sortOrder: number, updatedAt: string, mediaUrl: string | null, thumbnailUrl: string | null, modifications: Array<string>, vehicle: { brand: string, model: string, year: number | null, engine: string }, gains: { powerBefore: number, powerAfter: number, torqueBefore: number, torqueAfter: number } | null, benchRun: { peakBefore: { powerHp: number, torqueNm: number }, peakAfter: { powerHp: number, torqueNm: number } } | null, gallery: Array<{ url: string, type: string, alt: string, isPrimary: boolean, sortOrder: number }> };

export type AdminBenchRunPreviewQueryVariables = Exact<{
  csv: string;
}>;


export type AdminBenchRunPreviewQuery = { benchRunPreview: { problem: string | null, run: { before: Array<{ rpm: number, powerHp: number, torqueNm: number }>, after: Array<{ rpm: number, powerHp: number, torqueNm: number }>, peakBefore: { powerHp: number, powerRpm: number, torqueNm: number, torqueRpm: number }, peakAfter: { powerHp: number, powerRpm: number, torqueNm: number, torqueRpm: number } } | null } };

export type AdminRealisationsQueryVariables = Exact<{
  centre?: string | null | undefined;
  status?: string | null | undefined;
}>;


export type AdminRealisationsQuery = { adminRealisations: Array<{ id: string, centre: string, type: string, title: string, slug: string, description: string, date: string, featured: boolean, status: string, sortOrder: number, updatedAt: string, mediaUrl: string | null, thumbnailUrl: string | null, modifications: Array<string>, vehicle: { brand: string, model: string, year: number | null, engine: string }, gains: { powerBefore: number, powerAfter: number, torqueBefore: number, torqueAfter: number } | null, benchRun: { peakBefore: { powerHp: number, torqueNm: number }, peakAfter: { powerHp: number, torqueNm: number } } | null, gallery: Array<{ url: string, type: string, alt: string, isPrimary: boolean, sortOrder: number }> }> };

export type CreateRealisationMutationVariables = Exact<{
  input: RealisationInput;
}>;


export type CreateRealisationMutation = { createRealisation:
    | { __typename: 'AdminRealisation', id: string, centre: string, type: string, title: string, slug: string, description: string, date: string, featured: boolean, status: string, sortOrder: number, updatedAt: string, mediaUrl: string | null, thumbnailUrl: string | null, modifications: Array<string>, vehicle: { brand: string, model: string, year: number | null, engine: string }, gains: { powerBefore: number, powerAfter: number, torqueBefore: number, torqueAfter: number } | null, benchRun: { peakBefore: { powerHp: number, torqueNm: number }, peakAfter: { powerHp: number, torqueNm: number } } | null, gallery: Array<{ url: string, type: string, alt: string, isPrimary: boolean, sortOrder: number }> }
    | { __typename: 'RealisationInvalid', message: string, field: string }
   };

export type UpdateRealisationMutationVariables = Exact<{
  id: string;
  input: RealisationInput;
}>;


export type UpdateRealisationMutation = { updateRealisation:
    | { __typename: 'AdminRealisation', id: string, centre: string, type: string, title: string, slug: string, description: string, date: string, featured: boolean, status: string, sortOrder: number, updatedAt: string, mediaUrl: string | null, thumbnailUrl: string | null, modifications: Array<string>, vehicle: { brand: string, model: string, year: number | null, engine: string }, gains: { powerBefore: number, powerAfter: number, torqueBefore: number, torqueAfter: number } | null, benchRun: { peakBefore: { powerHp: number, torqueNm: number }, peakAfter: { powerHp: number, torqueNm: number } } | null, gallery: Array<{ url: string, type: string, alt: string, isPrimary: boolean, sortOrder: number }> }
    | { __typename: 'RealisationInvalid', message: string, field: string }
   };

export type DeleteRealisationMutationVariables = Exact<{
  id: string;
}>;


export type DeleteRealisationMutation = { deleteRealisation: boolean };

export type SetRealisationStatusMutationVariables = Exact<{
  id: string;
  status: string;
}>;


export type SetRealisationStatusMutation = { setRealisationStatus: { id: string, status: string, updatedAt: string } };

export type SetRealisationFeaturedMutationVariables = Exact<{
  id: string;
  featured: boolean;
}>;


export type SetRealisationFeaturedMutation = { setRealisationFeatured: { id: string, featured: boolean, updatedAt: string } };

export type UploadMediaMutationVariables = Exact<{
  file: unknown;
}>;


export type UploadMediaMutation = { uploadMedia: { url: string, thumbnailUrl: string | null, type: string } };

export type ReorderRealisationsMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type ReorderRealisationsMutation = { reorderRealisations: boolean };

export type ContactRequestFieldsFragment = { id: string, createdAt: string, updatedAt: string, status: ContactRequestStatus, name: string, email: string | null, phone: string | null, vehicle: string | null, message: string, centre: string | null, work: string | null, mileageKm: number | null, plate: string | null, quote: { enginePath: string | null, vehicle: string, stage: number | null, powerBeforeHp: number | null, powerAfterHp: number | null, torqueBeforeNm: number | null, torqueAfterNm: number | null, estimated: boolean | null, priceFrom: number | null, priceTo: number | null, currency: string | null } | null, notes: Array<{ id: string, createdAt: string, username: string, body: string }> };

export type AdminContactRequestsQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
  status?: ContactRequestStatus | null | undefined;
  centre?: string | null | undefined;
  unassigned?: boolean | null | undefined;
}>;


export type AdminContactRequestsQuery = { adminContactRequests: Array<{ id: string, createdAt: string, updatedAt: string, status: ContactRequestStatus, name: string, email: string | null, phone: string | null, vehicle: string | null, message: string, centre: string | null, work: string | null, mileageKm: number | null, plate: string | null, quote: { enginePath: string | null, vehicle: string, stage: number | null, powerBeforeHp: number | null, powerAfterHp: number | null, torqueBeforeNm: number | null, torqueAfterNm: number | null, estimated: boolean | null, priceFrom: number | null, priceTo: number | null, currency: string | null } | null, notes: Array<{ id: string, createdAt: string, username: string, body: string }> }> };

export type AdminContactRequestCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContactRequestCountsQuery = { adminContactRequestCounts: { new: number, inProgress: number } };

export type AdminContactRequestsCsvQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: ContactRequestStatus | null | undefined;
  centre?: string | null | undefined;
  unassigned?: boolean | null | undefined;
}>;


export type AdminContactRequestsCsvQuery = { adminContactRequestsCsv: string };

export type SetContactRequestStatusMutationVariables = Exact<{
  id: string;
  status: ContactRequestStatus;
}>;


export type SetContactRequestStatusMutation = { setContactRequestStatus: { id: string, createdAt: string, updatedAt: string, status: ContactRequestStatus, name: string, email: string | null, phone: string | null, vehicle: string | null, message: string, centre: string | null, work: string | null, mileageKm: number | null, plate: string | null, quote: { enginePath: string | null, vehicle: string, stage: number | null, powerBeforeHp: number | null, powerAfterHp: number | null, torqueBeforeNm: number | null, torqueAfterNm: number | null, estimated: boolean | null, priceFrom: number | null, priceTo: number | null, currency: string | null } | null, notes: Array<{ id: string, createdAt: string, username: string, body: string }> } };

export type SetContactRequestCentreMutationVariables = Exact<{
  id: string;
  centre?: string | null | undefined;
}>;


export type SetContactRequestCentreMutation = { setContactRequestCentre: { id: string, createdAt: string, updatedAt: string, status: ContactRequestStatus, name: string, email: string | null, phone: string | null, vehicle: string | null, message: string, centre: string | null, work: string | null, mileageKm: number | null, plate: string | null, quote: { enginePath: string | null, vehicle: string, stage: number | null, powerBeforeHp: number | null, powerAfterHp: number | null, torqueBeforeNm: number | null, torqueAfterNm: number | null, estimated: boolean | null, priceFrom: number | null, priceTo: number | null, currency: string | null } | null, notes: Array<{ id: string, createdAt: string, username: string, body: string }> } };

export type AddContactRequestNoteMutationVariables = Exact<{
  id: string;
  body: string;
}>;


export type AddContactRequestNoteMutation = { addContactRequestNote: { id: string, createdAt: string, updatedAt: string, status: ContactRequestStatus, name: string, email: string | null, phone: string | null, vehicle: string | null, message: string, centre: string | null, work: string | null, mileageKm: number | null, plate: string | null, quote: { enginePath: string | null, vehicle: string, stage: number | null, powerBeforeHp: number | null, powerAfterHp: number | null, torqueBeforeNm: number | null, torqueAfterNm: number | null, estimated: boolean | null, priceFrom: number | null, priceTo: number | null, currency: string | null } | null, notes: Array<{ id: string, createdAt: string, username: string, body: string }> } };

export type AdminSessionFieldsFragment = { token: string, username: string, loginTime: string, expiresAt: string };

export type AdminMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMeQuery = { adminMe: { username: string, loginTime: string, role: string, centres: Array<string> } | null };

export type AdminLoginMutationVariables = Exact<{
  username: string;
  password: string;
}>;


export type AdminLoginMutation = { adminLogin:
    | { __typename: 'AdminLoginRejected', message: string, retryAfterSeconds: number | null }
    | { __typename: 'AdminSession', token: string, username: string, loginTime: string, expiresAt: string }
    | { __typename: 'AdminTwoFactorChallenge', challenge: string }
   };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { adminLogout: boolean };

export type AdminAuditQueryVariables = Exact<{
  first: number;
}>;


export type AdminAuditQuery = { adminAudit: Array<{ id: string, at: string, username: string, action: string, realisationId: string | null, summary: string }> };

export type AdminTwoFactorQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTwoFactorQuery = { adminTwoFactor: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number, required: boolean } };

export type StartTwoFactorEnrolmentMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type StartTwoFactorEnrolmentMutation = { startTwoFactorEnrolment:
    | { __typename: 'TwoFactorEnrolment', secret: string, uri: string, qrCode: string }
    | { __typename: 'TwoFactorRefused', code: FailureCode, message: string }
   };

export type ConfirmTwoFactorEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorEnrolmentMutation = { confirmTwoFactorEnrolment:
    | { __typename: 'TwoFactorRecoveryCodes', codes: Array<string> }
    | { __typename: 'TwoFactorRefused', code: FailureCode, message: string }
   };

export type DisableTwoFactorMutationVariables = Exact<{
  code?: string | null | undefined;
  password?: string | null | undefined;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor:
    | { __typename: 'AdminTwoFactorStatus', enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number, required: boolean }
    | { __typename: 'TwoFactorRefused', code: FailureCode, message: string }
   };

export type AdminLoginTwoFactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;


export type AdminLoginTwoFactorMutation = { adminLoginTwoFactor:
    | { __typename: 'AdminLoginRejected', code: FailureCode, message: string, retryAfterSeconds: number | null }
    | { __typename: 'AdminSession', token: string, username: string, loginTime: string, expiresAt: string }
    | { __typename: 'AdminTwoFactorChallenge' }
   };

export type AdminTrashQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTrashQuery = { adminTrash: Array<{ id: string, title: string, centre: string, type: string, thumbnailUrl: string | null, deletedAt: string, purgeAt: string, daysLeft: number }> };

export type RestoreRealisationMutationVariables = Exact<{
  id: string;
}>;


export type RestoreRealisationMutation = { restoreRealisation: { id: string, title: string } };

export type PurgeRealisationMutationVariables = Exact<{
  id: string;
}>;


export type PurgeRealisationMutation = { purgeRealisation: boolean };

export type BenchRunCurvesFragment = { before: Array<{ rpm: number, powerHp: number, torqueNm: number }>, after: Array<{ rpm: number, powerHp: number, torqueNm: number }>, peakBefore: { powerHp: number, powerRpm: number, torqueNm: number, torqueRpm: number }, peakAfter: { powerHp: number, powerRpm: number, torqueNm: number, torqueRpm: number } };

export const AdminAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode<AdminAccountFieldsFragment, unknown>;
export const AdminAccountRefusalFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<AdminAccountRefusalFragment, unknown>;
export const PendingHoldViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingHoldView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingHold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<PendingHoldViewFragment, unknown>;
export const AdminRealisationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRealisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"}},{"kind":"Field","name":{"kind":"Name","value":"gains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerBefore"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfter"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBefore"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<AdminRealisationFieldsFragment, unknown>;
export const ContactRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginePath"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"powerBeforeHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfterHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBeforeNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfterNm"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<ContactRequestFieldsFragment, unknown>;
export const AdminSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"loginTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminSessionFieldsFragment, unknown>;
export const BenchRunCurvesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenchRunCurves"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BenchRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerRpm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueRpm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerRpm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueRpm"}}]}}]}}]} as unknown as DocumentNode<BenchRunCurvesFragment, unknown>;
export const AdminAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]} as unknown as DocumentNode<AdminAccountsQuery, AdminAccountsQueryVariables>;
export const CreateAdminAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAdminAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<CreateAdminAccountMutation, CreateAdminAccountMutationVariables>;
export const SetAdminAccountAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminAccountAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centres"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminAccountAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"centres"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centres"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<SetAdminAccountAccessMutation, SetAdminAccountAccessMutationVariables>;
export const SetAdminAccountDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdminAccountDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminAccountDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<SetAdminAccountDisabledMutation, SetAdminAccountDisabledMutationVariables>;
export const ResetAdminAccountPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetAdminAccountPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetAdminAccountPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminAccountRefusal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminAccountRefusal"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccountRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]} as unknown as DocumentNode<ResetAdminAccountPasswordMutation, ResetAdminAccountPasswordMutationVariables>;
export const AdminAgendaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAgenda"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAgenda"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centreId"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"feedSince"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"serviceSlug"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"contactRequestId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"units"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lunar"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"decided"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPendingHolds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingHoldView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingHoldView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PendingHold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"serviceName"}},{"kind":"Field","name":{"kind":"Name","value":"unitLabel"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode<AdminAgendaQuery, AdminAgendaQueryVariables>;
export const AdminBookingSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ignoring"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBookingSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"ignoring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ignoring"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalWindowMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dropOff"}},{"kind":"Field","name":{"kind":"Name","value":"notice"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingSlotsQuery, AdminBookingSlotsQueryVariables>;
export const AdminCreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCreateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgendaBookingCreated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingFormInvalid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"nearest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCreateBookingMutation, AdminCreateBookingMutationVariables>;
export const AdminMoveBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMoveBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMoveBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"nearest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminMoveBookingMutation, AdminMoveBookingMutationVariables>;
export const AdminCancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCancelBookingMutation, AdminCancelBookingMutationVariables>;
export const AdminMarkBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminMarkBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMarkBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}}]}]}}]} as unknown as DocumentNode<AdminMarkBookingMutation, AdminMarkBookingMutationVariables>;
export const AdminClosureConflictsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminClosureConflicts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingClosureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminClosureConflicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"hasEmail"}}]}}]}}]} as unknown as DocumentNode<AdminClosureConflictsQuery, AdminClosureConflictsQueryVariables>;
export const AdminAddBookingClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddBookingClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingClosureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAddBookingClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AdminAddBookingClosureMutation, AdminAddBookingClosureMutationVariables>;
export const AdminDecideHolidayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDecideHoliday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"open"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDecideHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"open"},"value":{"kind":"Variable","name":{"kind":"Name","value":"open"}}}]}]}}]} as unknown as DocumentNode<AdminDecideHolidayMutation, AdminDecideHolidayMutationVariables>;
export const AdminRemoveBookingClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveBookingClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRemoveBookingClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminRemoveBookingClosureMutation, AdminRemoveBookingClosureMutationVariables>;
export const AdminSetBayCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetBayCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSetBayCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}]}]}}]} as unknown as DocumentNode<AdminSetBayCountMutation, AdminSetBayCountMutationVariables>;
export const AdminRenewBookingFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRenewBookingFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRenewBookingFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}}]}]}}]} as unknown as DocumentNode<AdminRenewBookingFeedMutation, AdminRenewBookingFeedMutationVariables>;
export const AdminRevokeBookingFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRevokeBookingFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRevokeBookingFeed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}}]}]}}]} as unknown as DocumentNode<AdminRevokeBookingFeedMutation, AdminRevokeBookingFeedMutationVariables>;
export const AdminCentreContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCentreContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCentreContacts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"noticeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneFromNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"emailFromNetwork"}}]}}]}}]} as unknown as DocumentNode<AdminCentreContactsQuery, AdminCentreContactsQueryVariables>;
export const AdminReleaseHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReleaseHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminReleaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminReleaseHoldMutation, AdminReleaseHoldMutationVariables>;
export const AdminOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOutboxSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"withheld"}},{"kind":"Field","name":{"kind":"Name","value":"review"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"pending","block":false},{"kind":"StringValue","value":"failed","block":false},{"kind":"StringValue","value":"withheld","block":false},{"kind":"StringValue","value":"review","block":false}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"withheldReason"}}]}}]}}]} as unknown as DocumentNode<AdminOutboxQuery, AdminOutboxQueryVariables>;
export const RetryOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>;
export const DropOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DropOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DropOutboxMessageMutation, DropOutboxMessageMutationVariables>;
export const SendOutboxReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOutboxReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOutboxReview"}}]}}]} as unknown as DocumentNode<SendOutboxReviewMutation, SendOutboxReviewMutationVariables>;
export const DropOutboxReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DropOutboxReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dropOutboxReview"}}]}}]} as unknown as DocumentNode<DropOutboxReviewMutation, DropOutboxReviewMutationVariables>;
export const AdminBenchRunPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBenchRunPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"benchRunPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"problem"}},{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BenchRunCurves"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BenchRunCurves"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BenchRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rpm"}},{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerRpm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueRpm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerRpm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueRpm"}}]}}]}}]} as unknown as DocumentNode<AdminBenchRunPreviewQuery, AdminBenchRunPreviewQueryVariables>;
export const AdminRealisationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRealisations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminRealisations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRealisationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRealisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"}},{"kind":"Field","name":{"kind":"Name","value":"gains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerBefore"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfter"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBefore"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<AdminRealisationsQuery, AdminRealisationsQueryVariables>;
export const CreateRealisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRealisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RealisationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRealisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRealisationFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RealisationInvalid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRealisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"}},{"kind":"Field","name":{"kind":"Name","value":"gains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerBefore"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfter"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBefore"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<CreateRealisationMutation, CreateRealisationMutationVariables>;
export const UpdateRealisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRealisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RealisationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRealisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRealisationFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RealisationInvalid"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRealisationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminRealisation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"engine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"modifications"}},{"kind":"Field","name":{"kind":"Name","value":"gains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerBefore"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfter"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBefore"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"peakBefore"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakAfter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueNm"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]} as unknown as DocumentNode<UpdateRealisationMutation, UpdateRealisationMutationVariables>;
export const DeleteRealisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRealisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRealisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRealisationMutation, DeleteRealisationMutationVariables>;
export const SetRealisationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRealisationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRealisationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetRealisationStatusMutation, SetRealisationStatusMutationVariables>;
export const SetRealisationFeaturedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRealisationFeatured"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"featured"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRealisationFeatured"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"Variable","name":{"kind":"Name","value":"featured"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SetRealisationFeaturedMutation, SetRealisationFeaturedMutationVariables>;
export const UploadMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<UploadMediaMutation, UploadMediaMutationVariables>;
export const ReorderRealisationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderRealisations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderRealisations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<ReorderRealisationsMutation, ReorderRealisationsMutationVariables>;
export const AdminContactRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"unassigned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginePath"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"powerBeforeHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfterHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBeforeNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfterNm"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<AdminContactRequestsQuery, AdminContactRequestsQueryVariables>;
export const AdminContactRequestCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactRequestCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactRequestCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}}]}}]}}]} as unknown as DocumentNode<AdminContactRequestCountsQuery, AdminContactRequestCountsQueryVariables>;
export const AdminContactRequestsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactRequestsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactRequestsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}},{"kind":"Argument","name":{"kind":"Name","value":"unassigned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unassigned"}}}]}]}}]} as unknown as DocumentNode<AdminContactRequestsCsvQuery, AdminContactRequestsCsvQueryVariables>;
export const SetContactRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginePath"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"powerBeforeHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfterHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBeforeNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfterNm"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<SetContactRequestStatusMutation, SetContactRequestStatusMutationVariables>;
export const SetContactRequestCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactRequestCentre"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"centre"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactRequestCentre"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"centre"},"value":{"kind":"Variable","name":{"kind":"Name","value":"centre"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginePath"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"powerBeforeHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfterHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBeforeNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfterNm"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<SetContactRequestCentreMutation, SetContactRequestCentreMutationVariables>;
export const AddContactRequestNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddContactRequestNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addContactRequestNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactRequestEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"work"}},{"kind":"Field","name":{"kind":"Name","value":"mileageKm"}},{"kind":"Field","name":{"kind":"Name","value":"plate"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enginePath"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"powerBeforeHp"}},{"kind":"Field","name":{"kind":"Name","value":"powerAfterHp"}},{"kind":"Field","name":{"kind":"Name","value":"torqueBeforeNm"}},{"kind":"Field","name":{"kind":"Name","value":"torqueAfterNm"}},{"kind":"Field","name":{"kind":"Name","value":"estimated"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"}},{"kind":"Field","name":{"kind":"Name","value":"priceTo"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<AddContactRequestNoteMutation, AddContactRequestNoteMutationVariables>;
export const AdminMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"loginTime"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"centres"}}]}}]}}]} as unknown as DocumentNode<AdminMeQuery, AdminMeQueryVariables>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSessionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTwoFactorChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challenge"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLoginRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"loginTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const AdminAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAudit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"realisationId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<AdminTwoFactorQuery, AdminTwoFactorQueryVariables>;
export const StartTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorEnrolmentMutation, StartTwoFactorEnrolmentMutationVariables>;
export const ConfirmTwoFactorEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactorEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorRecoveryCodes"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmTwoFactorEnrolmentMutation, ConfirmTwoFactorEnrolmentMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminTwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorRefused"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const AdminLoginTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLoginTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLoginTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSessionFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminLoginRejected"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"loginTime"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminLoginTwoFactorMutation, AdminLoginTwoFactorMutationVariables>;
export const AdminTrashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTrash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTrash"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"centre"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"purgeAt"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}}]}}]}}]} as unknown as DocumentNode<AdminTrashQuery, AdminTrashQueryVariables>;
export const RestoreRealisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreRealisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreRealisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<RestoreRealisationMutation, RestoreRealisationMutationVariables>;
export const PurgeRealisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurgeRealisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purgeRealisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PurgeRealisationMutation, PurgeRealisationMutationVariables>;