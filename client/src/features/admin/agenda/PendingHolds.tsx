import { useId, useState } from 'react';
import { frenchTime } from '@garage/contract/opening-hours';
import { frenchDay } from '../../../config/format';
import type { PendingHoldViewFragment } from '../../../gql/admin/graphql';
import { useAdminReleaseHoldMutation } from '../../../gql/admin/hooks';
import type { Notice } from '../ActionNotice';
import { graphQLMessage, isUnauthenticated } from '../admin-client';

const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/**
 * What is being booked online at the centre now (decision 043): a visitor filling in the form, or a booking waiting
 * for the link of its e-mail. Each keeps its slot until it expires; « Libérer » gives it back at once (a script's,
 * or a visitor who called to book instead). Shown only when there is one.
 */
export function PendingHolds({
  holds,
  onNotice,
}: {
  holds: readonly PendingHoldViewFragment[];
  /** Said, and the agenda (with this list) asked again. */
  onNotice(notice: Notice): void;
}) {
  const id = useId();
  const [release] = useAdminReleaseHoldMutation();
  const [busy, setBusy] = useState<string | null>(null);
  if (holds.length === 0) return null;

  const onRelease = async (hold: { id: string; reference: string }) => {
    setBusy(hold.id);
    try {
      await release({ variables: { id: hold.id } });
      onNotice({ kind: 'success', text: `Réservation en cours ${hold.reference} libérée : le créneau est libre.` });
    } catch (problem) {
      if (!isUnauthenticated(problem))
        onNotice({ kind: 'error', text: graphQLMessage(problem) ?? 'Erreur lors de la libération du créneau' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="agenda__pending" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Réservations en cours ({holds.length})</h3>
      <p className="side-note">
        Ces créneaux sont retenus le temps que le visiteur donne ses coordonnées (10 minutes) puis ouvre le lien de son
        e-mail (30 minutes) ; sinon ils se libèrent d’eux-mêmes.
      </p>
      <ul className="agenda__list" role="list">
        {holds.map((hold) => (
          <li key={hold.id} className="agenda__pending-item">
            <p>
              <strong>
                {frenchDay(hold.date)} à {frenchTime(hold.time)}
              </strong>{' '}
              — {hold.serviceName}, {hold.unitLabel}
            </p>
            <p className="agenda__pending-meta">
              {hold.stage === 'email'
                ? `${hold.customerName ?? 'Visiteur'} (${hold.email ?? 'sans e-mail'}) n’a pas encore ouvert le lien`
                : 'Coordonnées en cours de saisie'}
              , libéré à {frenchTime(clock.format(new Date(hold.expiresAt)))} · {hold.reference}
            </p>
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={busy === hold.id}
              onClick={() => void onRelease(hold)}
            >
              Libérer<span className="visually-hidden"> {hold.reference}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
