import { useId } from 'react';
import { ACCOUNT_LIMITS } from '@garage/contract/form-limits';
import { ROLE_LABELS, type CentreOption, type Problem, type Role } from './account-outcome';

/** Role and centres, as one group of fields: the centres only for a centre manager. */
export function AccessFields({
  role,
  chosen,
  centres,
  centresError,
  onRole,
  onCentres,
}: {
  role: Role;
  chosen: readonly string[];
  centres: readonly CentreOption[];
  /** The problem of the centres chosen, said below them. */
  centresError: string | null;
  onRole(role: Role): void;
  onCentres(centres: string[]): void;
}) {
  const id = useId();
  return (
    <>
      <fieldset className="admin-fieldset admin-accounts__choices">
        <legend>Rôle</legend>
        {(Object.keys(ROLE_LABELS) as Role[]).map((value) => (
          <div className="field field--check" key={value}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => onRole(value)}
            />
            <label htmlFor={`${id}-${value}`}>{ROLE_LABELS[value]}</label>
          </div>
        ))}
      </fieldset>
      {role === 'centre' && (
        <fieldset
          className="admin-fieldset admin-accounts__choices admin-accounts__centres"
          aria-describedby={centresError ? `${id}-centres-error` : undefined}
        >
          <legend>Centres</legend>
          {centres.map((c) => (
            <div className="field field--check" key={c.id}>
              <input
                id={`${id}-c-${c.id}`}
                type="checkbox"
                checked={chosen.includes(c.id)}
                aria-invalid={centresError ? true : undefined}
                onChange={(e) =>
                  onCentres(e.target.checked ? [...chosen, c.id] : chosen.filter((other) => other !== c.id))
                }
              />
              <label htmlFor={`${id}-c-${c.id}`}>{c.name}</label>
            </div>
          ))}
          {centresError && (
            <p id={`${id}-centres-error`} className="field-error">
              {centresError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

/** A new password, with its rule said below it and its problem when it breaks it. */
export function PasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        required
        minLength={ACCOUNT_LIMITS.passwordMin}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {ACCOUNT_LIMITS.passwordMin} caractères au moins ; à transmettre à la personne par un moyen sûr.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The two buttons under each of the accounts' forms. */
export function SubmitOrCancel({
  label,
  pendingLabel,
  pending,
  disabled,
  small = false,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled: boolean;
  small?: boolean;
  onCancel: () => void;
}) {
  const size = small ? ' button--small' : '';
  return (
    <div className="admin-accounts__buttons">
      <button type="submit" className={`button${size}`} disabled={disabled}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className={`button button--ghost${size}`} onClick={onCancel}>
        Annuler
      </button>
    </div>
  );
}

/** The problems that belong to none of the form's fields, as one alert each. */
export function OtherProblems({ problems }: { problems: readonly Problem[] }) {
  return problems.map((problem) => (
    <p key={`${problem.field}-${problem.message}`} className="form-error" role="alert">
      {problem.message}
    </p>
  ));
}

/** Moves to the first field marked invalid, once the problems are shown (for keyboard and screen reader users). */
export function focusFirstProblem(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
