import { useEffect, useRef, useState } from 'react';
import { messages } from '../../config/messages';
import { mediaImageProps } from '../../lib/media-urls';
import './lazy-image.css';

/** Images start loading 50 px before they scroll into view (spec section 9). */
export const LAZY_MARGIN = '50px';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The displayed width, for the srcset of the gateway's derivatives (left out for an image in one width). */
  sizes?: string;
  className?: string;
  /** Load at once (first screen, lightbox). */
  eager?: boolean;
  /** Fetch ahead of other images: the likely largest paint of the page. */
  priority?: boolean;
}

/** An image with explicit dimensions (no layout shift), lazy with a 50 px margin, and 'Image non disponible' on failure. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  eager = false,
  priority = false,
}: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [failed, setFailed] = useState(!src);

  // An image of a page rendered on the gateway may have failed before React was there to hear its error event.
  useEffect(() => {
    const element = picture.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  useEffect(() => {
    if (visible || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);

  const image = (lazy: boolean) => (
    <img
      ref={lazy ? undefined : picture}
      {...mediaImageProps(src, sizes)}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
    />
  );
  return (
    <span ref={holder} className={`lazy-image ${className ?? ''}`}>
      {/* Holds the width/height ratio before the image arrives, with no style attribute (the CSP allows none). */}
      <svg className="lazy-image__sizer" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" />
      {failed ? (
        <span
          className="lazy-image__failed"
          role="img"
          aria-label={alt ? `${alt} : ${messages.imageUnavailable}` : messages.imageUnavailable}
        >
          {messages.imageUnavailable}
        </span>
      ) : visible ? (
        image(false)
      ) : (
        // Without scripts the observer never runs: the browser's own lazy loading shows the image instead.
        <noscript>{image(true)}</noscript>
      )}
    </span>
  );
}
