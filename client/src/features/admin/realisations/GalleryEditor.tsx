import { useId, useRef, useState, type PointerEvent } from 'react';
import { entriesFromFiles, moveItem, positionAnnouncement, type GalleryEntry } from './form-state';
import { MediaPreview } from './MediaPreview';
import { focusMoveButton } from '../move-focus';
import { UploadProgress } from './UploadProgress';
import { REALISATION_LIMITS } from '@garage/contract/form-limits';
import './media-fields.css';

interface GalleryEditorProps {
  items: GalleryEntry[];
  onChange(items: GalleryEntry[]): void;
  /** Upload progress (0…1) of the files being sent, by item key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

const nameOf = (item: GalleryEntry) => item.alt.trim() || item.label;

/**
 * The gallery of the form: files added (several at once, photos and videos), previews, alt text, the primary photo,
 * and the order, changed by dragging a card's handle (mouse or finger) or with the Monter / Descendre buttons.
 */
export function GalleryEditor({ items, onChange, progress, disabled }: GalleryEditorProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);

  const update = (key: string, change: Partial<GalleryEntry>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const announceMove = (next: GalleryEntry[], key: string) => {
    const index = next.findIndex((item) => item.key === key);
    const item = next[index];
    if (item) setAnnouncement(positionAnnouncement(nameOf(item), index, next.length));
  };

  /** Keyboard and button reordering; focus stays on a usable button of the moved card. */
  const move = (key: string, delta: -1 | 1) => {
    const from = items.findIndex((item) => item.key === key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return;
    const next = moveItem(items, from, to);
    onChange(next);
    announceMove(next, key);
    requestAnimationFrame(() => focusMoveButton(list.current?.querySelector(`[data-key="${key}"]`), delta));
  };

  const remove = (key: string) => {
    const index = items.findIndex((item) => item.key === key);
    const next = items.filter((item) => item.key !== key);
    onChange(next);
    setAnnouncement(`Média retiré de la galerie (${next.length} restant${next.length > 1 ? 's' : ''}).`);
    // Focus goes to the card that took its place, or to the file picker when the gallery is empty.
    requestAnimationFrame(() => {
      const cards = list.current?.querySelectorAll<HTMLElement>('[data-key]');
      const target = cards?.[Math.min(index, (cards?.length ?? 1) - 1)];
      (target?.querySelector<HTMLElement>('input') ?? document.getElementById(`${id}-files`))?.focus();
    });
  };

  // Pointer dragging: the card follows the pointer's place among the cards, whatever the grid's columns.
  const onHandleDown = (event: PointerEvent<HTMLElement>, key: string) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragged(key);
  };
  const onHandleMove = (event: PointerEvent<HTMLElement>, key: string) => {
    if (dragged !== key || !list.current) return;
    const cards = [...list.current.querySelectorAll<HTMLElement>(':scope > li')];
    let target = -1;
    let best = Infinity;
    cards.forEach((card, index) => {
      const box = card.getBoundingClientRect();
      const dx = event.clientX - (box.left + box.width / 2);
      const dy = event.clientY - (box.top + box.height / 2);
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      const distance = inside ? -1 : Math.hypot(dx, dy);
      if (distance < best) {
        best = distance;
        target = index;
      }
    });
    const from = items.findIndex((item) => item.key === key);
    if (target >= 0 && target !== from) onChange(moveItem(items, from, target));
  };
  const onHandleUp = (key: string) => {
    if (dragged !== key) return;
    setDragged(null);
    announceMove(items, key);
  };

  return (
    <div className="admin-gallery">
      <div className="field">
        <label htmlFor={`${id}-files`}>Ajouter des photos ou des vidéos</label>
        <input
          id={`${id}-files`}
          name="gallery"
          type="file"
          multiple
          accept="image/*,video/*,.heic,.heif"
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const files = event.currentTarget.files;
            if (files?.length) onChange([...items, ...entriesFromFiles(files)]);
            event.currentTarget.value = ''; // the same file can be chosen again after removing it
          }}
        />
        <p id={`${id}-hint`} className="admin-hint">
          Les fichiers sont envoyés à l’enregistrement. Glissez une carte par sa poignée, ou utilisez Monter et
          Descendre, pour changer l’ordre.
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 && (
        <ol ref={list} className="admin-gallery__list">
          {items.map((item, index) => {
            const name = nameOf(item);
            const fraction = progress.get(item.key);
            return (
              <li
                key={item.key}
                data-key={item.key}
                className={`admin-gallery__item${dragged === item.key ? ' admin-gallery__item--dragged' : ''}`}
              >
                <div className="admin-gallery__top">
                  <span
                    className="admin-gallery__handle"
                    aria-hidden="true"
                    title="Glisser pour déplacer"
                    onPointerDown={(e) => onHandleDown(e, item.key)}
                    onPointerMove={(e) => onHandleMove(e, item.key)}
                    onPointerUp={() => onHandleUp(item.key)}
                    onPointerCancel={() => onHandleUp(item.key)}
                  >
                    ⠿
                  </span>
                  <span className="admin-gallery__position">
                    {index + 1} / {items.length}
                  </span>
                  <span className="admin-gallery__kind">
                    {item.type === 'video' ? 'Vidéo' : 'Photo'}
                    {!item.url && ' · à envoyer'}
                  </span>
                </div>
                <MediaPreview url={item.url} file={item.file} type={item.type} alt="" />
                <p className="admin-gallery__name" title={item.label}>
                  {item.label}
                </p>
                {fraction !== undefined && <UploadProgress name={item.label} fraction={fraction} />}
                <div className="field">
                  <label htmlFor={`${id}-${item.key}-alt`}>Texte alternatif</label>
                  <input
                    id={`${id}-${item.key}-alt`}
                    value={item.alt}
                    maxLength={REALISATION_LIMITS.alt}
                    disabled={disabled}
                    onChange={(e) => update(item.key, { alt: e.target.value })}
                    placeholder="Ce que montre l’image"
                  />
                </div>
                <label className="admin-gallery__primary">
                  <input
                    type="radio"
                    name={`${id}-primary`}
                    checked={item.isPrimary}
                    disabled={disabled}
                    onChange={() => onChange(items.map((other) => ({ ...other, isPrimary: other.key === item.key })))}
                  />
                  Photo principale<span className="visually-hidden"> : « {name} »</span>
                </label>
                <div className="admin-gallery__buttons">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    data-move="up"
                    disabled={disabled || index === 0}
                    onClick={() => move(item.key, -1)}
                  >
                    Monter<span className="visually-hidden"> « {name} »</span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    data-move="down"
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(item.key, 1)}
                  >
                    Descendre<span className="visually-hidden"> « {name} »</span>
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={disabled}
                    onClick={() => remove(item.key)}
                  >
                    Retirer<span className="visually-hidden"> « {name} »</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
