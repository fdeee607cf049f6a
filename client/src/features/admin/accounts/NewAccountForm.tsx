import { useId, useRef, useState, type FormEvent } from 'react';
import { checkNewAccount } from '@garage/contract/account-form';
import { useCreateAdminAccountMutation } from '../../../gql/admin/hooks';
import { AccessFields, OtherProblems, PasswordField, SubmitOrCancel } from './account-fields';
import {
  fieldProblem,
  otherProblems,
  outcomeOf,
  problemsOf,
  refetch,
  type Account,
  type CentreOption,
  type Problem,
  type Role,
} from './account-outcome';
import { focusFirstProblem } from './account-fields';

const FIELDS = ['username', 'password', 'centres'];

/**
 * A new account: name, initial password, role and centres. Checked here with the gateway's own rules, every field's
 * problem at once; the gateway alone knows a name is taken.
 */
export function NewAccountForm({
  centres,
  onDone,
}: {
  centres: readonly CentreOption[];
  onDone(created?: Account): void;
}) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<Role>('centre');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [create, { loading }] = useCreateAdminAccountMutation(refetch);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { username, password, role, centres: role === 'centre' ? chosen : [] };
    const found = problemsOf(
      checkNewAccount(
        input,
        centres.map((c) => c.id),
      ),
    );
    setProblems(found);
    if (found.length) return focusFirstProblem(form.current);
    const outcome = await outcomeOf(async () => (await create({ variables: { input } })).data?.createAdminAccount);
    if ('account' in outcome) onDone(outcome.account);
    else {
      setProblems([outcome.refusal]);
      focusFirstProblem(form.current);
    }
  };
  const usernameError = fieldProblem(problems, 'username');

  return (
    <form
      ref={form}
      className="admin-accounts__form contact-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Nouveau compte</h3>
      <OtherProblems problems={otherProblems(problems, FIELDS)} />
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
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={usernameError ? `${id}-username-error` : undefined}
        />
        {usernameError && (
          <p id={`${id}-username-error`} className="field-error">
            {usernameError}
          </p>
        )}
      </div>
      <PasswordField
        id={`${id}-password`}
        label="Mot de passe initial"
        value={password}
        error={fieldProblem(problems, 'password')}
        onChange={setPassword}
      />
      <AccessFields
        role={role}
        chosen={chosen}
        centres={centres}
        centresError={fieldProblem(problems, 'centres')}
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
