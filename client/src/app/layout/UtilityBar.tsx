import { useLocation } from 'react-router-dom';
import { PhoneIcon, PinIcon, PortalIcon } from '../../components/icons/icons';
import { telHref } from '../../config/format';
import { useSiteShellQuery } from '../../gql/hooks';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';

/**
 * The thin bar above the header: the chosen centre (a button that reopens the centre modal) and its phone (a call
 * button on a phone), and the subscribers' portal, named in words. It sits in the page's flow and scrolls away, so
 * it never covers the page as a floating button would.
 */
export function UtilityBar() {
  // Stays mounted while the modal is open: focus comes back to the centre button when the modal closes.
  const { selected, openModal } = useCentreSelection();
  const portal = useSiteShellQuery().data?.site.subscriberPortalUrl;
  const { pathname } = useLocation();
  if (pathname.startsWith('/realisations/admin')) return null;
  return (
    <aside className="utility-bar" aria-label="Votre centre et l’espace abonnés">
      <div className="utility-bar__inner">
        {selected && (
          <button type="button" className="utility-bar__item utility-bar__centre" onClick={() => openModal()}>
            <PinIcon aria-hidden="true" />
            <span>
              Centre actuel : <strong>{selected.name}</strong>
            </span>
            <span className="utility-bar__hint">changer</span>
          </button>
        )}
        {selected?.phone && (
          // The number on a wide screen, « Appeler » on a phone (CSS); the same name for a screen reader on both.
          <a
            className="utility-bar__item utility-bar__call"
            href={telHref(selected.phone, selected.country)}
            aria-label={`Appeler le centre de ${selected.name} : ${selected.phone}`}
          >
            <PhoneIcon aria-hidden="true" />
            <span className="utility-bar__call-label">Appeler</span>
            <span className="utility-bar__number">{selected.phone}</span>
          </a>
        )}
        {portal && (
          <a className="utility-bar__item utility-bar__portal" href={portal} target="_blank" rel="noopener noreferrer">
            <PortalIcon aria-hidden="true" />
            Espace abonnés
            <span className="visually-hidden"> : fichiers de reprogrammation (site externe, nouvel onglet)</span>
          </a>
        )}
      </div>
    </aside>
  );
}
