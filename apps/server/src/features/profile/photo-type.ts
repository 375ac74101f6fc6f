import { PHOTO_TYPES, type ProfilePhoto } from '@thrive/contract';

/** The first bytes each accepted image type starts with, so a file of another kind is never stored. */
const SIGNATURES: Record<ProfilePhoto['type'], (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Which accepted image type these bytes are, by their content rather than any name or header. */
export function photoTypeOf(bytes: Buffer): ProfilePhoto['type'] | undefined {
  return PHOTO_TYPES.find((type) => SIGNATURES[type](bytes));
}
