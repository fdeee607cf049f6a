import { createContext, useContext, useSyncExternalStore } from 'react';
import { CENTRE_COOKIE } from '@garage/contract/page-contract';

/**
 * The chosen centre persists across pages and visits (browser storage) and across tabs (storage event), and is
 * copied into a cookie so that the gateway knows it too: it redirects `/` and the centreless pages to that centre's
 * and renders the page for it (gateway/src/http/spa.ts reads it).
 */
const STORAGE_KEY = 'selected_centre';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600; // the longest lifetime browsers keep

/**
 * The centre a page rendered on the gateway was built with. React's hydrating render reads this instead of browser
 * storage, so that it reproduces the server's HTML; the stored choice takes over right after.
 */
export const RenderedCentreContext = createContext<string | null>(null);
const listeners = new Set<() => void>();
let memoryFallback: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return memoryFallback; // storage disabled (private mode, policy): the choice lasts for the visit
  }
}

function writeCookie(id: string | null): void {
  document.cookie =
    id === null
      ? `${CENTRE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${CENTRE_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function cookieValue(): string | null {
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(`${CENTRE_COOKIE}=`));
  return found ? decodeURIComponent(found.slice(CENTRE_COOKIE.length + 1)) || null : null;
}

function store(id: string | null): void {
  memoryFallback = id;
  try {
    if (id === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // see read()
  }
}

export function writeSelectedCentre(id: string | null): void {
  store(id);
  writeCookie(id);
  listeners.forEach((notify) => notify());
}

/**
 * Before the first render. A choice made before the cookie existed (or the cookie expired) is copied into it. A centre
 * page rendered on the gateway selects its centre as the SPA would right after: stored now, the render that follows
 * hydration finds nothing changed, instead of rebuilding the page twice (store, then the centre route's effect).
 */
export function keepCentreCookie(renderedCentrePage: string | null): void {
  if (renderedCentrePage !== null && read() !== renderedCentrePage) store(renderedCentrePage);
  const stored = read();
  if (stored !== cookieValue()) writeCookie(stored);
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
  const rendered = useContext(RenderedCentreContext);
  return useSyncExternalStore(subscribe, read, () => rendered);
}
