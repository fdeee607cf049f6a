import { useId, useRef, useState, type FormEvent } from 'react';
import { checkAccountAccess, checkNewPassword } from '@garage/contract/account-form';
import {
  useResetAdminAccountPasswordMutation,
  useSetAdminAccountAccessMutation,
  useSetAdminAccountDisabledMutation,
} from '../../../gql/admin/hooks';
import { AccessFields, focusFirstProblem, OtherProblems, PasswordField, SubmitOrCancel } from './account-fields';
import {
  fieldProblem,
  otherProblems,
  outcomeOf,
  problemsOf,
  refetch,
  roleLabel,
  type Account,
  type CentreOption,
  type Outcome,
  type Problem,
  type Role,
} from './account-outcome';

type Editing = 'access' | 'password' | null;

/** One account: its role and centres, and the changes a network administrator may make to it. */
export function AccountCard({
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
  const [problems, setProblems] = useState<Problem[]>([]);
  const [notice, setNotice] = useState('');
  const [setAccess, access] = useSetAdminAccountAccessMutation(refetch);
  const [setDisabled, disabling] = useSetAdminAccountDisabledMutation(refetch);
  const [resetPassword, resetting] = useResetAdminAccountPasswordMutation(refetch);
  const busy = access.loading || disabling.loading || resetting.loading;
  const toggle = useRef<HTMLButtonElement>(null);

  const open = (next: Editing) => {
    setProblems([]);
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
  const settle = (outcome: Outcome, success: string, form: HTMLFormElement) => {
    if ('account' in outcome) return close(success);
    setProblems([outcome.refusal]);
    focusFirstProblem(form);
  };
  /** The form's problems found before sending, shown; true when there are none. */
  const checked = (found: Problem[], form: HTMLFormElement) => {
    setProblems(found);
    if (found.length) focusFirstProblem(form);
    return !found.length;
  };

  const saveAccess = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variables = { username: account.username, role, centres: role === 'centre' ? chosen : [] };
    const ids = centres.map((c) => c.id);
    const form = event.currentTarget;
    if (!checked(problemsOf(checkAccountAccess(variables, ids)), form)) return;
    const outcome = await outcomeOf(async () => (await setAccess({ variables })).data?.setAdminAccountAccess);
    settle(outcome, 'Accès mis à jour.', form);
  };
  const savePassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const variables = { username: account.username, password };
    const form = event.currentTarget;
    if (!checked(problemsOf(checkNewPassword(variables)), form)) return;
    const outcome = await outcomeOf(async () => (await resetPassword({ variables })).data?.resetAdminAccountPassword);
    settle(outcome, 'Mot de passe changé ; les sessions ouvertes de ce compte sont fermées.', form);
  };
  const switchDisabled = async () => {
    const disable = !account.disabled;
    if (disable && !window.confirm(`Désactiver le compte « ${account.username} » ? Ses sessions ouvertes se ferment.`))
      return;
    setProblems([]);
    const variables = { username: account.username, disabled: disable };
    const outcome = await outcomeOf(async () => (await setDisabled({ variables })).data?.setAdminAccountDisabled);
    if ('account' in outcome) setNotice(disable ? 'Compte désactivé.' : 'Compte réactivé.');
    else setProblems([outcome.refusal]);
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
      {editing === null && <OtherProblems problems={problems} />}

      {editing === 'access' && (
        <form
          className="admin-account__form"
          onSubmit={saveAccess}
          noValidate
          aria-label={`Accès de ${account.username}`}
        >
          <OtherProblems problems={otherProblems(problems, ['centres'])} />
          <AccessFields
            role={role}
            chosen={chosen}
            centres={centres}
            centresError={fieldProblem(problems, 'centres')}
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
          <OtherProblems problems={otherProblems(problems, ['password'])} />
          <PasswordField
            id={`${id}-password`}
            label="Nouveau mot de passe"
            value={password}
            error={fieldProblem(problems, 'password')}
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
