import type { MediaSlot } from './form-state';
import { MediaPreview } from './MediaPreview';
import { UploadProgress } from './UploadProgress';
import './media-fields.css';

interface MediaFieldProps {
  id: string;
  /** The input's name, for focusing it when the server refuses its media. */
  name: string;
  label: string;
  accept: string;
  hint: string;
  type: 'photo' | 'video';
  slot: MediaSlot;
  progress: number | undefined;
  disabled: boolean;
  onChange(slot: MediaSlot): void;
}

/** One file input with the current media's preview and a button to take it away. */
export function MediaField({
  id,
  name: inputName,
  label,
  accept,
  hint,
  type,
  slot,
  progress,
  disabled,
  onChange,
}: MediaFieldProps) {
  const chosen = slot.file ?? slot.url;
  const name = slot.file?.name ?? slot.url?.split('/').pop() ?? '';
  return (
    <div className="admin-media">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={inputName}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onChange({ url: null, file });
            event.currentTarget.value = '';
          }}
        />
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      </div>
      {chosen && (
        <div className="admin-media__current">
          <MediaPreview key={name} url={slot.url} file={slot.file} type={type} alt="" />
          <div className="admin-media__text">
            <p className="admin-gallery__name">
              {name}
              {slot.file && ' (à envoyer)'}
            </p>
            {progress !== undefined && <UploadProgress name={name} fraction={progress} />}
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={disabled}
              onClick={() => onChange({ url: null, file: null })}
            >
              Retirer<span className="visually-hidden"> {label.toLowerCase()}</span>
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
