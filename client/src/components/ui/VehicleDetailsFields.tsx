import type { ReactNode } from 'react';
import { CONTACT_LIMITS } from '@garage/contract/form-limits';
import { useSiteShellQuery } from '../../gql/hooks';

type Name = 'plate' | 'mileage';

/** What these fields need of a form's `useFormFields()` (whose fields include them). */
interface FieldWiring {
  idOf(name: Name): string;
  field(name: Name): { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  describedBy(name: Name): string;
  hintId(name: Name): string;
  errorOf(name: Name): ReactNode;
}

/** A plate in the market's own formats: the gateway reads both markets' plates, the hint names the site's. */
const PLATE_EXAMPLES: Record<string, { hint: string; placeholder: string }> = {
  FR: { hint: 'AB-123-CD ou 1234 AB 34', placeholder: 'AB-123-CD' },
  MA: { hint: '12345-A-6', placeholder: '12345-A-6' },
};

/**
 * The number plate and the mileage, both optional, with their hints and the gateway's messages: the same two
 * fields on the quote form, the booking form and the agenda's booking by phone. `values`: what a form sent without
 * scripts held, shown again with its messages.
 */
export function VehicleDetailsFields({
  fields,
  values,
}: {
  fields: FieldWiring;
  values?: Partial<Record<Name, string>>;
}) {
  const { field, describedBy, hintId, errorOf, idOf } = fields;
  const country = useSiteShellQuery().data?.site.country ?? 'FR';
  const plate = PLATE_EXAMPLES[country] ?? PLATE_EXAMPLES.FR!;
  return (
    <>
      <div className="field">
        <label htmlFor={idOf('mileage')}>Kilométrage</label>
        <input
          {...field('mileage')}
          inputMode="numeric"
          maxLength={CONTACT_LIMITS.mileage}
          placeholder="85 000"
          defaultValue={values?.mileage}
          aria-describedby={describedBy('mileage')}
        />
        <p id={hintId('mileage')} className="contact-form__hint">
          Facultatif, en kilomètres.
        </p>
        {errorOf('mileage')}
      </div>
      <div className="field">
        <label htmlFor={idOf('plate')}>Immatriculation</label>
        <input
          {...field('plate')}
          autoCapitalize="characters"
          maxLength={CONTACT_LIMITS.plate}
          placeholder={plate.placeholder}
          defaultValue={values?.plate}
          aria-describedby={describedBy('plate')}
        />
        <p id={hintId('plate')} className="contact-form__hint">
          Facultative, par exemple {plate.hint}.
        </p>
        {errorOf('plate')}
      </div>
    </>
  );
}
