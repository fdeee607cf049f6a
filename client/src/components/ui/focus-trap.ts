import type { KeyboardEvent } from 'react';

/** Keeps Tab and Shift+Tab inside the dialog (a modal <dialog> alone lets focus reach the browser's own UI). */
export function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls]',
    ),
  ].filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && hasCheckedSibling(el)));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Tab stops once per radio group: on the checked radio, or on the first one when none is checked. */
function hasCheckedSibling(radio: HTMLInputElement): boolean {
  const group = radio.form?.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(radio.name)}"]`);
  if (!group) return false;
  const checked = [...group].some((r) => r.checked);
  return checked || group[0] !== radio;
}
