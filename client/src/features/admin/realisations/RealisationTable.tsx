import { useEffect, useRef } from 'react';
import { frenchLongDate } from '../../../config/format';
import { AdminThumbnail } from '../AdminThumbnail';
import type { AdminRealisation } from './form-state';
import { focusMoveButton } from '../move-focus';
import './realisation-table.css';

/** A Monter / Descendre move under way: `id` went past `passed` in the direction `delta`. */
export interface PendingMove {
  id: string;
  delta: -1 | 1;
  passed: string;
}

interface TableProps {
  items: AdminRealisation[];
  centreNames: ReadonlyMap<string, string>;
  /** Row actions under way, as `<id>:status`, `<id>:featured`, `<id>:delete`. */
  busy: ReadonlySet<string>;
  onEdit(r: AdminRealisation): void;
  onDelete(r: AdminRealisation): void;
  onToggleStatus(r: AdminRealisation): void;
  /** Absent for a centre manager: what is featured is the network administrators' choice. */
  onToggleFeatured?(r: AdminRealisation): void;
  /** Present when the list is one centre's whole list: Monter / Descendre change its public order. */
  reorder?: {
    canMove(r: AdminRealisation, delta: -1 | 1): boolean;
    onMove(r: AdminRealisation, delta: -1 | 1): void;
    focusAfterMove: PendingMove | null;
    onFocusRestored(): void;
  };
}

/**
 * The spec's table: Réalisation, Centre, Type, Statut, Mise en avant, Actions. The status and featured badges are
 * buttons that toggle in place; their names say what pressing them does. On a phone each row becomes a card.
 */
export function RealisationTable({
  items,
  centreNames,
  busy,
  onEdit,
  onDelete,
  onToggleStatus,
  onToggleFeatured,
  reorder,
}: TableProps) {
  const table = useRef<HTMLTableElement>(null);
  // The pressed button is disabled while its move runs, and React moves rows by detaching them: both drop the focus.
  // It goes back to the moved row once these rows (rendered after the list's data, see DataView) show the move.
  const pending = reorder?.focusAfterMove;
  useEffect(() => {
    if (!pending || busy.has(`${pending.id}:order`)) return;
    const position = (id: string) => items.findIndex((r) => r.id === id);
    if ((position(pending.id) - position(pending.passed)) * pending.delta < 0) return;
    focusMoveButton(table.current?.querySelector(`tr[data-id="${pending.id}"]`), pending.delta);
    reorder?.onFocusRestored();
  }, [items, busy, pending, reorder]);

  // Explicit roles: the phone layout restyles the table as cards, and some browsers then forget it is a table.
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" role="table" ref={table}>
        <caption className="visually-hidden">Réalisations, avec leurs actions</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              Réalisation
            </th>
            <th scope="col" role="columnheader">
              Centre
            </th>
            <th scope="col" role="columnheader">
              Type
            </th>
            <th scope="col" role="columnheader">
              Statut
            </th>
            <th scope="col" role="columnheader">
              Mise en avant
            </th>
            <th scope="col" role="columnheader">
              Actions
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {items.map((r) => {
            const active = r.status === 'active';
            const vehicle = [r.vehicle.brand, r.vehicle.model, r.vehicle.year].filter(Boolean).join(' ');
            return (
              <tr key={r.id} data-id={r.id} role="row">
                <th scope="row" role="rowheader" className="admin-table__main">
                  <AdminThumbnail url={r.thumbnailUrl} />
                  <span className="admin-table__text">
                    <span className="admin-table__title">{r.title}</span>
                    <span className="admin-table__meta">
                      {vehicle}
                      {vehicle && ' · '}
                      {frenchLongDate(r.date)}
                    </span>
                  </span>
                </th>
                <td role="cell" data-label="Centre">
                  {centreNames.get(r.centre) ?? r.centre}
                </td>
                <td role="cell" data-label="Type">
                  {r.type === 'video' ? 'Vidéo' : 'Photo'}
                </td>
                <td role="cell" data-label="Statut">
                  <button
                    type="button"
                    className={`admin-badge ${active ? 'admin-badge--on' : 'admin-badge--off'}`}
                    onClick={() => !busy.has(`${r.id}:status`) && onToggleStatus(r)}
                    // aria-disabled, not disabled: a disabled button drops the keyboard focus while it saves.
                    aria-disabled={busy.has(`${r.id}:status`) || undefined}
                  >
                    {active ? 'Active' : 'Inactive'}
                    <span className="visually-hidden">
                      {active ? ' : désactiver' : ' : activer'} « {r.title} »
                    </span>
                  </button>
                </td>
                <td role="cell" data-label="Mise en avant">
                  {onToggleFeatured ? (
                    <button
                      type="button"
                      className={`admin-badge ${r.featured ? 'admin-badge--star' : 'admin-badge--off'}`}
                      onClick={() => !busy.has(`${r.id}:featured`) && onToggleFeatured(r)}
                      aria-disabled={busy.has(`${r.id}:featured`) || undefined}
                    >
                      {r.featured ? 'Oui' : 'Non'}
                      <span className="visually-hidden">
                        {r.featured ? ' : ne plus mettre en avant' : ' : mettre en avant'} « {r.title} »
                      </span>
                    </button>
                  ) : (
                    <span className={`admin-badge ${r.featured ? 'admin-badge--star' : 'admin-badge--off'}`}>
                      {r.featured ? 'Oui' : 'Non'}
                      <span className="visually-hidden"> (choix des administrateurs du réseau)</span>
                    </span>
                  )}
                </td>
                <td role="cell" data-label="Actions">
                  <span className="admin-table__actions">
                    {reorder &&
                      ([-1, 1] as const).map((delta) => (
                        <button
                          key={delta}
                          type="button"
                          className="button button--ghost button--small"
                          data-move={delta < 0 ? 'up' : 'down'}
                          onClick={() => reorder.onMove(r, delta)}
                          disabled={busy.has(`${r.id}:order`) || !reorder.canMove(r, delta)}
                        >
                          {delta < 0 ? 'Monter' : 'Descendre'}
                          <span className="visually-hidden"> « {r.title} »</span>
                        </button>
                      ))}
                    <button type="button" className="button button--ghost button--small" onClick={() => onEdit(r)}>
                      Modifier<span className="visually-hidden"> « {r.title} »</span>
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--small"
                      onClick={() => onDelete(r)}
                      disabled={busy.has(`${r.id}:delete`)}
                    >
                      Supprimer<span className="visually-hidden"> « {r.title} »</span>
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
