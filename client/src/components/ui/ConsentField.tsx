import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@garage/contract/paths';

/** What this field needs of a form's `useFormFields()` (whose fields include `consent`). */
interface ConsentWiring {
  idOf(name: 'consent'): string;
  field(name: 'consent'): { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  errorOf(name: 'consent'): ReactNode;
}

/**
 * The consent every public form asks, with the privacy policy's link and the gateway's message: « J’accepte que
 * {purpose} (voir la politique de confidentialité). * ».
 */
export function ConsentField({
  fields,
  purpose,
  checked,
}: {
  fields: ConsentWiring;
  purpose: string;
  /** Ticked at first: the consent of a form sent without scripts, shown again with its messages. */
  checked?: boolean;
}) {
  const { field, idOf, errorOf } = fields;
  return (
    <div className="field field--wide field--check">
      <input {...field('consent')} type="checkbox" required defaultChecked={checked} />
      <label htmlFor={idOf('consent')}>
        J’accepte que {purpose} (voir la <Link to={paths.privacy()}>politique de confidentialité</Link>). *
      </label>
      {errorOf('consent')}
    </div>
  );
}
