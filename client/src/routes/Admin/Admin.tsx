import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminApp } from '../../features/admin/AdminApp';
import { useSiteShellQuery } from '../../gql/hooks';
import { CentreSelectionProvider } from '../../lib/centre-selection/CentreSelectionContext';

/**
 * The admin, `/admin` and its sections (and the spec's `/realisations/admin`): sign-in, then the admin's own frame.
 * The whole admin area is this lazy chunk, with its own Apollo Client; public pages never load it.
 */
export default function Admin() {
  // The public site's client, outside the admin area: its cached gallery is dropped after every change made here.
  const publicClient = useApolloClient();
  const brand = useSiteShellQuery().data?.site.brandName ?? '';
  const onPublicChange = useCallback(() => {
    publicClient.cache.evict({ id: 'ROOT_QUERY', fieldName: 'realisations' });
    publicClient.cache.evict({ id: 'ROOT_QUERY', fieldName: 'realisation' });
    publicClient.cache.gc();
  }, [publicClient]);
  return (
    <CentreSelectionProvider>
      <AdminApp brand={brand} onPublicChange={onPublicChange} />
    </CentreSelectionProvider>
  );
}
