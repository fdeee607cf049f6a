import { useId } from 'react';
import { DataView } from '../../components/ui/DataView';
import { telHref } from '../../config/format';
import { useAdminContactRequestsQuery } from '../../gql/admin/hooks';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** The messages sent with the contact form, newest first, read-only. */
export function ContactRequests({ centreNames }: { centreNames: ReadonlyMap<string, string> }) {
  const id = useId();
  const { data, loading, error, refetch } = useAdminContactRequestsQuery({
    variables: { first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="admin-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Demandes de contact</h2>
      <DataView
        loading={loading}
        error={error}
        data={data?.adminContactRequests}
        failure="Erreur lors du chargement des demandes de contact"
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p>Aucune demande de contact pour le moment.</p>}
        loadingLabel="Chargement des demandes…"
      >
        {(list) => (
          <ol className="admin-requests" role="list">
            {list.map((r) => (
              <li key={r.id} className="admin-request">
                <article aria-labelledby={`${id}-${r.id}`}>
                  <header className="admin-request__header">
                    <h3 id={`${id}-${r.id}`}>{r.name}</h3>
                    <time dateTime={r.createdAt}>{dateTime.format(new Date(r.createdAt))}</time>
                  </header>
                  <dl className="admin-request__details">
                    {r.email && (
                      <div>
                        <dt>E-mail</dt>
                        <dd>
                          <a href={`mailto:${r.email}`}>{r.email}</a>
                        </dd>
                      </div>
                    )}
                    {r.phone && (
                      <div>
                        <dt>Téléphone</dt>
                        <dd>
                          <a href={telHref(r.phone)}>{r.phone}</a>
                        </dd>
                      </div>
                    )}
                    {r.vehicle && (
                      <div>
                        <dt>Véhicule</dt>
                        <dd>{r.vehicle}</dd>
                      </div>
                    )}
                    <div>
                      <dt>Centre</dt>
                      <dd>{r.centre ? (centreNames.get(r.centre) ?? r.centre) : 'Pas de préférence'}</dd>
                    </div>
                  </dl>
                  <p className="admin-request__message">{r.message}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </section>
  );
}
