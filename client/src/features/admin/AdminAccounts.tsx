import { useId, useRef, useState, type FormEvent } from 'react';
import { DataView } from '../../components/ui/DataView';
import type { AdminAccountFieldsFragment, AdminAccountRefusalFragment } from '../../gql/admin/graphql';
import {
  useAdminAccountsQuery,
  useCreateAdminAccountMutation,
  useResetAdminAccountPasswordMutation,
  useSetAdminAccountAccessMutation,
  useSetAdminAccountDisabledMutation,
} from '../../gql/admin/hooks';
import { graphQLMessage, isUnauthenticated } from './admin-client';
import './accounts.css';

type Account = AdminAccountFieldsFragment;
type Role = 'reseau' | 'centre';
interface CentreOption {
  id: string;
  name: string;
}

const ROLE_LABELS: Record<Role, string> = {
  reseau: 'Administrateur du réseau',
  centre: 'Responsable de centre',
};
const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;
const UPDATE_FAILED = 'Erreur lors de la mise à jour du compte';

/** What a change answers: the account, or the server's refusal (`field` names the input at fault). */
type Outcome = { account: Account } | { refusal: Pick<AdminAccountRefusalFragment, 'message' | 'field'> };

/** What every account mutation answers (the same two fragments). */
type Result =
  ({ __typename: 'AdminAccount' } & Account) | ({ __typename: 'AdminAccountRefused' } & AdminAccountRefusalFragment);

/** The union a mutation answers, as an outcome; a GraphQL error (refused, network) as a refusal with its message. */
async function outcomeOf(run: () => Promise<Result | undefined>): Promise<Outcome> {
  try {
    const result = await run();
    if (result?.__typename === 'AdminAccount') return { account: result };
    if (result) return { refusal: { message: result.message, field: result.field ?? null } };
    return { refusal: { message: UPDATE_FAILED, field: null } };
  } catch (error) {
    if (isUnauthenticated(error)) throw error; // the session ends: the login form takes over
    return { refusal: { message: graphQLMessage(error) ?? UPDATE_FAILED, field: null } };
  }
}

const refetch = { refetchQueries: ['AdminAccounts', 'AdminAudit'] };

/**
 * The accounts of the administration (network administrators only): who may sign in, with which role and for which
 * centres. New accounts, role and centre changes, a new password, disabling and enabling.
 */
export function AdminAccounts({ centres, self }: { centres: readonly CentreOption[]; self: string }) {
  const id = useId();
  const { data, loading, error, refetch: reload } = useAdminAccountsQuery({ fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const newButton = useRef<HTMLButtonElement>(null);
  const centreNames = new Map(centres.map((c) => [c.id, c.name]));

  return (
    <section className="admin-section admin-accounts" aria-labelledby={`${id}-title`}>
      <div className="admin-accounts__heading">
        <h2 id={`${id}-title`}>Comptes</h2>
        {!creating && (
          <button
            ref={newButton}
            type="button"
            className="button button--small"
            onClick={() => {
              setNotice('');
              setCreating(true);
            }}
          >
            <span aria-hidden="true">+</span> Nouveau compte
          </button>
        )}
      </div>
      <p className="admin-hint">
        Un administrateur du réseau gère tout, comptes compris ; un responsable de centre n’agit que sur les
        réalisations, demandes et journal de ses centres.
      </p>
      <p className="admin-accounts__notice" role="status">
        {notice}
      </p>
      {creating && (
        <NewAccountForm
          centres={centres}
          onDone={(created) => {
            setCreating(false);
            if (created) setNotice(`Compte « ${created.username} » créé.`);
            // The button is back once the form is gone.
            requestAnimationFrame(() => newButton.current?.focus());
          }}
        />
      )}
      <DataView
        loading={loading}
        error={error}
        data={data?.adminAccounts}
        failure="Erreur lors du chargement des comptes"
        onRetry={() => void reload()}
        isEmpty={(list) => list.length === 0}
        empty={<p>Aucun compte.</p>}
        loadingLabel="Chargement des comptes…"
      >
        {(list) => (
          <ol className="admin-accounts__list" role="list">
            {list.map((account) => (
              <li key={account.id}>
                <AccountCard account={account} centres={centres} centreNames={centreNames} self={self} />
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}

/** Role and centres, as one group of fields: the centres only for a centre manager. */
function AccessFields({
  role,
  chosen,
  centres,
  error,
  onRole,
  onCentres,
}: {
  role: Role;
  chosen: readonly string[];
  centres: readonly CentreOption[];
  error: { field: string | null; message: string } | null;
  onRole(role: Role): void;
  onCentres(centres: string[]): void;
}) {
  const id = useId();
  const centresError = error?.field === 'centres' ? error.message : null;
  return (
    <>
      <fieldset className="admin-fieldset admin-accounts__choices">
        <legend>Rôle</legend>
        {(Object.keys(ROLE_LABELS) as Role[]).map((value) => (
          <div className="field field--check" key={value}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => onRole(value)}
            />
            <label htmlFor={`${id}-${value}`}>{ROLE_LABELS[value]}</label>
          </div>
        ))}
      </fieldset>
      {role === 'centre' && (
        <fieldset
          className="admin-fieldset admin-accounts__choices admin-accounts__centres"
          aria-describedby={centresError ? `${id}-centres-error` : undefined}
        >
          <legend>Centres</legend>
          {centres.map((c) => (
            <div className="field field--check" key={c.id}>
              <input
                id={`${id}-c-${c.id}`}
                type="checkbox"
                checked={chosen.includes(c.id)}
                onChange={(e) =>
                  onCentres(e.target.checked ? [...chosen, c.id] : chosen.filter((other) => other !== c.id))
                }
              />
              <label htmlFor={`${id}-c-${c.id}`}>{c.name}</label>
            </div>
          ))}
          {centresError && (
            <p id={`${id}-centres-error`} className="field-error" role="alert">
              {centresError}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

function PasswordField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        required
        minLength={12}
      />
      <p id={`${id}-hint`} className="admin-hint">
        12 caractères au moins ; à transmettre à la personne par un moyen sûr.
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function NewAccountForm({ centres, onDone }: { centres: readonly CentreOption[]; onDone(created?: Account): void }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('centre');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [create, { loading }] = useCreateAdminAccountMutation(refetch);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = { username, password, role, centres: role === 'centre' ? chosen : [] };
    const outcome = await outcomeOf(async () => (await create({ variables: { input } })).data?.createAdminAccount);
    if ('account' in outcome) onDone(outcome.account);
    else setProblem(outcome.refusal);
  };
  const fieldError = (name: string) => (problem?.field === name ? problem.message : null);

  return (
    <form className="admin-accounts__form contact-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Nouveau compte</h3>
      {problem && !['username', 'password', 'centres'].includes(problem.field ?? '') && (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-username`}>Nom d’utilisateur</label>
        <input
          id={`${id}-username`}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={fieldError('username') ? true : undefined}
          aria-describedby={fieldError('username') ? `${id}-username-error` : undefined}
        />
        {fieldError('username') && (
          <p id={`${id}-username-error`} className="field-error" role="alert">
            {fieldError('username')}
          </p>
        )}
      </div>
      <PasswordField
        id={`${id}-password`}
        label="Mot de passe initial"
        value={password}
        error={fieldError('password')}
        onChange={setPassword}
      />
      <AccessFields
        role={role}
        chosen={chosen}
        centres={centres}
        error={problem}
        onRole={setRole}
        onCentres={setChosen}
      />
      <SubmitOrCancel
        label="Créer le compte"
        pendingLabel="Création…"
        pending={loading}
        disabled={loading}
        onCancel={() => onDone()}
      />
    </form>
  );
}

type Editing = 'access' | 'password' | null;

function AccountCard({
  account,
  centres,
  centreNames,
  self,
}: {
  account: Account;
  centres: readonly CentreOption[];
  centreNames: ReadonlyMap<string, string>;
  self: string;
}) {
  const id = useId();
  const isSelf = account.username.toLowerCase() === self.toLowerCase();
  const [editing, setEditing] = useState<Editing>(null);
  const [role, setRole] = useState<Role>(account.role as Role);
  const [chosen, setChosen] = useState<string[]>(account.centres);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [notice, setNotice] = useState('');
  const [setAccess, access] = useSetAdminAccountAccessMutation(refetch);
  const [setDisabled, disabling] = useSetAdminAccountDisabledMutation(refetch);
  const [resetPassword, resetting] = useResetAdminAccountPasswordMutation(refetch);
  const busy = access.loading || disabling.loading || resetting.loading;
  const toggle = useRef<HTMLButtonElement>(null);

  const open = (next: Editing) => {
    setProblem(null);
    setNotice('');
    setRole(account.role as Role);
    setChosen(account.centres);
    setPassword('');
    setEditing(next);
  };
  const close = (message = '') => {
    setEditing(null);
    setNotice(message);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  const settle = (outcome: Outcome, success: string) => {
    if ('account' in outcome) close(success);
    else setProblem(outcome.refusal);
  };

  const saveAccess = async (event: FormEvent) => {
    event.preventDefault();
    const variables = { username: account.username, role, centres: role === 'centre' ? chosen : [] };
    const outcome = await outcomeOf(async () => (await setAccess({ variables })).data?.setAdminAccountAccess);
    settle(outcome, 'Accès mis à jour.');
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const variables = { username: account.username, password };
    const outcome = await outcomeOf(async () => (await resetPassword({ variables })).data?.resetAdminAccountPassword);
    settle(outcome, 'Mot de passe changé ; les sessions ouvertes de ce compte sont fermées.');
  };
  const switchDisabled = async () => {
    const disable = !account.disabled;
    if (disable && !window.confirm(`Désactiver le compte « ${account.username} » ? Ses sessions ouvertes se ferment.`))
      return;
    setProblem(null);
    const variables = { username: account.username, disabled: disable };
    const outcome = await outcomeOf(async () => (await setDisabled({ variables })).data?.setAdminAccountDisabled);
    if ('account' in outcome) setNotice(disable ? 'Compte désactivé.' : 'Compte réactivé.');
    else setProblem(outcome.refusal);
  };

  const centreList = account.centres.map((c) => centreNames.get(c) ?? c).join(', ');
  return (
    <article
      className={`admin-account${account.disabled ? ' admin-account--disabled' : ''}`}
      aria-labelledby={`${id}-name`}
    >
      <header className="admin-account__header">
        <h3 id={`${id}-name`}>
          {account.username}
          {isSelf && <span className="admin-account__self"> (vous)</span>}
        </h3>
        {account.disabled && <span className="admin-account__state">Désactivé</span>}
      </header>
      <dl className="admin-account__details">
        <div>
          <dt>Rôle</dt>
          <dd>{roleLabel(account.role)}</dd>
        </div>
        <div>
          <dt>Centres</dt>
          <dd>{account.role === 'reseau' ? 'Tous' : centreList || 'Aucun'}</dd>
        </div>
      </dl>
      <p className="admin-accounts__notice" role="status">
        {notice}
      </p>
      {problem && editing === null && (
        <p className="form-error" role="alert">
          {problem.message}
        </p>
      )}

      {editing === 'access' && (
        <form
          className="admin-account__form"
          onSubmit={saveAccess}
          noValidate
          aria-label={`Accès de ${account.username}`}
        >
          {problem && problem.field !== 'centres' && (
            <p className="form-error" role="alert">
              {problem.message}
            </p>
          )}
          <AccessFields
            role={role}
            chosen={chosen}
            centres={centres}
            error={problem}
            onRole={setRole}
            onCentres={setChosen}
          />
          <SubmitOrCancel
            small
            label="Enregistrer"
            pendingLabel="Enregistrement…"
            pending={access.loading}
            disabled={busy}
            onCancel={() => close()}
          />
        </form>
      )}
      {editing === 'password' && (
        <form
          className="admin-account__form"
          onSubmit={savePassword}
          noValidate
          aria-label={`Nouveau mot de passe de ${account.username}`}
        >
          {problem && problem.field !== 'password' && (
            <p className="form-error" role="alert">
              {problem.message}
            </p>
          )}
          <PasswordField
            id={`${id}-password`}
            label="Nouveau mot de passe"
            value={password}
            error={problem?.field === 'password' ? problem.message : null}
            onChange={setPassword}
          />
          <SubmitOrCancel
            small
            label="Changer le mot de passe"
            pendingLabel="Enregistrement…"
            pending={resetting.loading}
            disabled={busy}
            onCancel={() => close()}
          />
        </form>
      )}

      {editing === null && (
        <div className="admin-account__actions">
          <button
            ref={toggle}
            type="button"
            className="button button--ghost button--small"
            onClick={() => open('access')}
            disabled={busy}
          >
            Modifier l’accès<span className="visually-hidden"> de {account.username}</span>
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => open('password')}
            disabled={busy}
          >
            Nouveau mot de passe<span className="visually-hidden"> pour {account.username}</span>
          </button>
          {!isSelf && (
            <button
              type="button"
              className={`button button--small ${account.disabled ? 'button--ghost' : 'button--danger'}`}
              onClick={() => void switchDisabled()}
              disabled={busy}
            >
              {account.disabled ? 'Réactiver' : 'Désactiver'}
              <span className="visually-hidden"> {account.username}</span>
            </button>
          )}
        </div>
      )}
    </article>
  );
}

/** The two buttons under each of the accounts' forms. */
function SubmitOrCancel({
  label,
  pendingLabel,
  pending,
  disabled,
  small = false,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  disabled: boolean;
  small?: boolean;
  onCancel: () => void;
}) {
  const size = small ? ' button--small' : '';
  return (
    <div className="admin-accounts__buttons">
      <button type="submit" className={`button${size}`} disabled={disabled}>
        {pending ? pendingLabel : label}
      </button>
      <button type="button" className={`button button--ghost${size}`} onClick={onCancel}>
        Annuler
      </button>
    </div>
  );
}
