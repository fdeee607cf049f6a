import './media-fields.css';

/** The progress bar of one file being sent. */
export function UploadProgress({ name, fraction }: { name: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="admin-progress">
      <progress max={100} value={percent} aria-label={`Envoi de ${name}`} />
      <span aria-hidden="true">{percent} %</span>
    </div>
  );
}
