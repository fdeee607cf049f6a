import { useId, useState, type FormEvent } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { useAdminTwoFactorQuery, useDisableTwoFactorMutation } from '../../../gql/admin/hooks';
import { graphQLMessage } from '../admin-client';
import { RecoveryCodes, TwoFactorEnrolment } from './TwoFactorEnrolment';
import { PasswordField, TwoFactorForm } from './two-factor-parts';
import { SECOND_FACTOR_CODE_MAX_LENGTH } from '@garage/contract/two-factor-codes';
import './two-factor.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const failure = 'Erreur lors du chargement de la double authentification';

/**
 * Two-factor sign-in of the signed-in account: turning it on (the password again, a QR code, a code to confirm,
 * recovery codes shown once) and off (the password and a code). Either change ends the account's other sessions.
 * `onEnrolled`: after the recovery codes have been noted.
 */
export function TwoFactorSettings({ onEnrolled }: { onEnrolled?(): void }) {
  const id = useId();
  const { data, loading, error, refetch } = useAdminTwoFactorQuery({ fetchPolicy: 'cache-and-network' });
  /** Recovery codes just made: shown until the user says they noted them, whatever the status says. */
  const [codes, setCodes] = useState<string[] | null>(null);

  const noted = async () => {
    setCodes(null);
    await refetch();
    onEnrolled?.();
  };

  return (
    <section className="admin-section two-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Double authentification</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onNoted={() => void noted()} />
      ) : (
        <DataView
          loading={loading}
          error={error}
          data={data?.adminTwoFactor}
          failure={failure}
          onRetry={() => void refetch()}
          loadingLabel="Chargement…"
        >
          {(status) =>
            status.enabled ? (
              <>
                <p className="two-factor__state two-factor__state--on">
                  Activée{status.enabledAt && ` depuis le ${dateFormat.format(new Date(status.enabledAt))}`} ·{' '}
                  {status.recoveryCodesLeft} code{status.recoveryCodesLeft > 1 ? 's' : ''} de secours restant
                  {status.recoveryCodesLeft > 1 ? 's' : ''}
                </p>
                <DisableForm onDisabled={() => void refetch()} required={status.required} />
              </>
            ) : (
              <TwoFactorEnrolment onConfirmed={setCodes} />
            )
          }
        </DataView>
      )}
    </section>
  );
}

function DisableForm({ onDisabled, required }: { onDisabled(): void; required: boolean }) {
  const id = useId();
  const [disable, { loading }] = useDisableTwoFactorMutation();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const code = String(form.get('code') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!code || !password) {
      setError('Saisissez votre mot de passe et un code de votre application (ou un code de secours).');
      return;
    }
    setError(null);
    try {
      const { data } = await disable({ variables: { code, password } });
      const result = data?.disableTwoFactor;
      if (result?.__typename === 'AdminTwoFactorStatus') onDisabled();
      else setError(result?.message ?? 'Refusé');
    } catch (problem) {
      setError(graphQLMessage(problem) ?? 'Erreur lors de la désactivation');
    }
  };

  return (
    <details className="two-factor__disable">
      <summary>Désactiver la double authentification</summary>
      {required && (
        <p className="admin-notice">
          Le réseau l’exige : après l’avoir désactivée, vous devrez la réactiver avant toute autre opération.
        </p>
      )}
      <p>Vos autres sessions ouvertes prendront fin.</p>
      <TwoFactorForm
        onSubmit={(event) => void onSubmit(event)}
        error={error}
        busy={loading}
        action="Désactiver"
        busyAction="Désactivation…"
        ghost
      >
        <PasswordField id={`${id}-password`}>Votre mot de passe</PasswordField>
        <div className="field">
          <label htmlFor={`${id}-code`}>Code de l’application ou code de secours</label>
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            maxLength={SECOND_FACTOR_CODE_MAX_LENGTH}
            required
          />
        </div>
      </TwoFactorForm>
    </details>
  );
}
