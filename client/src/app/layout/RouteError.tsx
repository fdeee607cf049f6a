import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * Shown when a screen fails to load or render, e.g. its code chunk could not be fetched after a deployment
 * (Vite has already dispatched its `vite:preloadError` event and rethrown, as the spec asks).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="page page--narrow route-error" role="alert">
        <h1>Cette page n’a pas pu s’afficher</h1>
        <p>
          Une erreur est survenue pendant le chargement. Rechargez la page ; si le problème persiste, revenez à
          l’accueil.
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
}
