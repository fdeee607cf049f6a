import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { adminMessages } from '../admin-messages';
import { useAdminLoginMutation } from '../../../gql/admin/hooks';
import type { StoredSession } from '../session-store';
import { TwoFactorStep } from './TwoFactorStep';
import { ACCOUNT_LIMITS } from '@garage/contract/form-limits';
import './login.css';

interface LoginFormProps {
  /** Why the user is here again, e.g. an expired session. */
  notice: string | null;
  onSignedIn(session: StoredSession): void;
}

/** The sign-in form (spec sections 2, 5 and 8): both fields required, the server's refusal shown as it comes. */
export function LoginForm({ notice, onSignedIn }: LoginFormProps) {
  const id = useId();
  const [login, { loading }] = useAdminLoginMutation();
  const [error, setError] = useState<string | null>(null);
  /** An account with two-factor sign-in: the challenge of its second step. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const username = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const restarted = useRef(false);

  // Back here after a sign-out or an expired session: the cursor is ready in the first field.
  useEffect(() => {
    if (notice) username.current?.focus();
  }, [notice]);
  // Back from the second step: the first step starts over.
  useEffect(() => {
    if (!challenge && restarted.current) username.current?.focus();
  }, [challenge]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!name || !password) {
      setError(adminMessages.loginMissingFields);
      (name ? passwordField : username).current?.focus();
      return;
    }
    setError(null);
    try {
      const { data } = await login({ variables: { username: name, password } });
      const result = data?.adminLogin;
      if (result?.__typename === 'AdminSession') {
        onSignedIn({ token: result.token, username: result.username, loginTime: result.loginTime });
      } else if (result?.__typename === 'AdminTwoFactorChallenge') {
        setChallenge(result.challenge);
      } else {
        setError(result?.message || adminMessages.loginRejected);
      }
    } catch (failure) {
      // A GraphQL error is an answer of the server; anything else means the server could not be reached.
      setError(
        CombinedGraphQLErrors.is(failure)
          ? failure.errors[0]?.message || adminMessages.loginRejected
          : adminMessages.loginNetworkFailure,
      );
    }
  };

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={onSignedIn}
        onRestart={(reason) => {
          restarted.current = true;
          setChallenge(null);
          setError(reason);
        }}
      />
    );
  }

  return (
    <form className="admin-login contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Connexion</h2>
      {notice && !error && (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-username`}>Nom d’utilisateur</label>
        <input
          ref={username}
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={ACCOUNT_LIMITS.username}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>Mot de passe</label>
        <input
          ref={passwordField}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={ACCOUNT_LIMITS.password}
        />
      </div>
      <button type="submit" className="button" disabled={loading}>
        {loading ? 'Connexion…' : 'Se connecter'}
      </button>
    </form>
  );
}
