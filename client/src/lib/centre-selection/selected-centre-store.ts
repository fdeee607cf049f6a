import { useSyncExternalStore } from 'react';

/** The chosen centre persists across pages and visits (browser storage) and across tabs (storage event). */
const STORAGE_KEY = 'selected_centre';
const listeners = new Set<() => void>();
let memoryFallback: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return memoryFallback; // storage disabled (private mode, policy): the choice lasts for the visit
  }
}

export function writeSelectedCentre(id: string | null): void {
  memoryFallback = id;
  try {
    if (id === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // see read()
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored centre id, whatever it is; callers check it against the centres of the preset. */
export function useStoredCentreId(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
