import type { BlogCategory } from '@thrive/contract';
import { escapeMarkup } from './escape-markup';
import { placeGlyphs, type GlyphSpot } from './glyphs';

/** A soft backdrop per category, so a list of cards reads at a glance. */
const PALETTES: Record<BlogCategory, { light: string; deep: string; accent: string }> = {
  Cancer: { light: '#f3ecfb', deep: '#dccbf2', accent: '#b99be6' },
  Pregnancy: { light: '#fff6d6', deep: '#f7e39c', accent: '#efc94c' },
  'Heart Health': { light: '#fdeaea', deep: '#f6c4c4', accent: '#e58f8f' },
  Health: { light: '#e3f3ea', deep: '#bfe5cf', accent: '#86cba4' },
};

/** Glyphs that stand for a category, for topics that bring no picture of their own we may show. */
export const CATEGORY_GLYPHS: Record<BlogCategory, readonly string[]> = {
  Cancer: ['reminder-ribbon', 'microscope', 'stethoscope'],
  Pregnancy: ['pregnant-woman', 'baby-bottle', 'green-heart'],
  'Heart Health': ['anatomical-heart', 'stethoscope', 'running-shoe'],
  Health: ['green-apple', 'droplet', 'potted-plant'],
};

/** Where the main glyph and up to three companions sit on the 800 × 450 picture. */
const LAYOUT: readonly GlyphSpot[] = [
  [290, 95, 220],
  [110, 70, 130],
  [560, 80, 124],
  [540, 268, 112],
];

/** An article's illustration: its glyphs on its category's backdrop, as an SVG document (800 × 450). */
export function composeArticleImage(glyphs: readonly string[], category: BlogCategory, title: string): string {
  const { light, deep, accent } = PALETTES[category];
  const placed = placeGlyphs(glyphs, LAYOUT);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${escapeMarkup(title)}">` +
    `<defs><radialGradient id="bg" cx="25%" cy="15%" r="95%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>` +
    `<rect width="800" height="450" fill="url(#bg)"/>` +
    `<circle cx="400" cy="215" r="170" fill="#ffffff" opacity="0.55"/>` +
    `<circle cx="118" cy="372" r="46" fill="${accent}" opacity="0.35"/>` +
    `<circle cx="700" cy="64" r="28" fill="${accent}" opacity="0.35"/>` +
    `<circle cx="668" cy="392" r="14" fill="${accent}" opacity="0.5"/>` +
    placed +
    `</svg>`
  );
}
