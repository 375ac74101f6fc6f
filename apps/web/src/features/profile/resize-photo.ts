import { MAX_PHOTO_BYTES, PHOTO_TYPES, PROFILE_MESSAGES, type ProfilePhoto } from '@thrive/contract';

/** A profile picture is shown at most ~150 px wide; 512 px keeps it sharp on dense screens. */
export const MAX_PHOTO_SIDE = 512;

/** JPEG qualities tried in turn until the photo fits MAX_PHOTO_BYTES. */
export const JPEG_QUALITIES = [0.85, 0.7, 0.55, 0.4] as const;

export const PHOTO_TOO_LARGE = 'The photo must be at most 1 MB.';

/** A photo the browser could not turn into an upload; its message is meant for the visitor. */
export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoError';
  }
}

export interface ResizedPhoto {
  /** For the preview, and what an anonymous visitor's profile stores on the device. */
  dataUrl: string;
  /** What PUT /api/profile takes. */
  photo: ProfilePhoto;
}

/** Judged by the type the browser reports, so a PDF renamed to .jpg is still turned away here or on decode. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** The size to draw at: the longer side at most `maxSide`, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, maxSide = MAX_PHOTO_SIDE): { width: number; height: number } {
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) {
    throw new RangeError(`Cannot fit an image of ${width}×${height}.`);
  }
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.min(maxSide, Math.max(1, Math.round(width * scale))),
    height: Math.min(maxSide, Math.max(1, Math.round(height * scale))),
  };
}

/** How many bytes a base64 string decodes to. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Splits a `data:image/…;base64,` URL into the API's photo shape; null for any other URL or type. */
export function dataUrlToPhoto(dataUrl: string): ProfilePhoto | null {
  const match = /^data:([^;,]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  const type = PHOTO_TYPES.find((known) => known === match?.[1]);
  return match?.[2] && type ? { type, data: match[2] } : null;
}

async function decode(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return image;
  } catch {
    throw new PhotoError(PROFILE_MESSAGES.photoNotImage);
  } finally {
    // A decoded image stays drawable after its object URL is released.
    URL.revokeObjectURL(url);
  }
}

/**
 * Shrinks a chosen picture in the browser, so a 12-megapixel phone photo uploads as a ~50 KB JPEG.
 * Throws PhotoError when the file is not an image the browser can read.
 */
export async function resizePhoto(file: Blob): Promise<ResizedPhoto> {
  if (!isImageFile(file)) throw new PhotoError(PROFILE_MESSAGES.photoNotImage);
  const image = await decode(file);
  if (!image.naturalWidth || !image.naturalHeight) throw new PhotoError(PROFILE_MESSAGES.photoNotImage);
  const size = fitWithin(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError(PROFILE_MESSAGES.photoNotImage);
  // JPEG has no transparency: a see-through PNG would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);

  for (const quality of JPEG_QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    const photo = dataUrlToPhoto(dataUrl);
    if (photo && base64ByteLength(photo.data) <= MAX_PHOTO_BYTES) return { dataUrl, photo };
  }
  throw new PhotoError(PHOTO_TOO_LARGE);
}
