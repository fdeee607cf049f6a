/** The admin session kept in the browser (spec section 3: token, username, loginTime). */
export interface StoredSession {
  token: string;
  username: string;
  /** ISO date and time of the sign-in. */
  loginTime: string;
}

export const SESSION_KEY = 'ecuvia_admin_session';

export function readSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (!value || typeof value.token !== 'string' || !value.token) return null;
    return {
      token: value.token,
      username: typeof value.username === 'string' ? value.username : '',
      loginTime: typeof value.loginTime === 'string' ? value.loginTime : '',
    };
  } catch {
    // Storage refused (private mode) or a value that is not ours: no session.
    return null;
  }
}

export function writeSession(session: StoredSession): void {
  try {
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  } catch {
    // Without storage the session lasts as long as the page.
  }
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing stored.
  }
}
