import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { PageHeading } from '../../components/ui/PageHeading';
import { AdminApp } from '../../features/admin/AdminApp';
import { title as adminTitle } from '@garage/contract/pages/admin';

/**
 * `/realisations/admin` (spec section 2): sign-in, then the management of realisations. The whole admin area is
 * this lazy chunk, with its own Apollo Client; public pages never load it.
 */
export default function Admin() {
  // The public site's client, outside the admin area: its cached gallery is dropped after every change made here.
  const publicClient = useApolloClient();
  const onPublicChange = useCallback(() => {
    publicClient.cache.evict({ id: 'ROOT_QUERY', fieldName: 'realisations' });
    publicClient.cache.evict({ id: 'ROOT_QUERY', fieldName: 'realisation' });
    publicClient.cache.gc();
  }, [publicClient]);
  return (
    <div className="page admin-page">
      <PageHeading
        title={adminTitle()}
        lead="Espace réservé aux administrateurs du réseau et aux responsables de centre : photos et vidéos des réalisations, demandes de contact."
      />
      <AdminApp onPublicChange={onPublicChange} />
    </div>
  );
}
