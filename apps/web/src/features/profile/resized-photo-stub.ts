import type * as ResizePhoto from './resize-photo';
import type { ResizedPhoto } from './resize-photo';

/** What a chosen image comes back as in the tests: happy-dom draws no pixels, so a small JPEG. */
export const RESIZED = {
  dataUrl: 'data:image/jpeg;base64,/9j/4AAQ',
  photo: { type: 'image/jpeg', data: '/9j/4AAQ' },
} satisfies ResizedPhoto;

/** `resize-photo` as it is but for `resizePhoto`, which gives RESIZED: a factory for `vi.mock`. */
export async function withResizedPhotoStub(importOriginal: () => Promise<typeof ResizePhoto>) {
  return { ...(await importOriginal()), resizePhoto: async () => RESIZED };
}
