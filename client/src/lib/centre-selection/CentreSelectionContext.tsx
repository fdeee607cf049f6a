import { createContext, useCallback, useContext, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useSiteShellQuery } from '../../gql/hooks';
import type { SiteShellQuery } from '../../gql/graphql';
import { rememberDeclined, useDeclinedForVisit } from './declined-store';
import { useStoredCentreId, writeSelectedCentre } from './selected-centre-store';

export type Centre = SiteShellQuery['centres'][number];

interface ModalState {
  open: boolean;
  /** Changes at each opening, so the modal's content starts afresh. */
  opening: number;
  /** Shown above the list, e.g. 'Veuillez sélectionner votre centre pour continuer'. */
  message?: string;
}

interface CentreSelection {
  /** Centres of the preset; undefined while loading or after a failed load. */
  centres: Centre[] | undefined;
  /** The country of the centres' market (ISO code, from the site): phone links dial with its code. */
  country: string | undefined;
  /** The centres could not be loaded. */
  loadError: unknown;
  reload(): void;
  /** The chosen centre, if it belongs to the preset. */
  selected: Centre | null;
  select(id: string): void;
  modal: ModalState;
  openModal(options?: { message?: string }): void;
  closeModal(): void;
  /** Closes the modal with no centre chosen (« Continuer sans choisir », Escape or its close button, no centre yet). */
  declineModal(): void;
  /**
   * The visitor left the modal without choosing during this visit (declined-store.ts): the landing page does not
   * open it again by itself, and pages that need a centre say so first.
   */
  declined: boolean;
}

const CentreSelectionContext = createContext<CentreSelection | null>(null);

export function CentreSelectionProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useSiteShellQuery();
  // The centres reach the screens as a deferred update: what depends on them (a centre's whole page) is built in
  // slices that yield to the browser, rather than in the one task that receives the answer.
  const centres = useDeferredValue(data?.centres);
  const country = data?.site.country;
  const storedId = useStoredCentreId();
  const selected = centres?.find((c) => c.id === storedId) ?? null;
  const [modal, setModal] = useState<ModalState>({ open: false, opening: 0 });

  const select = useCallback((id: string) => writeSelectedCentre(id), []);
  const openModal = useCallback(
    (options: { message?: string } = {}) =>
      setModal((current) => (current.open ? current : { open: true, opening: current.opening + 1, ...options })),
    [],
  );
  const closeModal = useCallback(() => setModal((current) => ({ open: false, opening: current.opening })), []);
  const declined = useDeclinedForVisit();
  const declineModal = useCallback(() => {
    rememberDeclined();
    closeModal();
  }, [closeModal]);

  const reload = useCallback(() => void refetch(), [refetch]);
  const value = useMemo(
    () => ({
      centres,
      country,
      loadError: error,
      reload,
      selected,
      select,
      modal,
      openModal,
      closeModal,
      declineModal,
      declined,
    }),
    [centres, country, error, reload, selected, select, modal, openModal, closeModal, declineModal, declined],
  );
  return <CentreSelectionContext.Provider value={value}>{children}</CentreSelectionContext.Provider>;
}

/** The name of a centre of the preset (undefined while the centres load, or for an unknown id). */
export function useCentreName(id: string | undefined): string | undefined {
  return useCentreSelection().centres?.find((c) => c.id === id)?.name;
}

export function useCentreSelection(): CentreSelection {
  const context = useContext(CentreSelectionContext);
  if (!context) throw new Error('useCentreSelection hors de CentreSelectionProvider');
  return context;
}
