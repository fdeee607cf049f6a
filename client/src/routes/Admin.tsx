import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Admin() {
  return (
    <div className="page">
      <PageHeading title="Administration des réalisations" lead="Connexion réservée aux administrateurs du réseau." />
    </div>
  );
}
