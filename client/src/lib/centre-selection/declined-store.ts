import { useSyncExternalStore } from 'react';

/**
 * « Continuer sans choisir » (or Escape) is remembered for the visit: the landing page stops opening the centre modal
 * by itself until the tab is closed. Pages that need a centre still ask for one. Kept in the tab's session storage;
 * the gateway's render knows nothing of it (it renders as for a visitor who has not answered).
 */
const STORAGE_KEY = 'ecuvia_centre_declined';
const listeners = new Set<() => void>();
let memoryFallback = false;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return memoryFallback; // storage disabled: remembered until the page is left
  }
}

export function rememberDeclined(): void {
  memoryFallback = true;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, '1');
  } catch {
    // see read()
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Whether the visitor left the centre modal without choosing during this visit. */
export function useDeclinedForVisit(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
