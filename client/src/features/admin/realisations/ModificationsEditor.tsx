import { useId, useRef, useState } from 'react';
import { addModification } from './form-state';
import { REALISATION_LIMITS } from '@garage/contract/form-limits';
import './modifications.css';

interface ModificationsEditorProps {
  items: string[];
  onChange(items: string[]): void;
  disabled: boolean;
}

/** The list of work done: added with Enter or 'Ajouter' when not empty and not already there, removed one by one. */
export function ModificationsEditor({ items, onChange, disabled }: ModificationsEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    const next = addModification(items, draft);
    if (next.length > items.length) onChange(next);
    setDraft('');
    input.current?.focus();
  };

  return (
    <div className="admin-modifications">
      <div className="field">
        <label htmlFor={`${id}-new`}>Nouvelle modification</label>
        <div className="admin-inline">
          <input
            ref={input}
            id={`${id}-new`}
            name="modification"
            value={draft}
            maxLength={REALISATION_LIMITS.modification}
            disabled={disabled}
            placeholder="Ex. : Reprogrammation stage 1"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the modification instead of submitting the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button--ghost" onClick={add} disabled={disabled}>
            Ajouter
          </button>
        </div>
      </div>
      {items.length > 0 ? (
        <ul className="admin-chips" aria-label="Modifications réalisées">
          {items.map((item) => (
            <li key={item} className="admin-chip">
              <span>{item}</span>
              <button
                type="button"
                className="admin-chip__remove"
                disabled={disabled}
                aria-label={`Retirer « ${item} »`}
                onClick={() => {
                  onChange(items.filter((m) => m !== item));
                  input.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-hint">Aucune modification pour l’instant.</p>
      )}
    </div>
  );
}
