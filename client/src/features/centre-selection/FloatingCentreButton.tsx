import { useLocation } from 'react-router-dom';
import { PinIcon } from '../../components/icons/icons';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';

/** 'Centre actuel': shown once a centre is chosen, reopens the modal to change it. */
export function FloatingCentreButton() {
  // Stays mounted while the modal is open: focus comes back to it when the modal closes.
  const { selected, openModal } = useCentreSelection();
  const { pathname } = useLocation();
  if (!selected || pathname.startsWith('/realisations/admin')) return null;
  return (
    <button type="button" className="button button--small floating-centre" onClick={() => openModal()}>
      <PinIcon />
      <span>
        <span className="floating-centre__label">Centre actuel : </span>
        <strong>{selected.name}</strong>
      </span>
    </button>
  );
}
