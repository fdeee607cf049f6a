import type { ReactNode } from 'react';
import { useAdminLogoutMutation, useAdminTwoFactorQuery } from '../../../gql/admin/hooks';
import { TwoFactorSettings } from './TwoFactorSettings';

/**
 * When the network requires two-factor sign-in (ADMIN_REQUIRE_2FA) and this account has none yet, the server refuses
 * every other admin operation: the account sees the enrolment alone until it is done, then `children`.
 */
export function TwoFactorGate({
  children,
  onSignedOut,
  frame = (gate) => gate,
}: {
  children: ReactNode;
  onSignedOut(): void;
  /** The frame the enrolment is shown in (the admin's, without its sections). */
  frame?: (gate: ReactNode) => ReactNode;
}) {
  const { data } = useAdminTwoFactorQuery({ fetchPolicy: 'cache-and-network' });
  const [logout, { loading: signingOut }] = useAdminLogoutMutation();
  const status = data?.adminTwoFactor;
  if (!status) return null;
  if (!status.required || status.enabled) return <>{children}</>;

  const signOut = async () => {
    await logout().catch(() => undefined);
    onSignedOut();
  };
  return frame(
    <div className="two-factor-gate">
      <p className="admin-notice" role="status">
        Le réseau exige la double authentification pour les administrateurs : activez-la pour accéder à
        l’administration.
      </p>
      <TwoFactorSettings />
      <button type="button" className="button button--ghost" onClick={() => void signOut()} disabled={signingOut}>
        {signingOut ? 'Déconnexion…' : 'Se déconnecter'}
      </button>
    </div>,
  );
}
