import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@garage/contract/paths';
import { PAGE_QUERY } from '@garage/contract/page-contract';
import { VEHICLE_SEARCH_MAX_LENGTH } from '@garage/contract/vehicle-search';
import { useVehicleSearchQuery } from '../../gql/hooks';
import { NoVehicleFound } from './NoVehicleFound';
import { SUGGESTIONS, isSearchable, resultDetail, resultPath, type SearchResult } from './search-results';
import './vehicle-search.css';

/**
 * Typing pauses this long before the gateway is asked: a fast typist's letters (under 100 ms apart) go as one request,
 * and results still follow the last key within 200 ms on a mid-range phone (`npm run bench interactions`).
 */
const DEBOUNCE_MS = 80;

/**
 * The vehicle search (decision 051): a form that sends `?q=` to the configurator's results page, which works
 * without scripts; with them, a combobox (WAI-ARIA's pattern) whose listbox suggests vehicles while typing. The
 * arrow keys move through the suggestions, Enter opens the one chosen (or the results page), Escape closes the list
 * (then empties the box); a tap opens a suggestion. The count found is said in a live region.
 */
export function VehicleSearch({
  centre,
  initialQuery = '',
  onPick,
}: {
  centre?: string;
  initialQuery?: string;
  /**
   * The search as a picker (the booking form's vehicle): engines alone, and a choice is handed here instead of
   * opening its page.
   */
  onPick?: (result: SearchResult) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  /** The text last sent to the gateway: only what was typed here (the results page already shows its own). */
  const [sent, setSent] = useState('');
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setSent(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, typed]);

  const searchable = isSearchable(sent);
  const { data, previousData } = useVehicleSearchQuery({
    variables: { query: sent, limit: SUGGESTIONS, ...(onPick ? { enginesOnly: true } : {}) },
    skip: !searchable,
  });
  const answer = (data ?? previousData)?.vehicleSearch;
  // The answer shown is the one for the text sent, or the last one while the next one comes.
  const results: SearchResult[] = searchable ? (answer?.results ?? []) : [];
  const answered = searchable && data !== undefined;
  const listShown = open && results.length > 0;
  // Not a pop-up: it stays while the box keeps that text, so its links can be followed.
  const nothing = answered && results.length === 0 && sent === text.trim();

  const choose = (result: SearchResult) => {
    setOpen(false);
    if (onPick) onPick(result);
    else void navigate(resultPath(result, centre));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    // A picker has no results page: Enter takes the first suggestion.
    if (onPick) {
      if (results[0]) choose(results[0]);
      return;
    }
    setOpen(false);
    void navigate(paths.vehicleSearch(text, centre));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end, back to the text box (-1), as the pattern's examples do.
      setActive((index) => {
        const next = index + step;
        return next < -1 ? results.length - 1 : next >= results.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && listShown && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      // The browser's own Escape empties a search box at once: here it first closes the list.
      event.preventDefault();
      if (open) setOpen(false);
      else {
        setText('');
        setTyped(true);
      }
      setActive(-1);
    }
  };

  const status = !searchable
    ? ''
    : !answered
      ? ''
      : results.length === 0
        ? `Aucun véhicule ne correspond à « ${sent} ».`
        : `${results.length} résultat${results.length > 1 ? 's' : ''} : flèches haut et bas pour les parcourir, Entrée pour ouvrir.`;

  return (
    <div className="vehicle-search">
      <form
        className="vehicle-search__form"
        role="search"
        action={onPick ? undefined : paths.configurator(centre)}
        method={onPick ? undefined : 'get'}
        onSubmit={submit}
      >
        <label htmlFor={`${id}-input`} className="vehicle-search__label">
          {onPick ? 'Votre véhicule' : 'Rechercher un véhicule'}
        </label>
        <p id={`${id}-hint`} className="vehicle-search__hint">
          {onPick
            ? 'Modèle et moteur, pour le prix de son stage : « 308 1.5 bluehdi 130 », « clio 4 1.5 dci 90 ».'
            : 'Marque, modèle, génération, moteur ou puissance : « golf 7 gti », « 308 1.2 130 », « mt 07 ».'}
        </p>
        <div className="vehicle-search__row">
          <div className="vehicle-search__box">
            <input
              id={`${id}-input`}
              name={PAGE_QUERY.search}
              // A text input: HTML allows the combobox role on it, not on a `search` one.
              type="text"
              inputMode="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={`${id}-list`}
              aria-activedescendant={listShown && active >= 0 ? `${id}-option-${active}` : undefined}
              aria-describedby={`${id}-hint`}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              maxLength={VEHICLE_SEARCH_MAX_LENGTH}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setTyped(true);
                setOpen(true);
                setActive(-1);
              }}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onKeyDown={onKeyDown}
            />
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label="Véhicules trouvés"
              className="vehicle-search__list"
              hidden={!listShown}
              // The search these options answer (as the gateway read it), while the next one is on its way.
              data-query={answer?.query}
            >
              {results.map((result, index) => (
                <li
                  key={result.levels.join('/')}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="vehicle-search__option"
                  // Keeps the focus in the box, so the list is not closed by the box losing it before the tap ends.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(result)}
                >
                  <span className="vehicle-search__name">{result.label}</span>
                  <span className="vehicle-search__detail">{resultDetail(result)}</span>
                </li>
              ))}
            </ul>
          </div>
          {!onPick && (
            <button type="submit" className="button">
              Rechercher
            </button>
          )}
        </div>
      </form>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {nothing && <NoVehicleFound query={sent} centre={centre} />}
    </div>
  );
}
