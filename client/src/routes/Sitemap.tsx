import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Sitemap() {
  return (
    <div className="page">
      <PageHeading title="Plan du site" lead="Toutes les pages du site." />
    </div>
  );
}
