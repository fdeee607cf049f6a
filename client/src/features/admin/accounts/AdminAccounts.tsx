import { useId, useRef, useState } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { useAdminAccountsQuery } from '../../../gql/admin/hooks';
import { AccountCard } from './AccountCard';
import type { CentreOption } from './account-outcome';
import { NewAccountForm } from './NewAccountForm';
import './accounts.css';

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
