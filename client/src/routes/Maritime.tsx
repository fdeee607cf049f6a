import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Maritime() {
  return (
    <div className="page">
      <PageHeading title="Maritime" lead="Reprogrammation et entretien des moteurs de bateaux et de jet-skis." />
    </div>
  );
}
