import { useEffect, useRef, useState } from 'react';
import { trapFocus } from '../../components/ui/focus-trap';
import { useCentreSelection } from '../../lib/centre-selection/CentreSelectionContext';
import type CentreModalBodyType from './CentreModalBody';
import type { Suggestion } from './CentreModalBody';
import './centre-modal.css';

/**
 * The modal's content is its own chunk, fetched once the page is idle (or at the first opening, if sooner): most
 * visits never open it, and its code would count against every page's JavaScript budget.
 */
const loadBody = () => import('./CentreModalBody');

/**
 * The centre-selection modal (spec section 2): a native modal <dialog>, so focus stays inside, the rest of the
 * page is inert and focus returns to where it was on close.
 */
export function CentreModal() {
  const { centres, selected, modal, closeModal, declineModal } = useCentreSelection();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  // The dialog opens once its content's code is there: opened empty, it would leave focus nowhere inside. The code
  // is fetched at the first opening, or before, once the page is idle (Safari has no requestIdleCallback).
  const [CentreModalBody, setBody] = useState<typeof CentreModalBodyType | null>(null);
  const ready = modal.open && centres !== undefined && CentreModalBody !== null;
  useEffect(() => {
    if (CentreModalBody) return;
    let cancelled = false;
    const load = () => void loadBody().then((module) => !cancelled && setBody(() => module.default));
    let cancelWait = () => {};
    if (modal.open) load();
    else if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 4000 });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(load, 2000);
      cancelWait = () => window.clearTimeout(timer);
    }
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [modal.open, CentreModalBody]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (ready && !dialog.open) {
      dialog.showModal();
      // The page behind does not scroll while the modal is open.
      const root = document.documentElement;
      const previous = root.style.overflow;
      root.style.overflow = 'hidden';
      return () => {
        root.style.overflow = previous;
      };
    }
    if (!ready && dialog.open) dialog.close();
  }, [ready]);

  return (
    <dialog
      ref={dialogRef}
      className="centre-modal"
      aria-labelledby="centre-modal-title"
      // Read with the title when the dialog opens: a live region that appears with it is not always announced.
      aria-describedby={modal.message ? 'centre-modal-message' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        // Escape does what the footer's first button does: « Annuler », or « Continuer sans choisir » (remembered).
        if (selected) closeModal();
        else declineModal();
      }}
      onClose={() => {
        if (modal.open) closeModal();
      }}
      onKeyDown={trapFocus}
    >
      {ready && (
        <CentreModalBody
          key={modal.opening} // each opening starts afresh: the selection starts empty
          centres={centres}
          message={modal.message}
          currentId={selected?.id}
          suggestion={suggestion}
          onSuggestion={setSuggestion}
        />
      )}
    </dialog>
  );
}
