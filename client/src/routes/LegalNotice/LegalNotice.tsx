import { LegalPage } from '../../features/legal/LegalPage';

/** `/mentions-legales` */
export default function LegalNotice() {
  return <LegalPage slug="mentions-legales" />;
}
