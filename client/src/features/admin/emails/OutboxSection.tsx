import { useId, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { useAdminOutboxQuery, useRetryOutboxMessageMutation } from '../../../gql/admin/hooks';
import { ActionNotice, type Notice } from '../ActionNotice';
import { graphQLMessage, isUnauthenticated } from '../admin-client';
import '../requests/requests.css';
import './outbox.css';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

const KIND_LABELS: Record<string, string> = {
  'centre-notification': 'Avis au centre',
  'visitor-confirmation': 'Confirmation au visiteur',
  'visitor-reminder': 'Rappel au visiteur',
  'waitlist-offer': 'Créneau libéré (liste d’attente)',
  'visitor-change': 'Changement de rendez-vous au visiteur',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'En attente',
  failed: 'Abandonné',
  withheld: 'Retenu par une limite',
};

/**
 * The e-mails that have not left: waiting (SMTP not configured, or a retry to come), given up, or kept back by a cap
 * (each says which; « Envoyer » sends it all the same). The network
 * administrators' section (a centre manager is refused the outbox).
 */
export function OutboxSection() {
  const id = useId();
  const { data, loading, error, refetch } = useAdminOutboxQuery({
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.adminOutboxSummary;
  const [retry] = useRetryOutboxMessageMutation({ refetchQueries: ['AdminOutbox', 'AdminAudit'] });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  const onRetry = async (message: { id: string; subject: string }) => {
    setBusy((s) => new Set(s).add(message.id));
    setNotice(null);
    try {
      await retry({ variables: { id: message.id } });
      setNotice({ kind: 'success', text: `E-mail « ${message.subject} » remis en attente d’envoi.` });
    } catch (problem) {
      if (!isUnauthenticated(problem))
        setNotice({ kind: 'error', text: graphQLMessage(problem) ?? 'Erreur lors du renvoi de l’e-mail' });
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(message.id);
        return next;
      });
    }
  };
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>E-mails</h2>
      {summary && !summary.sending && (
        <p className="admin-notice">
          L’envoi des e-mails n’est pas configuré (variable SMTP_URL) : les messages attendent ici et partiront dès
          qu’un serveur SMTP sera configuré.
        </p>
      )}
      {summary && (
        <dl className="outbox-counts">
          <div>
            <dt>En attente</dt>
            <dd>{summary.pending}</dd>
          </div>
          <div>
            <dt>Abandonnés</dt>
            <dd>{summary.failed}</dd>
          </div>
          <div>
            <dt>Retenus</dt>
            <dd>{summary.withheld}</dd>
          </div>
          <div>
            <dt>Envoyés</dt>
            <dd>{summary.sent}</dd>
          </div>
        </dl>
      )}
      <ActionNotice notice={notice} className="outbox-notice" />
      <DataView
        loading={loading}
        error={error}
        data={data?.adminOutbox}
        failure="Erreur lors du chargement des e-mails"
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p>Aucun e-mail en attente : tout est parti.</p>}
        loadingLabel="Chargement des e-mails…"
      >
        {(list) => (
          <ol className="outbox-list" role="list">
            {list.map((m) => (
              <li key={m.id} className="outbox-item">
                <div className="outbox-item__text">
                  <p className="outbox-item__subject">{m.subject}</p>
                  <p className="outbox-item__meta">
                    <span className={`outbox-status outbox-status--${m.status}`}>
                      {STATUS_LABELS[m.status] ?? m.status}
                    </span>{' '}
                    {KIND_LABELS[m.kind] ?? m.kind} à <span className="outbox-item__to">{m.recipient}</span>, créé le{' '}
                    <time dateTime={m.createdAt}>{dateTime.format(new Date(m.createdAt))}</time>
                  </p>
                  {m.withheldReason && <p className="outbox-item__meta">{m.withheldReason}</p>}
                  {(m.attempts > 0 || m.lastError) && (
                    <p className="outbox-item__meta">
                      {/* No attempt with an error: a given-up message put back by « Renvoyer ». */}
                      {m.attempts ? `${m.attempts} essai${m.attempts > 1 ? 's' : ''}` : 'Renvoyé, pas encore essayé'}
                      {m.status === 'pending' && m.attempts > 0 && (
                        <>
                          , prochain le{' '}
                          <time dateTime={m.nextAttemptAt}>{dateTime.format(new Date(m.nextAttemptAt))}</time>
                        </>
                      )}
                      {m.lastError && <> ; dernière réponse du serveur : « {m.lastError} »</>}
                    </p>
                  )}
                </div>
                {(m.status === 'failed' || m.status === 'withheld') && (
                  <button
                    type="button"
                    className="button button--ghost button--small outbox-item__retry"
                    onClick={() => void onRetry(m)}
                    disabled={busy.has(m.id)}
                  >
                    {m.status === 'failed' ? 'Renvoyer' : 'Envoyer'}
                    <span className="visually-hidden"> « {m.subject} »</span>
                  </button>
                )}
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}
