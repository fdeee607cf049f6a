import { useEffect, useRef, useState } from 'react';
import { absoluteMediaUrl, mediaImageProps } from '../../../lib/media-urls';
import type { MediaType } from './form-state';
import './media-fields.css';

interface MediaPreviewProps {
  /** A media already on the server… */
  url?: string | null;
  /** …or a file chosen here, not sent yet. */
  file?: File | null;
  type: MediaType;
  alt: string;
}

/** A small preview of a gallery item or main media; files are shown from a temporary blob: URL. */
export function MediaPreview({ url, file, type, alt }: MediaPreviewProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    // e.g. an iPhone HEIC photo: the browser cannot show it, the server converts it.
    return <span className="admin-preview admin-preview--none">Aperçu indisponible</span>;
  }
  if (file)
    return <FilePreview key={fileKey(file)} file={file} type={type} alt={alt} onError={() => setFailed(true)} />;
  const src = absoluteMediaUrl(url);
  if (!src) return <span className="admin-preview admin-preview--none">Aucun média</span>;
  return type === 'video' ? (
    <video className="admin-preview" src={src} muted playsInline controls preload="metadata" />
  ) : (
    <img
      className="admin-preview"
      {...mediaImageProps(url, '12rem')}
      alt={alt}
      width={160}
      height={120}
      onError={() => setFailed(true)}
    />
  );
}

const fileKeys = new WeakMap<File, string>();
let fileCount = 0;
const fileKey = (file: File) => {
  let key = fileKeys.get(file);
  if (!key) fileKeys.set(file, (key = `f${++fileCount}`));
  return key;
};

/** The blob: URL lives as long as the preview (made and revoked in an effect, Strict Mode safe). */
function FilePreview({ file, type, alt, onError }: { file: File; type: MediaType; alt: string; onError(): void }) {
  const image = useRef<HTMLImageElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = type === 'video' ? video.current : image.current;
    if (!element) return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, type]);
  return type === 'video' ? (
    <video ref={video} className="admin-preview" muted playsInline controls preload="metadata" onError={onError} />
  ) : (
    <img ref={image} className="admin-preview" alt={alt} width={160} height={120} onError={onError} />
  );
}
