import { GALLERY_TILE_SIZES } from '@garage/contract/media-images';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { RealisationCardFragment } from '../../gql/graphql';
import { isPlainClick } from '../../lib/plain-click';
import { LazyImage } from './LazyImage';
import { preloadLightbox } from './lightbox-preload';
import './gallery.css';

/**
 * Tiles of realisations. A tile is a link to the job's own page (crawlers, a new tab, no script); a plain click
 * opens the lightbox over the gallery instead. The first row loads at once. Memoised: opening or closing a job
 * changes the address, not the tiles.
 */
export const RealisationGrid = memo(function RealisationGrid({
  items,
  pageOf,
  onOpen,
  centreName,
}: {
  items: RealisationCardFragment[];
  pageOf(r: RealisationCardFragment): string;
  onOpen(r: RealisationCardFragment): void;
  /** Given when the tiles come from several centres (the whole network): each tile names its centre. */
  centreName?(id: string): string | undefined;
}) {
  return (
    <ul className="gallery-grid" role="list">
      {items.map((r, index) => {
        const gained = r.gains ? r.gains.powerAfter - r.gains.powerBefore : null;
        return (
          <li key={r.id}>
            <Link
              className="gallery-tile"
              to={pageOf(r)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onOpen(r);
              }}
              aria-haspopup="dialog"
              onPointerDown={() => void preloadLightbox(r)}
              onFocus={() => void preloadLightbox(r)}
              onMouseEnter={() => void preloadLightbox(r)}
            >
              <LazyImage
                src={r.thumbnailUrl ?? r.mediaUrl}
                alt=""
                width={480}
                height={360}
                sizes={GALLERY_TILE_SIZES}
                eager={index < 4}
                priority={index === 0}
              />
              <span className="gallery-tile__badges">
                {r.featured && <span className="badge">À la une</span>}
                {r.type === 'video' && <span className="badge badge--muted">Vidéo</span>}
              </span>
              <span className="gallery-tile__text">
                <span className="gallery-tile__title">{r.title}</span>
                <span className="gallery-tile__meta">
                  {[r.vehicle.brand, r.vehicle.model, r.vehicle.year].filter(Boolean).join(' ')}
                  {gained !== null && gained > 0 ? ` · +${gained} ch` : ''}
                </span>
                {centreName?.(r.centre) && <span className="gallery-tile__meta">Réalisé à {centreName(r.centre)}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
});
