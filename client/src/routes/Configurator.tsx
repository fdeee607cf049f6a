import { PageHeading } from '../components/ui/PageHeading';

/** Route of the spec's table; its full content is built by a later issue. */
export default function Configurator() {
  return (
    <div className="page">
      <PageHeading
        title="Reprogrammation"
        lead="Choisissez votre véhicule pour découvrir les gains de puissance et de couple."
      />
    </div>
  );
}
