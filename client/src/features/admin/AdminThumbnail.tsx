import { absoluteMediaUrl, mediaSrcSet } from '../../lib/media-urls';

/** A realisation's small picture in the admin's lists (an empty frame when it has none); decorative. */
export function AdminThumbnail({ url }: { url: string | null | undefined }) {
  const src = absoluteMediaUrl(url);
  return (
    <span className="admin-table__thumb" aria-hidden="true">
      {src ? (
        <img src={src} srcSet={mediaSrcSet(url)} sizes="72px" alt="" width={72} height={54} loading="lazy" />
      ) : null}
    </span>
  );
}
