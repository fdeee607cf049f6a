import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Privacy() {
  return (
    <div className="page">
      <PageHeading
        title="Politique de confidentialité"
        lead="Données collectées, finalités, durées de conservation et vos droits."
      />
    </div>
  );
}
