import { LegalPage } from '../../features/legal/LegalPage';

/** `/confidentialite` */
export default function Privacy() {
  return <LegalPage slug="confidentialite" />;
}
