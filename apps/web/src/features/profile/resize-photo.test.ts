import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROFILE_MESSAGES } from '@thrive/contract';
import { MAX_PHOTO_SIDE, base64ByteLength, dataUrlToPhoto, fitWithin, isImageFile, resizePhoto } from './resize-photo';

describe('fitWithin', () => {
  it('scales the longer side down to 512 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(600, 400)).toEqual({ width: 512, height: 341 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(2048, 2048)).toEqual({ width: 512, height: 512 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(200, 120)).toEqual({ width: 200, height: 120 });
    expect(fitWithin(512, 100)).toEqual({ width: 512, height: 100 });
  });

  it('keeps a sliver at least one pixel wide', () => {
    expect(fitWithin(10_000, 3)).toEqual({ width: 512, height: 1 });
  });

  it('refuses a size no image has', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });

  it('holds for every size: within the bound, never larger, proportions within a pixel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const fitted = fitWithin(width, height);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(MAX_PHOTO_SIDE);
        expect(fitted.width).toBeLessThanOrEqual(width);
        expect(fitted.height).toBeLessThanOrEqual(height);
        expect(Math.min(fitted.width, fitted.height)).toBeGreaterThanOrEqual(1);
        if (Math.max(width, height) > MAX_PHOTO_SIDE)
          expect(Math.max(fitted.width, fitted.height)).toBe(MAX_PHOTO_SIDE);
        const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(width, height));
        expect(Math.abs(width * scale - fitted.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(height * scale - fitted.height)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('base64ByteLength', () => {
  it('counts the decoded bytes, padding included', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'abcd', 'hello world!']) {
      expect(base64ByteLength(btoa(text))).toBe(text.length);
    }
  });
});

describe('dataUrlToPhoto', () => {
  it('splits an image data URL into type and base64', () => {
    expect(dataUrlToPhoto('data:image/jpeg;base64,/9j/4AAQ')).toEqual({ type: 'image/jpeg', data: '/9j/4AAQ' });
    expect(dataUrlToPhoto('data:image/png;base64,iVBORw0KGgo=')).toEqual({ type: 'image/png', data: 'iVBORw0KGgo=' });
  });

  it('refuses types the server does not keep and URLs that are not base64 data', () => {
    expect(dataUrlToPhoto('data:image/gif;base64,R0lGOD')).toBeNull();
    expect(dataUrlToPhoto('data:image/png,rawtext')).toBeNull();
    expect(dataUrlToPhoto('/api/profile/photo?v=1')).toBeNull();
  });
});

describe('isImageFile / resizePhoto', () => {
  it('tells images from other files by their type', () => {
    expect(isImageFile(new File(['x'], 'me.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'cv.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'notes', { type: '' }))).toBe(false);
  });

  it('turns a file that is not an image away with the message the visitor sees', async () => {
    await expect(resizePhoto(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      PROFILE_MESSAGES.photoNotImage,
    );
  });
});
