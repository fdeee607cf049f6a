import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a screen fails to load or render (e.g. its code chunk could not be fetched after a deployment). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page page--narrow route-error">
      <h1>{notFound ? 'Page introuvable' : 'Cette page n’a pas pu s’afficher'}</h1>
      <p>
        {notFound
          ? 'L’adresse demandée n’existe pas.'
          : 'Une erreur est survenue pendant le chargement. Rechargez la page ; si le problème persiste, revenez à l’accueil.'}
      </p>
      <p className="route-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recharger la page
        </button>
        <Link className="button button--ghost" to="/">
          Retour à l’accueil
        </Link>
      </p>
    </div>
  );
}
