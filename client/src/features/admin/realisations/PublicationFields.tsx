import type { FormState } from './form-state';
import { Section, type fieldBindings } from './dialog-parts';
import './realisation-dialog.css';

/** Featured, status and display order: what decides where and whether the realisation shows. */
export function PublicationFields({
  id,
  form,
  busy,
  canFeature,
  bind,
  onFeatured,
}: {
  id: string;
  form: FormState;
  busy: boolean;
  /** A network administrator: the only one who chooses what is featured. */
  canFeature: boolean;
  bind: ReturnType<typeof fieldBindings>;
  onFeatured(featured: boolean): void;
}) {
  const { text, fieldProblem, problemOf, problemId } = bind;
  return (
    <Section title="Publication">
      <div className="admin-grid">
        <div className="field field--wide field--check">
          <input
            id={`${id}-featured`}
            name="featured"
            type="checkbox"
            checked={form.featured}
            disabled={busy || !canFeature}
            onChange={(e) => onFeatured(e.target.checked)}
            aria-describedby={canFeature ? undefined : `${id}-featured-hint`}
          />
          <label htmlFor={`${id}-featured`}>
            Mettre en avant (en tête de la galerie du réseau et de celle du centre)
          </label>
          {!canFeature && (
            <p id={`${id}-featured-hint`} className="admin-hint">
              Choisi par les administrateurs du réseau. L’ordre de votre centre se règle avec Monter et Descendre.
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>Statut</label>
          <select {...text('status')}>
            <option value="active">Active (visible sur le site)</option>
            <option value="inactive">Inactive (masquée)</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-sortOrder`}>Ordre d’affichage</label>
          <input
            {...text('sortOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="0"
            aria-describedby={[problemOf('sortOrder') && problemId('sortOrder'), `${id}-sortOrder-hint`]
              .filter(Boolean)
              .join(' ')}
          />
          {fieldProblem('sortOrder')}
          <p id={`${id}-sortOrder-hint`} className="admin-hint">
            Les plus petits d’abord ; vide = 0.
          </p>
        </div>
      </div>
    </Section>
  );
}
