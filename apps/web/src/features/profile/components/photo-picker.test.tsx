import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_MESSAGES } from '@thrive/contract';
import type * as ResizePhoto from '../resize-photo';
import type { ResizedPhoto } from '../resize-photo';
import { PHOTO_SAVE_FAILED, PhotoPicker, type PhotoOutcome } from './photo-picker';

const { RESIZED } = vi.hoisted(() => ({
  RESIZED: {
    dataUrl: 'data:image/jpeg;base64,/9j/4AAQ',
    photo: { type: 'image/jpeg', data: '/9j/4AAQ' },
  } satisfies ResizedPhoto,
}));

// happy-dom draws no pixels, so an image comes back as a small JPEG; anything else meets the real check.
vi.mock('../resize-photo', async (importOriginal) => {
  const actual = await importOriginal<typeof ResizePhoto>();
  return {
    ...actual,
    resizePhoto: async (file: Blob) => (actual.isImageFile(file) ? RESIZED : actual.resizePhoto(file)),
  };
});

const picture = () => new File(['png'], 'me.png', { type: 'image/png' });
const preview = () => screen.getByRole('img');

function renderPicker(initialPhoto: string | null, onSave: (photo: ResizedPhoto | null) => Promise<PhotoOutcome>) {
  const save = vi.fn(onSave);
  render(<PhotoPicker initialPhoto={initialPhoto} onSave={save} />);
  return { save, user: userEvent.setup() };
}

/** A save that waits until the test lets it finish. */
function heldSave() {
  let finish: (outcome: PhotoOutcome) => void = () => {};
  const onSave = () => new Promise<PhotoOutcome>((resolve) => (finish = resolve));
  return { onSave, finish: (outcome: PhotoOutcome) => finish(outcome) };
}

describe('PhotoPicker', () => {
  afterEach(cleanup);

  it('saves a chosen photo at once, marking the controls busy meanwhile, and says so', async () => {
    const held = heldSave();
    const { save, user } = renderPicker(null, held.onSave);
    const upload = screen.getByLabelText('Upload photo');
    await user.upload(upload, picture());

    expect(save).toHaveBeenCalledExactlyOnceWith(RESIZED);
    expect(screen.getByLabelText('Saving…')).toBe(upload);
    expect(upload.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Remove' }).getAttribute('aria-disabled')).toBe('true');
    // Still focusable, so focus stays where it was.
    expect(document.activeElement).toBe(upload);
    expect(preview().getAttribute('src')).toBe(RESIZED.dataUrl);
    // A second choice waits for the first.
    await user.upload(upload, picture());
    expect(save).toHaveBeenCalledTimes(1);

    held.finish({ ok: true, preview: '/api/profile/photo?v=1' });
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.photoSaved);
    expect(preview().getAttribute('src')).toBe('/api/profile/photo?v=1');
    expect(screen.getByLabelText('Change photo')).toBe(upload);
    expect(upload.getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement).toBe(upload);
  });

  it('removes the photo at once and moves focus to where the next one is chosen', async () => {
    const { save, user } = renderPicker('data:image/jpeg;base64,/9j/4AAQ', async () => ({ ok: true, preview: null }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(save).toHaveBeenCalledExactlyOnceWith(null);
    expect((await screen.findByRole('status')).textContent).toBe(PROFILE_MESSAGES.photoRemoved);
    expect(preview().getAttribute('alt')).toBe('Default profile picture');
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Upload photo'));
  });

  it('puts the old photo back and says why when the save fails', async () => {
    const { user } = renderPicker('/api/profile/photo?v=1', async () => ({ ok: false, message: PHOTO_SAVE_FAILED }));
    await user.upload(screen.getByLabelText('Change photo'), picture());
    expect((await screen.findByRole('alert')).textContent).toBe(PHOTO_SAVE_FAILED);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(preview().getAttribute('src')).toBe('/api/profile/photo?v=1');
    const upload = screen.getByLabelText('Change photo');
    expect(upload.getAttribute('aria-invalid')).toBeNull();
    expect(upload.getAttribute('aria-describedby')).toContain('profile-photo-error');
  });

  it('turns away a file that is not an image without saving anything', async () => {
    const { save } = renderPicker(null, async () => ({ ok: true, preview: null }));
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    // Reading the file is asynchronous: on a busy machine it can take more than findBy's default second.
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      PROFILE_MESSAGES.photoNotImage,
    );
    expect(screen.getByLabelText('Upload photo').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
  }, 15_000);
});
