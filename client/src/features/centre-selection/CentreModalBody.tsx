import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CheckIcon, CloseIcon, CopyIcon, LocateIcon, PhoneIcon } from '../../components/icons/icons';
import { telHref } from '../../config/format';
import { hasCentreVersion, pathForCentre } from './centre-paths';
import { useCentreSelection, type Centre } from '../../lib/centre-selection/CentreSelectionContext';
import { nearestCentre } from './geo';

const COPY_CONFIRMATION_MS = 2000;

type GeoStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'no-candidate';
export interface Suggestion {
  id: string;
  distanceKm: number;
}

/** Geolocation is asked automatically once per visit, the first time the modal opens (spec section 4). */
let geolocationAutoRequested = false;

interface BodyProps {
  centres: Centre[];
  message?: string;
  currentId: string | undefined;
  suggestion: Suggestion | null;
  onSuggestion(s: Suggestion | null): void;
}

/** The modal’s content: the centres, the position, the choice. Its own chunk, loaded when the modal opens. */
export default function CentreModalBody({ centres, message, currentId, suggestion, onSuggestion }: BodyProps) {
  const { select, closeModal, declineModal } = useCentreSelection();
  const leave = currentId ? closeModal : declineModal;
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  // Until the visitor picks, the selection is the suggested centre (none before geolocation answers).
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? suggestion?.id ?? null;
  const anyCoordinates = centres.some((c) => c.coordinates);
  const geoSupported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const autoLocate = anyCoordinates && geoSupported && !geolocationAutoRequested;
  const [geoStatus, setGeoStatus] = useState<GeoStatus>(
    anyCoordinates && !geoSupported ? 'unavailable' : autoLocate ? 'locating' : 'idle',
  );
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const copyTimer = useRef<number | undefined>(undefined);
  const groupName = useId();

  /** Asks the browser for the position; state changes only in its callbacks. An explicit request wants a fresh fix. */
  const requestPosition = (maximumAge: number) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const nearest = nearestCentre(centres, { lat: position.coords.latitude, lng: position.coords.longitude });
        onSuggestion(nearest);
        setGeoStatus(nearest ? 'located' : 'no-candidate');
      },
      (error) => setGeoStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 10_000, maximumAge },
    );
  };

  const locate = () => {
    if (!geoSupported) return;
    setGeoStatus('locating');
    requestPosition(0);
  };

  useEffect(() => {
    if (!autoLocate || geolocationAutoRequested) return;
    geolocationAutoRequested = true; // once per visit, on the first opening only
    requestPosition(60_000);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on mount only
  }, []);

  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  const copyAddress = (centre: Centre) => {
    navigator.clipboard?.writeText(centre.address).then(
      () => {
        setCopiedId(centre.id);
        window.clearTimeout(copyTimer.current);
        copyTimer.current = window.setTimeout(() => setCopiedId(null), COPY_CONFIRMATION_MS);
      },
      () => undefined, // a clipboard failure is ignored silently (spec section 8)
    );
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    select(choice);
    closeModal();
    const ids = centres.map((c) => c.id);
    // The page's state goes along (e.g. the configurator's notice about an unknown segment).
    if (hasCentreVersion(pathname, ids)) navigate(pathForCentre(pathname, ids, choice) + search, { state });
  };

  const note = geoNote(geoStatus, anyCoordinates);

  return (
    <form className="centre-modal__body" onSubmit={confirm}>
      <header className="centre-modal__header">
        <h2 id="centre-modal-title">Choisissez votre centre</h2>
        <button type="button" className="icon-button" onClick={leave} aria-label="Fermer">
          <CloseIcon />
        </button>
      </header>
      {message && (
        <p id="centre-modal-message" className="centre-modal__message" role="status">
          {message}
        </p>
      )}

      {anyCoordinates && (
        <div className="centre-modal__locate">
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={locate}
            disabled={geoStatus === 'locating' || !geoSupported}
          >
            <LocateIcon />
            {geoStatus === 'locating' ? 'Localisation en cours...' : 'Utiliser ma position'}
          </button>
          <p className="centre-modal__note" aria-live="polite">
            {note}
          </p>
        </div>
      )}

      <div className="centre-modal__options">
        <fieldset className="centre-modal__list">
          <legend className="visually-hidden">Centres du réseau</legend>
          {centres.map((centre) => {
            const suggested = suggestion?.id === centre.id;
            const hintId = `${groupName}-${centre.id}-hint`;
            return (
              <div key={centre.id} className={`centre-option${choice === centre.id ? ' centre-option--checked' : ''}`}>
                <label className="centre-option__label">
                  <input
                    type="radio"
                    name={groupName}
                    value={centre.id}
                    checked={choice === centre.id}
                    onChange={() => setPicked(centre.id)}
                    aria-describedby={hintId}
                  />
                  <span className="centre-option__name">
                    {centre.name}
                    {suggested && <span className="badge">Le plus proche</span>}
                    {currentId === centre.id && <span className="badge badge--muted">Centre actuel</span>}
                  </span>
                  <span id={hintId} className="centre-option__details">
                    {suggested && <span className="centre-option__hint">Centre recommandé</span>}
                    <span>{centre.address}</span>
                    {centre.phone && <span>{centre.phone}</span>}
                  </span>
                </label>
                <div className="centre-option__actions">
                  <button
                    type="button"
                    className="icon-button icon-button--small"
                    onClick={() => copyAddress(centre)}
                    aria-label={
                      copiedId === centre.id ? `Adresse de ${centre.name} copiée` : `Copier l’adresse de ${centre.name}`
                    }
                    title="Copier l’adresse"
                  >
                    {copiedId === centre.id ? <CheckIcon /> : <CopyIcon />}
                  </button>
                  {centre.phone && (
                    <a
                      className="icon-button icon-button--small"
                      href={telHref(centre.phone, centre.country)}
                      aria-label={`Appeler ${centre.name} au ${centre.phone}`}
                    >
                      <PhoneIcon />
                    </a>
                  )}
                </div>
              </div>
            );
          })}
        </fieldset>
      </div>

      <div className="centre-modal__footer">
        <button type="button" className="button button--ghost" onClick={leave}>
          {currentId ? 'Annuler' : 'Continuer sans choisir'}
        </button>
        <button type="submit" className="button" disabled={!choice}>
          Confirmer la sélection
        </button>
      </div>
    </form>
  );
}

function geoNote(status: GeoStatus, anyCoordinates: boolean): string {
  if (!anyCoordinates) return '';
  switch (status) {
    case 'locating':
      return 'Recherche du centre le plus proche…';
    case 'located':
      return 'Le centre le plus proche de vous est présélectionné.';
    case 'denied':
      return 'Localisation refusée : choisissez votre centre dans la liste.';
    case 'unavailable':
      return 'Position indisponible : choisissez votre centre dans la liste.';
    case 'no-candidate':
      return 'Aucun centre ne peut être situé : choisissez dans la liste.';
    default:
      return '';
  }
}
