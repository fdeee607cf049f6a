import { useId } from 'react';
import { DataView } from '../../../components/ui/DataView';
import { useAdminAuditQuery } from '../../../gql/admin/hooks';
import './audit-log.css';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

/** Who did what and when (issue 6, audit): the latest actions first. */
export function AuditLog() {
  const id = useId();
  const { data, loading, error, refetch } = useAdminAuditQuery({
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Journal des actions</h2>
      <DataView
        loading={loading}
        error={error}
        data={data?.adminAudit}
        failure="Erreur lors du chargement du journal"
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p>Aucune action enregistrée.</p>}
        loadingLabel="Chargement du journal…"
      >
        {(list) => (
          <ol className="admin-audit" role="list">
            {list.map((entry) => (
              <li key={entry.id} className="admin-audit__entry">
                <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
                <span className="admin-audit__who">{entry.username}</span>
                <span className="admin-audit__summary">{entry.summary}</span>
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}
