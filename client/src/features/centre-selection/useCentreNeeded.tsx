import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../config/messages';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import './centre-needed.css';

/**
 * A link to a page that needs a centre (« Trouver mon véhicule » to the configurator). After the visitor left the
 * centre modal without choosing, following it first says why a centre is needed (announced: the region is in the
 * page before its text), with a button that goes on to the page, whose modal then asks for the centre. Without
 * JavaScript, or once a centre is chosen, the link is an ordinary link.
 */
export function useCentreNeeded(target: string): { onClick(event: MouseEvent): void; notice: ReactNode } {
  const { selected, declined } = useCentreSelection();
  const navigate = useNavigate();
  const [asked, setAsked] = useState(false);
  const showing = asked && !selected;
  const onClick = (event: MouseEvent) => {
    if (selected || !declined) return;
    event.preventDefault();
    setAsked(true);
  };
  const notice = (
    <div className={showing ? 'centre-needed' : 'centre-needed centre-needed--empty'}>
      <p role="status">{showing ? messages.centreNeededForConfigurator : ''}</p>
      {showing && (
        <button type="button" className="button button--small" onClick={() => navigate(target)}>
          {messages.chooseMyCentre}
        </button>
      )}
    </div>
  );
  return { onClick, notice };
}
