import { useAdminContactRequestCountsQuery } from '../../../gql/admin/hooks';
import './requests.css';

/** The admin home's reminder of the requests to handle, linked to their list below. */
export function RequestCounts() {
  const { data } = useAdminContactRequestCountsQuery({ fetchPolicy: 'cache-and-network' });
  const counts = data?.adminContactRequestCounts;
  if (!counts) return null;
  const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
  return (
    <p className="request-counts">
      <a href="#demandes">
        <strong>{plural(counts.new, 'nouvelle demande', 'nouvelles demandes')}</strong>
        {counts.inProgress > 0 && `, ${counts.inProgress} en cours`}
      </a>
    </p>
  );
}
