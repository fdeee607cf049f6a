import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Terms() {
  return (
    <div className="page">
      <PageHeading title="Conditions générales" lead="Les conditions qui encadrent nos prestations." />
    </div>
  );
}
