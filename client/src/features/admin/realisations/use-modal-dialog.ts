import { useEffect, type RefObject } from 'react';

/**
 * Opens a native modal dialog for the life of the component: the page behind is inert and does not scroll, focus
 * goes to the element marked `data-autofocus`, and back to the opener after. `onUnmount` runs as it closes.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, onUnmount: () => void): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      onUnmount();
      root.style.overflow = previous;
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once: the dialog opens with the component and closes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
