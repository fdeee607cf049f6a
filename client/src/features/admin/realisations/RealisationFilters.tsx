import { useId } from 'react';
import type { Centre } from '../../../lib/centre-selection/CentreSelectionContext';
import { noFilters, type counters, type Filters } from './form-state';
import './realisation-filters.css';

/** The list's counters, then its filters: centre and status asked of the server, type and search applied here. */
export function RealisationFilters({
  stats,
  centres,
  filters,
  onChange,
}: {
  stats: ReturnType<typeof counters>;
  centres: readonly Centre[];
  filters: Filters;
  onChange(filters: Filters): void;
}) {
  const id = useId();
  const setFilter = (name: keyof Filters, value: string) => onChange({ ...filters, [name]: value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <>
      <dl className="admin-stats">
        <div>
          <dt>Total</dt>
          <dd>{stats.total}</dd>
        </div>
        <div>
          <dt>Actives</dt>
          <dd>{stats.active}</dd>
        </div>
        <div>
          <dt>Mises en avant</dt>
          <dd>{stats.featured}</dd>
        </div>
        <div>
          <dt>Centres</dt>
          <dd>{stats.centres}</dd>
        </div>
      </dl>

      <form
        className="admin-filters"
        role="search"
        aria-label="Filtrer les réalisations"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor={`${id}-centre`}>Centre</label>
          <select id={`${id}-centre`} value={filters.centre} onChange={(e) => setFilter('centre', e.target.value)}>
            <option value="">Tous les centres</option>
            {centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Statut</label>
          <select id={`${id}-status`} value={filters.status} onChange={(e) => setFilter('status', e.target.value)}>
            <option value="">Tous les statuts</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={filters.type} onChange={(e) => setFilter('type', e.target.value)}>
            <option value="">Tous les types</option>
            <option value="photo">Photo</option>
            <option value="video">Vidéo</option>
          </select>
        </div>
        <div className="field admin-filters__search">
          <label htmlFor={`${id}-search`}>Rechercher</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            onChange={(e) => setFilter('search', e.target.value)}
            placeholder="Titre, marque, modèle, modification…"
            autoComplete="off"
          />
        </div>
        {filtered && (
          <button type="button" className="button button--ghost button--small" onClick={() => onChange(noFilters)}>
            Effacer les filtres
          </button>
        )}
      </form>
    </>
  );
}
