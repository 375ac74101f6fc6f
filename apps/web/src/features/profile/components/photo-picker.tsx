import type { ChangeEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { DEFAULT_AVATAR } from '../../../lib/session';

interface PhotoPickerProps {
  /** What to show: a data URL, our photo endpoint, or null for the default avatar. */
  preview: string | null;
  busy: boolean;
  error?: string | undefined;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The file input sits inside a button-styled label, so it keeps the browser's own keyboard and picker. */
export function PhotoPicker({ preview, busy, error, onPick, onRemove }: PhotoPickerProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  }

  const describedBy = ['profile-photo-hint', error ? 'profile-photo-error' : ''].filter(Boolean).join(' ');
  return (
    <div className="profile-photo">
      <div className="profile-photo__frame" data-busy={busy}>
        <ImageWithFallback
          className="profile-photo__preview"
          src={preview ?? DEFAULT_AVATAR}
          fallbackSrc={DEFAULT_AVATAR}
          alt={preview ? 'Your profile photo' : 'Default profile picture'}
          width={144}
          height={144}
        />
      </div>
      <div className="profile-photo__actions">
        <label className="btn btn-secondary profile-photo__upload" data-disabled={busy}>
          <input
            id="profile-photo"
            className="profile-photo__input"
            type="file"
            accept="image/*"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={handleChange}
          />
          <Camera size={18} aria-hidden="true" />
          {busy ? 'Preparing…' : preview ? 'Change photo' : 'Upload photo'}
        </label>
        <button
          type="button"
          className="btn btn-ghost profile-photo__remove"
          disabled={!preview || busy}
          onClick={onRemove}
        >
          <Trash2 size={18} aria-hidden="true" />
          Remove
        </button>
      </div>
      <p id="profile-photo-hint" className="profile__hint profile-photo__hint">
        JPEG, PNG or WebP. We shrink it to 512 px on your device before it is saved.
      </p>
      {error ? (
        <p id="profile-photo-error" className="form-message" data-tone="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
