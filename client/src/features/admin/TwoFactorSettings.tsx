import { useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { DataView } from '../../components/ui/DataView';
import {
  useAdminTwoFactorQuery,
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useStartTwoFactorEnrolmentMutation,
} from '../../gql/admin/hooks';
import { graphQLMessage } from './admin-client';
import './two-factor.css';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });
const failure = 'Erreur lors du chargement de la double authentification';

/** The secret in groups of four, as apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
              <Enrolment onConfirmed={setCodes} />
            )
          }
        </DataView>
      )}
    </section>
  );
}

function Enrolment({ onConfirmed }: { onConfirmed(codes: string[]): void }) {
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
              maxLength={7}
              required
            />
          </div>
        </TwoFactorForm>
      </li>
    </ol>
  );
}

function RecoveryCodes({ codes, onNoted }: { codes: string[]; onNoted(): void }) {
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
            maxLength={16}
            required
          />
        </div>
      </TwoFactorForm>
    </details>
  );
}

/** A step of the section: its fields, then its error (announced) and its button, busy while the server answers. */
function TwoFactorForm(props: {
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
function PasswordField({ id, ref, children }: { id: string; ref?: Ref<HTMLInputElement>; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{children}</label>
      <input
        ref={ref}
        id={id}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={256}
        required
      />
    </div>
  );
}
