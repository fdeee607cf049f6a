import type { ContactRequestStatus } from '../../../gql/admin/graphql';

export const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
export const shortDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export const STATUS_LABELS: Record<ContactRequestStatus, string> = {
  NEW: 'Nouveau',
  IN_PROGRESS: 'En cours',
  DONE: 'Traité',
  ARCHIVED: 'Archivé',
};
/** The four statuses as the options of a select (the filter and each request's own). */
export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as ContactRequestStatus[]).map((s) => (
  <option key={s} value={s}>
    {STATUS_LABELS[s]}
  </option>
));
