import { useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { DEFAULT_AVATAR } from '../../../lib/avatar';
import { PhotoError, resizePhoto, type ResizedPhoto } from '../resize-photo';

export const PHOTO_SAVE_FAILED = 'Your photo could not be saved. Please try again.';
export const PHOTO_REMOVE_FAILED = 'Your photo could not be removed. Please try again.';

/** What became of a new photo, or of removing it (null). */
export type PhotoOutcome =
  | {
      ok: true;
      /** The photo as now stored: our photo endpoint, a data URL, or null for the default avatar. */
      preview: string | null;
    }
  | {
      ok: false;
      message: string;
      /** The photo itself was refused, rather than the save failing. */
      invalid?: boolean;
    };

interface PhotoPickerProps {
  /** A data URL, our photo endpoint, or null for the default avatar. */
  initialPhoto: string | null;
  /** Keeps a new photo, or removes it when given null. */
  onSave: (photo: ResizedPhoto | null) => Promise<PhotoOutcome>;
}

type Busy = 'preparing' | 'saving' | null;

/**
 * The profile photo, saved as soon as it is chosen or removed. The file input sits inside a button-styled
 * label, so it keeps the browser's own keyboard and picker. While a photo is on its way the controls are
 * marked disabled rather than disabled outright, so the one in use keeps focus.
 */
export function PhotoPicker({ initialPhoto, onSave }: PhotoPickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState(initialPhoto);
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<{ text: string; invalid: boolean } | null>(null);
  const [done, setDone] = useState('');

  /** True once saved; the new photo shows, dimmed, while it is on its way, and the old one returns if it fails. */
  async function keep(photo: ResizedPhoto | null): Promise<boolean> {
    const before = preview;
    if (photo) setPreview(photo.dataUrl);
    setBusy('saving');
    let outcome: PhotoOutcome;
    try {
      outcome = await onSave(photo);
    } catch {
      outcome = { ok: false, message: photo ? PHOTO_SAVE_FAILED : PHOTO_REMOVE_FAILED };
    }
    setBusy(null);
    if (!outcome.ok) {
      setPreview(before);
      setProblem({ text: outcome.message, invalid: outcome.invalid ?? false });
      return false;
    }
    setPreview(outcome.preview);
    setDone(photo ? PROFILE_MESSAGES.photoSaved : PROFILE_MESSAGES.photoRemoved);
    return true;
  }

  async function pick(file: File) {
    setProblem(null);
    setDone('');
    setBusy('preparing');
    let resized: ResizedPhoto;
    try {
      resized = await resizePhoto(file);
    } catch (error) {
      setBusy(null);
      setProblem({ text: error instanceof PhotoError ? error.message : PROFILE_MESSAGES.photoNotImage, invalid: true });
      return;
    }
    await keep(resized);
  }

  async function remove() {
    setProblem(null);
    setDone('');
    // Remove is disabled once there is nothing to remove, so focus goes where the next photo would be chosen.
    if (await keep(null)) inputRef.current?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (file && !busy) void pick(file);
  }

  /** Keeps the picker shut while a photo is on its way. */
  function holdWhileBusy(event: MouseEvent<HTMLInputElement>) {
    if (busy) event.preventDefault();
  }

  const describedBy = ['profile-photo-hint', problem ? 'profile-photo-error' : ''].filter(Boolean).join(' ');
  return (
    <section className="card profile__photo-card" aria-labelledby="profile-photo-title">
      <h2 id="profile-photo-title" className="profile__section-title">
        Profile photo
      </h2>
      <div className="profile-photo">
        <div className="profile-photo__frame" data-busy={busy !== null}>
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
          <label className="btn btn-secondary profile-photo__upload" data-disabled={busy !== null}>
            <input
              ref={inputRef}
              id="profile-photo"
              className="profile-photo__input"
              type="file"
              accept="image/*"
              aria-disabled={busy ? true : undefined}
              aria-invalid={problem?.invalid ? true : undefined}
              aria-describedby={describedBy}
              onClick={holdWhileBusy}
              onChange={handleChange}
            />
            <Camera size={18} aria-hidden="true" />
            {busy === 'preparing'
              ? 'Preparing…'
              : busy === 'saving'
                ? 'Saving…'
                : preview
                  ? 'Change photo'
                  : 'Upload photo'}
          </label>
          <button
            type="button"
            className="btn btn-ghost profile-photo__remove"
            disabled={!preview}
            aria-disabled={busy ? true : undefined}
            onClick={() => {
              if (!busy) void remove();
            }}
          >
            <Trash2 size={18} aria-hidden="true" />
            Remove
          </button>
        </div>
        <p id="profile-photo-hint" className="profile__hint profile-photo__hint">
          JPEG, PNG or WebP, saved as soon as you choose it. We shrink it to 512 px on your device first.
        </p>
        <p className="form-message" data-tone="success" role="status">
          {done}
        </p>
        {problem ? (
          <p id="profile-photo-error" className="form-message" data-tone="error" role="alert">
            {problem.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
