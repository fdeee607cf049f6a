import { useId, useRef, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import {
  useAdminTrashQuery,
  usePurgeRealisationMutation,
  useRestoreRealisationMutation,
} from '../../../gql/admin/hooks';
import type { AdminTrashQuery } from '../../../gql/admin/graphql';
import { ActionNotice, type Notice } from '../ActionNotice';
import { AdminThumbnail } from '../AdminThumbnail';
import { isUnauthenticated } from '../admin-client';
import './trash.css';

type Trashed = AdminTrashQuery['adminTrash'][number];

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });
const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

export const trashMessages = {
  title: 'Corbeille',
  intro:
    'Une réalisation supprimée n’apparaît plus sur le site. Elle reste ici, avec ses photos et vidéos, jusqu’à sa suppression définitive automatique ; restaurez-la d’ici là si besoin.',
  empty: 'La corbeille est vide.',
  loadFailed: 'Erreur lors du chargement de la corbeille',
  restoreFailed: 'Erreur lors de la restauration',
  purgeFailed: 'Erreur lors de la suppression définitive',
  confirmPurge: (title: string) =>
    `Supprimer définitivement « ${title} » ? Ses photos et vidéos qu’aucune autre réalisation n’utilise seront effacées. Cette action est irréversible.`,
  restored: (title: string) => `Réalisation « ${title} » restaurée.`,
  purged: (title: string) => `Réalisation « ${title} » supprimée définitivement.`,
} as const;

/** « dans 12 jours », « dans 1 jour », or today's purge. */
function timeLeft(item: Trashed): string {
  if (item.daysLeft <= 0) return 'Suppression définitive à la prochaine purge';
  const days = `${item.daysLeft} jour${item.daysLeft > 1 ? 's' : ''}`;
  return `Suppression définitive le ${longDate.format(new Date(item.purgeAt))} (dans ${days})`;
}

/**
 * The trash (« Corbeille »): deleted realisations with their deletion date and the days left before the automatic
 * purge; each can be restored, or purged at once after a confirmation.
 */
export function RealisationTrash({
  centreNames,
  onPublicChange,
}: {
  centreNames: ReadonlyMap<string, string>;
  /** A restored realisation is public again: the public site's cached gallery must be reloaded. */
  onPublicChange(): void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, refetch } = useAdminTrashQuery({ fetchPolicy: 'cache-and-network' });
  const [restore] = useRestoreRealisationMutation({
    refetchQueries: ['AdminTrash', 'AdminRealisations', 'AdminAudit'],
    awaitRefetchQueries: true,
  });
  const [purge] = usePurgeRealisationMutation({
    refetchQueries: ['AdminTrash', 'AdminAudit'],
    awaitRefetchQueries: true,
  });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  const act = async (item: Trashed, work: () => Promise<unknown>, failure: string, success: string) => {
    setBusy((s) => new Set(s).add(item.id));
    setNotice(null);
    try {
      await work();
      setNotice({ kind: 'success', text: success });
      // Its entry is gone: the focus goes to the trash's heading rather than to the page's start.
      heading.current?.focus();
      return true;
    } catch (problem) {
      if (!isUnauthenticated(problem)) setNotice({ kind: 'error', text: failure });
      return false;
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(item.id);
        return next;
      });
    }
  };

  const onRestore = async (item: Trashed) => {
    const done = await act(
      item,
      () => restore({ variables: { id: item.id } }),
      trashMessages.restoreFailed,
      trashMessages.restored(item.title),
    );
    if (done) onPublicChange();
  };
  const onPurge = async (item: Trashed) => {
    if (!window.confirm(trashMessages.confirmPurge(item.title))) return;
    await act(
      item,
      () => purge({ variables: { id: item.id } }),
      trashMessages.purgeFailed,
      trashMessages.purged(item.title),
    );
  };

  const count = data?.adminTrash.length;
  return (
    <section className="admin-section admin-trash" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {trashMessages.title}
        {count ? <span className="admin-trash__count"> ({count})</span> : null}
      </h2>
      <p className="admin-hint">{trashMessages.intro}</p>
      <ActionNotice notice={notice} className="admin-trash__message" />
      <DataView
        loading={loading}
        error={error}
        data={data?.adminTrash}
        failure={trashMessages.loadFailed}
        onRetry={() => void refetch()}
        isEmpty={(items) => items.length === 0}
        empty={<p className="admin-empty">{trashMessages.empty}</p>}
        loadingLabel="Chargement de la corbeille…"
      >
        {(items) => (
          <ol className="admin-trash__list" role="list">
            {items.map((item) => {
              return (
                <li key={item.id} className="admin-trash__item">
                  <article aria-labelledby={`${id}-${item.id}`} className="admin-trash__card">
                    <AdminThumbnail url={item.thumbnailUrl} />
                    <div className="admin-trash__text">
                      <h3 id={`${id}-${item.id}`} className="admin-trash__title">
                        {item.title}
                      </h3>
                      <p className="admin-trash__meta">
                        {centreNames.get(item.centre) ?? item.centre} · {item.type === 'video' ? 'Vidéo' : 'Photo'}
                      </p>
                      <p className="admin-trash__meta">
                        Supprimée le <time dateTime={item.deletedAt}>{dateTime.format(new Date(item.deletedAt))}</time>
                      </p>
                      <p className="admin-trash__left">{timeLeft(item)}</p>
                    </div>
                    <div className="admin-trash__actions">
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => void onRestore(item)}
                        disabled={busy.has(item.id)}
                      >
                        Restaurer<span className="visually-hidden"> « {item.title} »</span>
                      </button>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        onClick={() => void onPurge(item)}
                        disabled={busy.has(item.id)}
                      >
                        Supprimer définitivement<span className="visually-hidden"> « {item.title} »</span>
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </DataView>
    </section>
  );
}
