import glyphsJson from '../content/glyphs.json';

interface Glyph {
  body: string;
  width: number;
  height: number;
}

/** The Fluent Emoji Flat glyphs (MIT, © Microsoft) our pictures use, copied by scripts/build-glyphs.ts. */
export const GLYPHS = glyphsJson as Record<string, Glyph>;

/** A glyph as a nested SVG at (x, y); its ids are prefixed per place, so two glyphs' gradients never collide. */
export function placeGlyph(name: string, index: number, x: number, y: number, size: number): string {
  const glyph = GLYPHS[name];
  if (!glyph) return '';
  const prefix = `g${index}-`;
  const body = glyph.body.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${glyph.width} ${glyph.height}">${body}</svg>`;
}

/** Where a glyph sits on a picture: its top left corner and its size. */
export type GlyphSpot = readonly [x: number, y: number, size: number];

/** Glyphs on a picture, the first on the first spot; glyphs beyond the spots are left out. */
export function placeGlyphs(names: readonly string[], spots: readonly GlyphSpot[]): string {
  return names
    .slice(0, spots.length)
    .map((name, index) => {
      const [x, y, size] = spots[index]!;
      return placeGlyph(name, index, x, y, size);
    })
    .join('');
}
