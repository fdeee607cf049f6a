import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function LegalNotice() {
  return (
    <div className="page">
      <PageHeading title="Mentions légales" lead="Éditeur, hébergeur et propriété intellectuelle du site." />
    </div>
  );
}
