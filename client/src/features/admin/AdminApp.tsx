import { ApolloProvider } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { DataView } from '../../components/ui/DataView';
import { adminMessages } from './admin-messages';
import { useAdminMeQuery } from '../../gql/admin/hooks';
import { createAdminClient } from './admin-client';
import { AdminShell } from './shell/AdminShell';
import { SignedOutFrame } from './shell/SignedOutFrame';
import { LoginForm } from './security/LoginForm';
import { TwoFactorGate } from './security/TwoFactorGate';
import { clearSession, readSession, writeSession, type StoredSession } from './session-store';
// The site's form fields (.field, .form-error), then the admin area's own styles.
import '../../components/ui/form.css';
import './admin.css';

interface State {
  session: StoredSession | null;
  phase: 'checking' | 'signed-in' | 'signed-out';
  /** Shown above the login form, e.g. after an expired session. */
  notice: string | null;
}

type Action =
  | { type: 'checked'; valid: boolean }
  | { type: 'signed-in'; session: StoredSession }
  | { type: 'signed-out' }
  | { type: 'expired'; token: string };

const signedOut = (notice: string | null = null): State => ({ session: null, phase: 'signed-out', notice });

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'checked':
      return action.valid ? { ...state, phase: 'signed-in' } : signedOut(); // silent (spec section 8)
    case 'signed-in':
      return { session: action.session, phase: 'signed-in', notice: null };
    case 'signed-out':
      return signedOut();
    case 'expired':
      // Only the session that made the call ends (a late answer must not sign out a newer one).
      return state.session?.token === action.token ? signedOut(adminMessages.sessionExpired) : state;
  }
}

function initialState(): State {
  const session = readSession();
  return { session, phase: session ? 'checking' : 'signed-out', notice: null };
}

/**
 * The admin session (spec section 4): a stored token is checked with `adminMe` at load (a failed check is silent and
 * leaves the user signed out); signing in stores it; signing out, or a call refused as unauthenticated, clears it.
 */
export function AdminApp({ brand, onPublicChange }: { brand: string; onPublicChange(): void }) {
  const [{ session, phase, notice }, dispatch] = useReducer(reduce, undefined, initialState);
  const token = session?.token ?? null;

  const onUnauthenticated = useCallback((expiredToken: string) => {
    if (readSession()?.token === expiredToken) clearSession();
    dispatch({ type: 'expired', token: expiredToken });
  }, []);

  // One client per token: signing out drops it with its cache, so nothing of the list stays in memory.
  const client = useMemo(
    () => createAdminClient(token, () => token && onUnauthenticated(token)),
    [token, onUnauthenticated],
  );

  const onChecked = useCallback((valid: boolean) => {
    if (!valid) clearSession();
    dispatch({ type: 'checked', valid });
  }, []);

  const onSignedIn = useCallback((next: StoredSession) => {
    writeSession(next);
    dispatch({ type: 'signed-in', session: next });
  }, []);

  const onSignedOut = useCallback(() => {
    clearSession();
    dispatch({ type: 'signed-out' });
  }, []);

  return (
    <ApolloProvider client={client}>
      {phase === 'checking' && session ? (
        <SignedOutFrame brand={brand}>
          <SessionCheck onChecked={onChecked} />
        </SignedOutFrame>
      ) : phase === 'signed-in' && session ? (
        <TwoFactorGate
          onSignedOut={onSignedOut}
          frame={(gate) => <SignedOutFrame brand={brand}>{gate}</SignedOutFrame>}
        >
          <AdminShell
            session={session}
            brand={brand}
            onSignedOut={onSignedOut}
            onUnauthenticated={() => onUnauthenticated(session.token)}
            onPublicChange={onPublicChange}
          />
        </TwoFactorGate>
      ) : (
        <SignedOutFrame brand={brand}>
          <LoginForm notice={notice} onSignedIn={onSignedIn} />
        </SignedOutFrame>
      )}
    </ApolloProvider>
  );
}

/** Asks the server whether the stored token is still valid; a quiet busy state meanwhile. */
function SessionCheck({ onChecked }: { onChecked(valid: boolean): void }) {
  const { data, error } = useAdminMeQuery({ fetchPolicy: 'network-only' });
  const valid = error ? false : data === undefined ? undefined : Boolean(data.adminMe);
  useEffect(() => {
    if (valid !== undefined) onChecked(valid);
  }, [valid, onChecked]);
  return (
    <DataView loading data={undefined} error={null} loadingLabel="Vérification de la session…">
      {() => null}
    </DataView>
  );
}
