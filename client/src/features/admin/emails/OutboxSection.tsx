import { useId, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import {
  useAdminOutboxQuery,
  useDropOutboxMessageMutation,
  useDropOutboxReviewMutation,
  useRetryOutboxMessageMutation,
  useSendOutboxReviewMutation,
} from '../../../gql/admin/hooks';
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
  review: 'À vérifier',
};

/** « 3 e-mails », « 1 e-mail ». */
const emails = (n: number) => `${n} e-mail${n > 1 ? 's' : ''}`;

/**
 * The e-mails that have not left: waiting (SMTP not configured, or a retry to come), given up, kept back by a cap
 * (each says which; « Envoyer » sends it all the same), or « à vérifier »: pending in a restored backup, perhaps sent
 * by the original site since, so sent or dropped only by an administrator, one by one or all at once. The network
 * administrators' section (a centre manager is refused the outbox).
 */
export function OutboxSection() {
  const id = useId();
  const { data, loading, error, refetch } = useAdminOutboxQuery({
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.adminOutboxSummary;
  const refetchQueries = ['AdminOutbox', 'AdminAudit'];
  const [retry] = useRetryOutboxMessageMutation({ refetchQueries });
  const [drop] = useDropOutboxMessageMutation({ refetchQueries });
  const [sendAll] = useSendOutboxReviewMutation({ refetchQueries });
  const [dropAll] = useDropOutboxReviewMutation({ refetchQueries });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Runs one action of the section, its button disabled meanwhile, and says how it went. */
  const act = async (key: string, action: () => Promise<string>, failure: string) => {
    setBusy((s) => new Set(s).add(key));
    setNotice(null);
    try {
      setNotice({ kind: 'success', text: await action() });
    } catch (problem) {
      if (!isUnauthenticated(problem)) setNotice({ kind: 'error', text: graphQLMessage(problem) ?? failure });
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  };
  const onRetry = (message: { id: string; subject: string }) =>
    act(
      message.id,
      async () => {
        await retry({ variables: { id: message.id } });
        return `E-mail « ${message.subject} » remis en attente d’envoi.`;
      },
      'Erreur lors de l’envoi de l’e-mail',
    );
  const onDrop = (message: { id: string; subject: string }) => {
    if (!window.confirm(`Supprimer l’e-mail « ${message.subject} » ? Il ne partira jamais.`)) return;
    void act(
      message.id,
      async () => {
        await drop({ variables: { id: message.id } });
        return `E-mail « ${message.subject} » supprimé.`;
      },
      'Erreur lors de la suppression de l’e-mail',
    );
  };
  const onSendAll = (count: number) => {
    if (
      !window.confirm(
        `Envoyer les e-mails à vérifier (${count}) ? Ceux déjà partis du site d’origine arriveront une seconde fois.`,
      )
    )
      return;
    void act(
      'review',
      async () => `${emails((await sendAll()).data?.sendOutboxReview ?? 0)} à vérifier remis en attente d’envoi.`,
      'Erreur lors de l’envoi des e-mails à vérifier',
    );
  };
  const onDropAll = (count: number) => {
    if (!window.confirm(`Supprimer les e-mails à vérifier (${count}) ? Ils ne partiront jamais.`)) return;
    void act(
      'review',
      async () => {
        const dropped = (await dropAll()).data?.dropOutboxReview ?? 0;
        return `${emails(dropped)} à vérifier supprimé${dropped > 1 ? 's' : ''}.`;
      },
      'Erreur lors de la suppression des e-mails à vérifier',
    );
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
            <dt>À vérifier</dt>
            <dd>{summary.review}</dd>
          </div>
          <div>
            <dt>Envoyés</dt>
            <dd>{summary.sent}</dd>
          </div>
        </dl>
      )}
      {summary && summary.review > 0 && (
        <div className="outbox-review">
          <p className="admin-notice">
            {emails(summary.review)} à vérifier : {summary.review > 1 ? 'ils attendaient' : 'il attendait'} dans la
            sauvegarde restaurée et {summary.review > 1 ? 'sont peut-être déjà partis' : 'est peut-être déjà parti'} du
            site d’origine. Aucun ne part sans votre décision : envoyez-les ou supprimez-les, un par un ou tous à la
            fois.
          </p>
          <div className="outbox-review__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => onSendAll(summary.review)}
              disabled={busy.has('review')}
            >
              Tout envoyer
            </button>
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => onDropAll(summary.review)}
              disabled={busy.has('review')}
            >
              Tout supprimer
            </button>
          </div>
        </div>
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
                {m.status !== 'pending' && (
                  <div className="outbox-item__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => void onRetry(m)}
                      disabled={busy.has(m.id)}
                    >
                      {m.status === 'failed' ? 'Renvoyer' : 'Envoyer'}
                      <span className="visually-hidden"> « {m.subject} »</span>
                    </button>
                    {m.status === 'review' && (
                      <button
                        type="button"
                        className="button button--danger button--small"
                        onClick={() => onDrop(m)}
                        disabled={busy.has(m.id)}
                      >
                        Supprimer
                        <span className="visually-hidden"> « {m.subject} »</span>
                      </button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}
