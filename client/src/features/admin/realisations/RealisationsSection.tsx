import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { adminMessages } from '../admin-messages';
import {
  useAdminMeQuery,
  useAdminRealisationsQuery,
  useDeleteRealisationMutation,
  useReorderRealisationsMutation,
  useSetRealisationFeaturedMutation,
  useSetRealisationStatusMutation,
} from '../../../gql/admin/hooks';
import { useCentreSelection } from '../../../lib/centre-selection/CentreSelectionContext';
import { isUnauthenticated } from '../admin-client';
import {
  applyLocalFilters,
  counters,
  noFilters,
  positionAnnouncement,
  reorderedIds,
  type AdminRealisation,
  type Filters,
} from './form-state';
import { clearDraft, readDraft } from './draft-store';
import { RealisationDialog, type SavedOutcome } from './RealisationDialog';
import { RealisationFilters } from './RealisationFilters';
import { RealisationTable, type PendingMove } from './RealisationTable';
import { RealisationTrash } from '../trash/RealisationTrash';
import type { StoredSession } from '../session-store';

interface RealisationsSectionProps {
  session: StoredSession;
  onUnauthenticated(): void;
  /** Something public changed: the public site's cached gallery must be reloaded. */
  onPublicChange(): void;
}

type Editing = { mode: 'create' } | { mode: 'edit'; realisation: AdminRealisation } | null;
type Banner = { kind: 'error' | 'success'; text: string } | null;

/**
 * « Réalisations » (the spec's gallery manager, `/realisations/admin`): the table, its counters and filters, the
 * form's modal, and the trash.
 */
export function RealisationsSection({ session, onUnauthenticated, onPublicChange }: RealisationsSectionProps) {
  const id = useId();
  const { centres: allCentres } = useCentreSelection();
  // A centre manager picks among their own centres; a network administrator among all of them.
  const me = useAdminMeQuery().data?.adminMe;
  const centres = useMemo(
    () => (me?.role === 'centre' ? allCentres?.filter((c) => me.centres.includes(c.id)) : allCentres),
    [allCentres, me],
  );
  const centreNames = useMemo(() => new Map((centres ?? []).map((c) => [c.id, c.name])), [centres]);
  const [filters, setFilters] = useState<Filters>(noFilters);
  // Only the non-empty filters go to the server (spec section 7); type and search are applied here.
  const { data, previousData, loading, error, refetch } = useAdminRealisationsQuery({
    variables: { centre: filters.centre || null, status: filters.status || null },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.adminRealisations;
  const shown = useMemo(() => (list ? applyLocalFilters(list, filters) : undefined), [list, filters]);
  const stats = useMemo(() => counters(list ?? []), [list]);

  const [banner, setBanner] = useState<Banner>(null);
  const [busyRows, setBusyRows] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  // A realisation this account was writing when its session ended: reopened as it was, once its target is known.
  const [draft, setDraft] = useState(() => readDraft(session.username));
  const draftTarget =
    draft === null ? undefined : draft.realisationId === null ? null : list?.find((r) => r.id === draft.realisationId);
  const draftGone = draft !== null && draft.realisationId !== null && list !== undefined && !draftTarget;
  useEffect(() => {
    // The realisation it edited was deleted meanwhile: nothing to restore it into.
    if (draftGone) clearDraft(session.username);
  }, [draftGone, session.username]);
  const restoring = draft !== null && draftTarget !== undefined && !editing;
  // The form open, if any: a restored draft first (it reopens by itself after signing in), else the one asked for.
  const dialog = restoring
    ? { key: `draft-${draft.realisationId ?? 'new'}`, realisation: draftTarget, restored: draft }
    : editing && {
        key: editing.mode === 'edit' ? String(editing.realisation.id) : 'new',
        realisation: editing.mode === 'edit' ? editing.realisation : null,
        restored: undefined,
      };
  const listHeading = useRef<HTMLHeadingElement>(null);
  const bannerBox = useRef<HTMLDivElement>(null);
  // A failure is announced (role=alert) and brought into view: the admin may be a long list below the banner.
  useEffect(() => {
    if (banner?.kind === 'error') bannerBox.current?.scrollIntoView({ block: 'nearest' });
  }, [banner]);
  /** The move whose row gets the focus back once the table shows it. */
  const [moveFocus, setMoveFocus] = useState<PendingMove | null>(null);
  const [moveAnnouncement, setMoveAnnouncement] = useState('');

  const [setStatus] = useSetRealisationStatusMutation({ refetchQueries: ['AdminAudit'] });
  const [setFeatured] = useSetRealisationFeaturedMutation({ refetchQueries: ['AdminAudit'] });
  const [remove] = useDeleteRealisationMutation({ refetchQueries: ['AdminRealisations', 'AdminAudit', 'AdminTrash'] });
  // Awaited refetch: the list is in its new order when the move's focus is restored.
  const [reorder] = useReorderRealisationsMutation({
    refetchQueries: ['AdminRealisations', 'AdminAudit'],
    awaitRefetchQueries: true,
  });

  /** Runs one row action; its failure shows the spec's message in the red banner (an expired session signs out). */
  const rowAction = async (key: string, work: () => Promise<unknown>, failure: string, success?: string) => {
    setBusyRows((s) => new Set(s).add(key));
    setBanner(null);
    try {
      await work();
      onPublicChange();
      if (success) setBanner({ kind: 'success', text: success });
      return true;
    } catch (problem) {
      if (!isUnauthenticated(problem)) setBanner({ kind: 'error', text: failure });
      return false;
    } finally {
      setBusyRows((s) => {
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    }
  };

  const toggleStatus = (r: AdminRealisation) =>
    rowAction(
      `${r.id}:status`,
      () => setStatus({ variables: { id: r.id, status: r.status === 'active' ? 'inactive' : 'active' } }),
      adminMessages.statusFailed,
    );
  const toggleFeatured = (r: AdminRealisation) =>
    rowAction(
      `${r.id}:featured`,
      () => setFeatured({ variables: { id: r.id, featured: !r.featured } }),
      adminMessages.featuredFailed,
    );
  const deleteRow = async (r: AdminRealisation) => {
    if (!window.confirm(adminMessages.confirmDelete)) return;
    const done = await rowAction(
      `${r.id}:delete`,
      () => remove({ variables: { id: r.id } }),
      adminMessages.deleteFailed,
      `Réalisation « ${r.title} » placée dans la corbeille.`,
    );
    // Its row is gone: focus goes to the list's heading rather than to the page's start.
    if (done) listHeading.current?.focus();
  };

  // The public order can be changed from one centre's whole list only: the ids sent must be all of that gallery.
  // That list is this filter's own answer: while it loads, `list` is still the previous filter's (every centre's,
  // say), and a move computed on it would send another gallery's order.
  const centreList = data?.adminRealisations;
  const reorderable =
    Boolean(filters.centre) && !filters.status && !filters.type && !filters.search.trim() && centreList !== undefined;
  const moveRow = async (r: AdminRealisation, delta: -1 | 1) => {
    const ids = centreList && reorderedIds(centreList, r.id, delta);
    if (!ids) return;
    // The realisation it passes: the list shows the move once the two are the other way round.
    const passed = centreList[centreList.findIndex((x) => x.id === r.id) + delta]!.id;
    setMoveFocus({ id: r.id, delta, passed });
    const done = await rowAction(`${r.id}:order`, () => reorder({ variables: { ids } }), adminMessages.reorderFailed);
    if (done) setMoveAnnouncement(positionAnnouncement(r.title, ids.indexOf(r.id), ids.length));
    else setMoveFocus(null);
  };
  const closeForm = () => {
    setEditing(null);
    setDraft(null);
  };
  const onSaved = (outcome: SavedOutcome) => {
    closeForm();
    onPublicChange();
    setBanner({
      kind: 'success',
      text: `Réalisation « ${outcome.realisation.title} » ${outcome.created ? 'créée' : 'modifiée'}.`,
    });
  };

  return (
    <>
      {banner && (
        <div
          ref={bannerBox}
          className={`admin-banner admin-banner--${banner.kind}`}
          role={banner.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{banner.text}</p>
          <button type="button" className="admin-banner__close" onClick={() => setBanner(null)}>
            Fermer<span className="visually-hidden"> le message</span>
          </button>
        </div>
      )}

      <section aria-labelledby={`${id}-list`} className="admin-section">
        <div className="admin-section__head">
          <h2 id={`${id}-list`} ref={listHeading} tabIndex={-1}>
            Réalisations
          </h2>
          <button type="button" className="button" onClick={() => setEditing({ mode: 'create' })}>
            <span aria-hidden="true">+</span> {adminMessages.newRealisation}
          </button>
        </div>
        <RealisationFilters stats={stats} centres={centres ?? []} filters={filters} onChange={setFilters} />
        <p className="admin-hint">
          {reorderable
            ? 'Monter et Descendre changent l’ordre de la galerie publique du centre ; les réalisations mises en avant restent en tête.'
            : 'Pour changer l’ordre de la galerie publique d’un centre, choisissez ce centre, sans autre filtre.'}
        </p>
        <p className="visually-hidden" aria-live="polite">
          {moveAnnouncement}
        </p>
        <p className="admin-count" aria-live="polite">
          {shown && `${shown.length} réalisation${shown.length > 1 ? 's' : ''} affichée${shown.length > 1 ? 's' : ''}`}
          {loading && list && <span className="admin-count__loading"> · mise à jour…</span>}
        </p>

        <DataView
          loading={loading}
          error={error}
          data={shown}
          failure={adminMessages.listFailed}
          onRetry={() => void refetch()}
          isEmpty={(items) => items.length === 0}
          empty={<p className="admin-empty">{adminMessages.emptyList}</p>}
          loadingLabel="Chargement des réalisations…"
        >
          {(items) => (
            <RealisationTable
              items={items}
              centreNames={centreNames}
              busy={busyRows}
              onEdit={(realisation) => setEditing({ mode: 'edit', realisation })}
              onDelete={deleteRow}
              onToggleStatus={toggleStatus}
              onToggleFeatured={me?.role === 'reseau' ? toggleFeatured : undefined}
              reorder={
                reorderable
                  ? {
                      canMove: (r, delta) => reorderedIds(items, r.id, delta) !== null,
                      onMove: moveRow,
                      focusAfterMove: moveFocus,
                      onFocusRestored: () => setMoveFocus(null),
                    }
                  : undefined
              }
            />
          )}
        </DataView>
      </section>

      <RealisationTrash centreNames={centreNames} onPublicChange={onPublicChange} />

      {dialog && (
        <RealisationDialog
          key={dialog.key}
          realisation={dialog.realisation}
          restored={dialog.restored}
          centres={centres ?? []}
          token={session.token}
          owner={session.username}
          canFeature={me?.role === 'reseau'}
          onUnauthenticated={onUnauthenticated}
          onSaved={onSaved}
          onClose={closeForm}
        />
      )}
    </>
  );
}
