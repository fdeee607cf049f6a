import { Link } from 'react-router-dom';
import { PageHeading } from '../components/ui/PageHeading';
import { paths } from '../config/paths';
import { pageTitles } from '../config/page-titles';

/** Any address outside the route table. */
export default function NotFound() {
  return (
    <div className="page page--narrow">
      <PageHeading title={pageTitles.notFound()} lead="L’adresse demandée n’existe pas ou a changé." />
      <p>
        <Link className="button" to={paths.home()}>
          Retour à l’accueil
        </Link>
      </p>
    </div>
  );
}
