import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Contact() {
  return (
    <div className="page">
      <PageHeading title="Contact" lead="Nos centres, leurs horaires et leurs coordonnées." />
    </div>
  );
}
