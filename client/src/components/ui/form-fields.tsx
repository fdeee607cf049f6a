import { useId, useState } from 'react';

/**
 * The wiring of a form's fields to the gateway's messages, one per field (decision 036): ids, `aria-invalid`, the
 * message under its field and read with it, and the first field in error focused.
 */
export function useFormFields<Field extends string>(initial: readonly { field: string; message: string }[] = []) {
  const id = useId();
  // `initial`: the messages of a form sent without scripts, which the gateway renders again (decision 053).
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => messagesByField<Field>(initial));

  const idOf = (name: Field) => `${id}-${name}`;
  /** Props of a field's control: its id and name, and its error state. */
  const field = (name: Field) => ({
    id: idOf(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  /** A field with a hint is described by it, and by its error when there is one. */
  const describedBy = (name: Field) =>
    [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ');
  const hintId = (name: Field) => `${id}-${name}-hint`;
  const errorOf = (name: Field) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  /** Shows the gateway's messages and focuses the first field in error. */
  const showErrors = (fieldErrors: readonly { field: string; message: string }[]) => {
    setErrors(messagesByField<Field>(fieldErrors));
    const first = fieldErrors[0]?.field;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  return { id, errors, setErrors, idOf, field, describedBy, hintId, errorOf, showErrors };
}

const messagesByField = <Field extends string>(fieldErrors: readonly { field: string; message: string }[]) =>
  Object.fromEntries(fieldErrors.map((e) => [e.field, e.message])) as Partial<Record<Field, string>>;
