import { useParams } from 'react-router-dom';
import { PageHeading } from '../../components/ui/PageHeading';
import { ServiceCards } from '../../features/site/ServiceCards';
import { useCentreName } from '../../lib/centre-selection/CentreSelectionContext';
import { title as servicesTitle } from '@garage/contract/pages/services';

/** `/services` and `/{center}/services`: every service. */
export default function ServicesList() {
  const { center } = useParams();
  return (
    <div className="page">
      <PageHeading
        title="Nos services"
        documentTitle={servicesTitle(useCentreName(center))}
        lead="De la reprogrammation moteur à l’entretien courant, chaque intervention commence par un diagnostic et se termine par un contrôle."
      />
      <ServiceCards centre={center} headingLevel={2} />
    </div>
  );
}
