import { mediaImageProps } from '../../lib/media-urls';
import './admin-thumbnail.css';

/** A realisation's small picture in the admin's lists (an empty frame when it has none); decorative. */
export function AdminThumbnail({ url }: { url: string | null | undefined }) {
  const image = mediaImageProps(url, '72px');
  return (
    <span className="admin-table__thumb" aria-hidden="true">
      {image.src ? <img {...image} alt="" width={72} height={54} loading="lazy" /> : null}
    </span>
  );
}
