import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Realisations() {
  return (
    <div className="page">
      <PageHeading title="Nos réalisations" lead="Photos et vidéos de nos interventions, avec les gains mesurés." />
    </div>
  );
}
