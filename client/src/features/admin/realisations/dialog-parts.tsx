import type { ReactNode } from 'react';
import type { Draft } from './draft-store';
import type { FormProblem, FormState } from './form-state';
import './realisation-dialog.css';

export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{title}</legend>
      {hint && <p className="admin-hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** The four measures of the gains, as the form names them, with their labels. */
export const GAIN_FIELDS = [
  ['powerBefore', 'Puissance avant (ch)'],
  ['powerAfter', 'Puissance après (ch)'],
  ['torqueBefore', 'Couple avant (Nm)'],
  ['torqueAfter', 'Couple après (Nm)'],
] as const;

export function NumberField({
  label,
  input,
  problem,
}: {
  label: string;
  input: {
    id: string;
    name: string;
    value: string;
    disabled: boolean;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
    onChange(e: { target: { value: string } }): void;
  };
  problem: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={input.id}>{label}</label>
      <input {...input} type="number" inputMode="numeric" min={0} step={1} />
      {problem}
    </div>
  );
}

const draftTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** Says that the form starts from a kept draft, and what of it could not be kept. */
export function DraftNotice({ draft }: { draft: Draft }) {
  const when = draft.savedAt ? new Date(draft.savedAt) : null;
  return (
    <p className="admin-draft" role="status">
      Saisie non enregistrée restaurée
      {when && !Number.isNaN(when.getTime()) ? ` (dernière modification le ${draftTime.format(when)})` : ''}.
      {draft.filesLeftOut
        ? ' Les fichiers choisis alors n’étaient pas encore envoyés : choisissez-les de nouveau.'
        : ''}{' '}
      Enregistrez-la, ou fermez le formulaire pour l’abandonner.
    </p>
  );
}

/**
 * The props that bind a text input or a select to its form field, and the field's problem said below it (read with
 * it by screen readers: the input's aria-describedby).
 */
export function fieldBindings({
  id,
  form,
  busy,
  problems,
  onEdit,
}: {
  id: string;
  form: FormState;
  busy: boolean;
  problems: readonly FormProblem[];
  onEdit(name: keyof FormState, value: string): void;
}) {
  const problemOf = (name: string) => problems.find((p) => p.field === name);
  const problemId = (name: string) => `${id}-${name}-problem`;
  const text = (name: keyof FormState) => ({
    id: `${id}-${name}`,
    name,
    value: form[name] as string,
    disabled: busy,
    'aria-invalid': problemOf(name) ? true : undefined,
    'aria-describedby': problemOf(name) ? problemId(name) : undefined,
    onChange: (e: { target: { value: string } }) => onEdit(name, e.target.value),
  });
  const fieldProblem = (name: keyof FormState) => {
    const problem = problemOf(name);
    return problem ? (
      <p id={problemId(name)} className="field-error">
        {problem.message}
      </p>
    ) : null;
  };
  return { text, fieldProblem, problemOf, problemId };
}
