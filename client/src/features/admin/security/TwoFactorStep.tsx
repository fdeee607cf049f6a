import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAdminLoginTwoFactorMutation } from '../../../gql/admin/hooks';
import { adminMessages } from '../admin-messages';
import type { StoredSession } from '../session-store';
import { RECOVERY_CODE_MAX_LENGTH, TOTP_CODE_MAX_LENGTH } from '@garage/contract/two-factor-codes';
import './login.css';

interface TwoFactorStepProps {
  /** The challenge the first step answered (AdminTwoFactorChallenge). */
  challenge: string;
  onSignedIn(session: StoredSession): void;
  /** Back to the first step, with why when the server said the challenge is over. */
  onRestart(reason: string | null): void;
}

/** The second step of a sign-in: a code of the authenticator app, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onSignedIn, onRestart }: TwoFactorStepProps) {
  const id = useId();
  const [verify, { loading }] = useAdminLoginTwoFactorMutation();
  const [error, setError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => field.current?.focus(), [recovery]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = input.value.trim();
    if (!code) {
      setError('Le code est obligatoire');
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      const { data } = await verify({ variables: { challenge, code } });
      const result = data?.adminLoginTwoFactor;
      if (result?.__typename === 'AdminSession') {
        onSignedIn({ token: result.token, username: result.username, loginTime: result.loginTime });
      } else if (result?.__typename === 'AdminLoginRejected' && result.code === 'CHALLENGE_EXPIRED') {
        onRestart(result.message);
      } else {
        setError((result?.__typename === 'AdminLoginRejected' && result.message) || adminMessages.loginRejected);
        input.value = '';
        field.current?.focus();
      }
    } catch (failure) {
      setError(
        CombinedGraphQLErrors.is(failure)
          ? failure.errors[0]?.message || adminMessages.loginRejected
          : adminMessages.loginNetworkFailure,
      );
    }
  };

  return (
    <form className="admin-login contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Double authentification</h2>
      <p className="two-factor__hint" id={`${id}-hint`}>
        {recovery
          ? 'Saisissez l’un des codes de secours notés lors de l’activation. Chaque code ne sert qu’une fois.'
          : 'Saisissez le code à 6 chiffres affiché par votre application d’authentification.'}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-code`}>{recovery ? 'Code de secours' : 'Code à 6 chiffres'}</label>
        <input
          key={recovery ? 'recovery' : 'totp'}
          ref={field}
          id={`${id}-code`}
          name="code"
          aria-describedby={`${id}-hint`}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={recovery ? RECOVERY_CODE_MAX_LENGTH : TOTP_CODE_MAX_LENGTH}
        />
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Vérification…' : 'Valider'}
      </button>
      <div className="two-factor__links">
        <button type="button" className="button button--ghost button--small" onClick={() => setRecovery((r) => !r)}>
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => onRestart(null)}>
          Recommencer la connexion
        </button>
      </div>
    </form>
  );
}
