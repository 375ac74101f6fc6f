/**
 * Copies the Fluent Emoji Flat glyphs (MIT, © Microsoft) that ingredients and articles use from
 * @iconify-json/fluent-emoji-flat into content/glyphs.json, so the app ships only those.
 * Run after build-ingredients, and after adding an article: `npm run build:glyphs -w @thrive/catalog`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { INGREDIENTS } from '../src/ingredients';
import { FALLBACK_GLYPH } from '../src/recipe-image';
import { CATEGORY_GLYPHS } from '../src/article-image';
import { loadArticleSources } from '../src/articles';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const iconSet = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
) as IconSet;

const names = [
  ...new Set([
    FALLBACK_GLYPH,
    ...INGREDIENTS.flatMap((ingredient) => (ingredient.icon ? [ingredient.icon] : [])),
    ...Object.values(CATEGORY_GLYPHS).flat(),
    ...loadArticleSources().flatMap((article) => article.illustration.glyphs),
  ]),
].sort();
const glyphs = Object.fromEntries(
  names.map((name) => {
    const icon = iconSet.icons[name];
    if (!icon) throw new Error(`Fluent Emoji Flat has no glyph "${name}"`);
    return [
      name,
      { body: icon.body, width: icon.width ?? iconSet.width ?? 32, height: icon.height ?? iconSet.height ?? 32 },
    ];
  }),
);

const output = path.join(import.meta.dirname, '../content/glyphs.json');
writeFileSync(output, JSON.stringify(glyphs) + '\n');
console.log(`wrote ${names.length} glyphs to ${path.relative(process.cwd(), output)}`);
