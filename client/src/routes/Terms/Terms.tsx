import { LegalPage } from '../../features/legal/LegalPage';

/** `/conditions` */
export default function Terms() {
  return <LegalPage slug="conditions" />;
}
