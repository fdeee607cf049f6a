import type { ReactNode } from 'react';
import { CONTACT_LIMITS } from '@garage/contract/form-limits';

type Name = 'plate' | 'mileage';

/** What these fields need of a form's `useFormFields()` (whose fields include them). */
interface FieldWiring {
  idOf(name: Name): string;
  field(name: Name): { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };
  describedBy(name: Name): string;
  hintId(name: Name): string;
  errorOf(name: Name): ReactNode;
}

/**
 * The number plate and the mileage, both optional, with their hints and the gateway's messages: the same two
 * fields on the quote form, the booking form and the agenda's booking by phone.
 */
export function VehicleDetailsFields({ fields }: { fields: FieldWiring }) {
  const { field, describedBy, hintId, errorOf, idOf } = fields;
  return (
    <>
      <div className="field">
        <label htmlFor={idOf('mileage')}>Kilométrage</label>
        <input
          {...field('mileage')}
          inputMode="numeric"
          maxLength={CONTACT_LIMITS.mileage}
          placeholder="85 000"
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
          placeholder="AB-123-CD"
          aria-describedby={describedBy('plate')}
        />
        <p id={hintId('plate')} className="contact-form__hint">
          Facultative : AB-123-CD (France) ou 12345-A-6 (Maroc).
        </p>
        {errorOf('plate')}
      </div>
    </>
  );
}
