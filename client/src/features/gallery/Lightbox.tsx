import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { CloseIcon } from '../../components/icons/icons';
import { trapFocus } from '../../components/ui/focus-trap';
import type { RealisationCardFragment } from '../../gql/graphql';
import { useRealisationBenchRunQuery } from '../../gql/hooks';
import { PowerChart } from '../../components/ui/PowerChart';
import { LazyImage } from './LazyImage';
import { frenchLongDate } from '../../config/format';
import { absoluteMediaUrl } from '../../lib/media-urls';
import './lightbox.css';

/** Horizontal distance a swipe must cover to change slide (spec section 9). */
export const SWIPE_THRESHOLD_PX = 50;
const SHARE_CONFIRMATION_MS = 2500;

type Slide = { kind: 'video'; url: string; poster?: string } | { kind: 'photo'; url: string; alt: string };

/** Video first (for a video realisation), then the gallery's photos; the main picture when there is no gallery. */
export function slidesOf(r: RealisationCardFragment): Slide[] {
  const slides: Slide[] = [];
  if (r.type === 'video' && r.mediaUrl)
    slides.push({ kind: 'video', url: r.mediaUrl, poster: r.thumbnailUrl ?? undefined });
  const photos = [...r.gallery].filter((g) => g.type === 'photo').sort((a, b) => a.sortOrder - b.sortOrder);
  for (const p of photos) slides.push({ kind: 'photo', url: p.url, alt: p.alt || r.title });
  if (!slides.length && r.mediaUrl) slides.push({ kind: 'photo', url: r.mediaUrl, alt: r.title });
  return slides;
}

/** The first photo's displayed width in the lightbox, for its srcset (and for its preload, `preloadLightbox`). */
export const LIGHTBOX_PHOTO_SIZES = '(min-width: 64rem) 60vw, 100vw';

/**
 * Focus back on the tile that opened the dialog. When the gallery has rendered that tile anew meanwhile (the history
 * step back re-renders the list), the element kept is gone: the tile with the same address takes it, once the list
 * is on screen; focus left on the page's body is taken back the same way.
 */
function giveFocusBack(opener: HTMLElement | null) {
  if (!opener) return;
  if (opener.isConnected) opener.focus();
  const href = opener.getAttribute('href');
  if (!href) return;
  let frames = 0;
  const retry = () => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const tile = Array.from(document.querySelectorAll<HTMLElement>('a.gallery-tile')).find(
      (a) => a.getAttribute('href') === href,
    );
    if (tile) tile.focus();
    else if (++frames < 30) requestAnimationFrame(retry);
  };
  requestAnimationFrame(retry);
}

interface LightboxProps {
  realisation: RealisationCardFragment;
  /** Path of the realisation's own page, for sharing (made absolute on the visitor's origin when shared). */
  sharePath: string;
  onClose(): void;
}

/** The realisation's detail in a modal: carousel (arrows, dots, counter, swipe, keys), vehicle, work, gains. */
export function Lightbox({ realisation: r, sharePath, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const slides = slidesOf(r);
  const [index, setIndex] = useState(0);
  const [shareNote, setShareNote] = useState<string | null>(null);
  const swipeStart = useRef<number | null>(null);
  const single = slides.length <= 1;

  // Before the first paint: the dialog is rendered open (so that a job's page reads without scripts), and becomes
  // modal here.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Focus goes back to the tile that opened it (the dialog is gone from the page by then).
    const opener = document.activeElement as HTMLElement | null;
    if (element.open) element.close();
    element.showModal();
    // Focus starts on « Fermer », not on the first control (the video's controls or « Média précédent », which
    // showModal picks): it is what a keyboard or screen-reader visitor needs first, the dialog's title is read
    // with it, the arrow keys change slides wherever focus is, and it is at the top of the details, so nothing
    // scrolls away on a phone.
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
      if (element.open) element.close();
      giveFocusBack(opener);
    };
  }, []);

  const count = slides.length;
  const go = useCallback(
    (delta: number) => {
      if (count > 1) setIndex((i) => (i + delta + count) % count); // wraps at both ends
    },
    [count],
  );

  // Arrow keys anywhere while open: focus may rest on an element of the slide that just went away.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  };

  const share = async () => {
    const shareUrl = new URL(sharePath, window.location.href).href;
    const data = { title: r.title, text: `${r.vehicle.brand} ${r.vehicle.model} : ${r.title}`, url: shareUrl };
    if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return; // the visitor closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(shareUrl);
      setShareNote('Lien copié dans le presse-papiers');
    } catch {
      setShareNote(`Copiez ce lien : ${shareUrl}`);
    }
    window.setTimeout(() => setShareNote(null), SHARE_CONFIRMATION_MS);
  };

  const slide = slides[index];
  const gains = r.gains;
  const vehicle = [r.vehicle.brand, r.vehicle.model, r.vehicle.year, r.vehicle.engine].filter(Boolean).join(' ');

  return (
    <dialog
      ref={dialog}
      open
      className="lightbox"
      aria-labelledby="lightbox-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapFocus}
    >
      <div className="lightbox__layout">
        {/* The carousel as ARIA's pattern has it: a named group around the media and their controls (a name on a
            plain div is not announced, and HTML forbids it). */}
        <div
          className="lightbox__stage"
          role="group"
          aria-roledescription="carrousel"
          aria-label={`Médias de ${r.title}`}
        >
          <div
            className="lightbox__viewport"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            {slide?.kind === 'video' && (
              <video
                key={slide.url}
                className="lightbox__media"
                src={absoluteMediaUrl(slide.url)}
                poster={absoluteMediaUrl(slide.poster)}
                controls
                playsInline
                preload="metadata"
                aria-label={`Vidéo : ${r.title}`}
              />
            )}
            {slide?.kind === 'photo' && (
              <LazyImage
                key={slide.url}
                className="lightbox__media"
                src={slide.url}
                alt={slide.alt}
                width={1600}
                height={1000}
                sizes={LIGHTBOX_PHOTO_SIZES}
                eager
              />
            )}
            {!slide && <p className="lightbox__empty">Aucun média pour cette réalisation.</p>}
          </div>
          <div className="lightbox__controls">
            <button
              type="button"
              className="icon-button"
              onClick={() => go(-1)}
              disabled={single}
              aria-label="Média précédent"
            >
              ‹
            </button>
            <p className="lightbox__counter" aria-live="polite">
              {slides.length ? `${index + 1} / ${slides.length}` : '0 / 0'}
            </p>
            <button
              type="button"
              className="icon-button"
              onClick={() => go(1)}
              disabled={single}
              aria-label="Média suivant"
            >
              ›
            </button>
          </div>
          {slides.length > 1 && (
            <div className="lightbox__dots">
              {slides.map((s, i) => (
                <button
                  key={`${s.url}-${i}`}
                  type="button"
                  className="lightbox__dot"
                  aria-label={`Aller au média ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          )}
        </div>

        <div className="lightbox__info">
          <header className="lightbox__header">
            <h2 id="lightbox-title">{r.title}</h2>
            <button ref={closeButton} type="button" className="icon-button" onClick={onClose} aria-label="Fermer">
              <CloseIcon />
            </button>
          </header>
          <p className="lightbox__date">
            <time dateTime={r.date}>{frenchLongDate(r.date)}</time>
          </p>
          {vehicle && (
            <section aria-labelledby="lightbox-vehicle">
              <h3 id="lightbox-vehicle">Véhicule</h3>
              <p>{vehicle}</p>
            </section>
          )}
          {r.modifications.length > 0 && (
            <section aria-labelledby="lightbox-work">
              <h3 id="lightbox-work">Modifications</h3>
              <ul className="check-list">
                {r.modifications.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </section>
          )}
          {gains && (
            <section className="lightbox__gains" aria-labelledby="lightbox-gains">
              <h3 id="lightbox-gains">Gains mesurés</h3>
              <table className="gains">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Mesure</span>
                    </th>
                    <th scope="col">Avant</th>
                    <th scope="col">Après</th>
                    <th scope="col">Gain</th>
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">Puissance</th>
                    <td>{gains.powerBefore} ch</td>
                    <td>{gains.powerAfter} ch</td>
                    <td className="gains__diff">{signed(gains.powerAfter - gains.powerBefore)} ch</td>
                  </tr>
                  <tr>
                    <th scope="row">Couple</th>
                    <td>{gains.torqueBefore} Nm</td>
                    <td>{gains.torqueAfter} Nm</td>
                    <td className="gains__diff">{signed(gains.torqueAfter - gains.torqueBefore)} Nm</td>
                  </tr>
                </tbody>
              </table>
            </section>
          )}
          <JobBenchRun id={r.id} />
          {r.description && <p className="lightbox__description">{r.description}</p>}
          <p className="lightbox__share">
            <button type="button" className="button button--ghost button--small" onClick={() => void share()}>
              Partager
            </button>
            <span role="status">{shareNote}</span>
          </p>
        </div>
      </div>
    </dialog>
  );
}

/** The job's bench curves, when its bench run was attached (asked for on its own: the tiles do not carry them). */
function JobBenchRun({ id }: { id: string }) {
  const run = useRealisationBenchRunQuery({ variables: { id } }).data?.realisation?.benchRun;
  return run ? <PowerChart run={run} /> : null;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
