import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function ServiceDetail() {
  return (
    <div className="page">
      <PageHeading title="Service" lead="Le détail de ce service arrive bientôt sur cette page." />
    </div>
  );
}
