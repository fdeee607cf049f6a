import type { FormEvent, ReactNode, Ref } from 'react';
import { ACCOUNT_LIMITS } from '@garage/contract/form-limits';

/** A step of the section: its fields, then its error (announced) and its button, busy while the server answers. */
export function TwoFactorForm(props: {
  className?: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  error: string | null;
  busy: boolean;
  action: string;
  busyAction: string;
  /** The secondary look, for turning protection off. */
  ghost?: boolean;
  children: ReactNode;
}) {
  return (
    <form className={`${props.className ?? ''} contact-form`.trim()} onSubmit={props.onSubmit} noValidate>
      {props.children}
      {props.error && (
        <p className="form-error" role="alert">
          {props.error}
        </p>
      )}
      <button type="submit" className={props.ghost ? 'button button--ghost' : 'button'} disabled={props.busy}>
        {props.busy ? props.busyAction : props.action}
      </button>
    </form>
  );
}

/** The account's password, typed again before its sign-in settings change. */
export function PasswordField({ id, ref, children }: { id: string; ref?: Ref<HTMLInputElement>; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{children}</label>
      <input
        ref={ref}
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={ACCOUNT_LIMITS.password}
        required
      />
    </div>
  );
}
