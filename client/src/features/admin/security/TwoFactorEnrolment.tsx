import { useId, useRef, useState, type FormEvent } from 'react';
import { useConfirmTwoFactorEnrolmentMutation, useStartTwoFactorEnrolmentMutation } from '../../../gql/admin/hooks';
import { graphQLMessage } from '../admin-client';
import { PasswordField, TwoFactorForm } from './two-factor-parts';
import { TOTP_CODE_MAX_LENGTH } from '@garage/contract/two-factor-codes';

/** The secret in groups of four, as apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turning it on: the password again, a QR code and the key to type, a first code to confirm, then the recovery codes. */
export function TwoFactorEnrolment({ onConfirmed }: { onConfirmed(codes: string[]): void }) {
  const id = useId();
  const [start, started] = useStartTwoFactorEnrolmentMutation();
  const [confirm, confirming] = useConfirmTwoFactorEnrolmentMutation();
  const [error, setError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const startResult = started.data?.startTwoFactorEnrolment;
  const enrolment = startResult?.__typename === 'TwoFactorEnrolment' ? startResult : null;

  const begin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = passwordField.current?.value ?? '';
    if (!password) {
      setError('Saisissez votre mot de passe.');
      passwordField.current?.focus();
      return;
    }
    setError(null);
    try {
      const { data } = await start({ variables: { password } });
      const result = data?.startTwoFactorEnrolment;
      if (result?.__typename === 'TwoFactorEnrolment') {
        // After the render that shows the code field.
        setTimeout(() => codeField.current?.focus());
      } else {
        setError(result?.message ?? 'Mot de passe refusé');
        passwordField.current?.select();
      }
    } catch (problem) {
      setError(graphQLMessage(problem) ?? 'Erreur lors de la préparation du QR code');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeField.current?.value.trim() ?? '';
    if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
      setError('Saisissez le code à 6 chiffres affiché par votre application.');
      codeField.current?.focus();
      return;
    }
    setError(null);
    try {
      const { data } = await confirm({ variables: { code } });
      const result = data?.confirmTwoFactorEnrolment;
      if (result?.__typename === 'TwoFactorRecoveryCodes') onConfirmed(result.codes);
      else {
        setError(result?.message ?? 'Code refusé');
        codeField.current?.select();
      }
    } catch (problem) {
      setError(graphQLMessage(problem) ?? 'Erreur lors de l’activation');
    }
  };

  if (!enrolment) {
    return (
      <div className="two-factor__intro">
        <p className="two-factor__state">Non activée.</p>
        <p>
          À chaque connexion, un code à 6 chiffres de votre application d’authentification (Google Authenticator,
          Microsoft Authenticator, FreeOTP, 1Password…) vous sera demandé en plus du mot de passe. Vos autres sessions
          ouvertes prendront fin à l’activation.
        </p>
        <TwoFactorForm
          onSubmit={(event) => void begin(event)}
          error={error}
          busy={started.loading}
          action="Activer la double authentification"
          busyAction="Préparation…"
        >
          <PasswordField id={`${id}-password`} ref={passwordField}>
            Votre mot de passe, pour confirmer que c’est bien vous
          </PasswordField>
        </TwoFactorForm>
      </div>
    );
  }

  return (
    <ol className="two-factor__steps">
      <li>
        <p>Scannez ce QR code avec votre application d’authentification :</p>
        <img
          className="two-factor__qr"
          src={enrolment.qrCode}
          width={200}
          height={200}
          alt="QR code de la double authentification, à scanner avec votre application"
        />
      </li>
      <li>
        <p>Ou saisissez cette clé dans l’application :</p>
        <code className="two-factor__secret" aria-label="Clé secrète">
          {grouped(enrolment.secret)}
        </code>
      </li>
      <li>
        <TwoFactorForm
          className="two-factor__confirm"
          onSubmit={(event) => void onSubmit(event)}
          error={error}
          busy={confirming.loading}
          action="Confirmer l’activation"
          busyAction="Vérification…"
        >
          <div className="field">
            <label htmlFor={`${id}-code`}>Code affiché par l’application</label>
            <input
              ref={codeField}
              id={`${id}-code`}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={TOTP_CODE_MAX_LENGTH}
              required
            />
          </div>
        </TwoFactorForm>
      </li>
    </ol>
  );
}

export function RecoveryCodes({ codes, onNoted }: { codes: string[]; onNoted(): void }) {
  const id = useId();
  return (
    <div className="two-factor__recovery" role="region" aria-labelledby={`${id}-title`}>
      <p className="admin-notice" id={`${id}-title`} role="status">
        Double authentification activée. Notez ces codes de secours et gardez-les en lieu sûr : ils ne seront plus
        affichés.
      </p>
      <p>Chacun permet une seule connexion à la place du code de l’application, si vous n’avez plus votre téléphone.</p>
      <ol className="two-factor__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onNoted}>
        J’ai noté mes codes de secours
      </button>
    </div>
  );
}
