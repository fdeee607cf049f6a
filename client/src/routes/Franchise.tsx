import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Franchise() {
  return (
    <div className="page">
      <PageHeading title="Devenir franchisé" lead="Rejoignez un réseau de centres de reprogrammation moteur." />
    </div>
  );
}
