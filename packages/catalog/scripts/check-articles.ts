/**
 * Checks article files against the rules the catalog test enforces, listing every problem at once:
 *   tsx scripts/check-articles.ts content/articles/a.json content/articles/b.json …
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ArticleSourceSchema, articleWords } from '../src/article-source';

const icons = (
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  ) as { icons: Record<string, unknown> }
).icons;

const problems: string[] = [];
for (const file of process.argv.slice(2)) {
  const name = path.basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: not JSON (${(error as Error).message})`);
    continue;
  }
  const parsed = ArticleSourceSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${name}: ${issue.path.join('.')} ${issue.message}`);
    continue;
  }
  const article = parsed.data;
  if (`${article.id}.json` !== name) problems.push(`${name}: id "${article.id}" must match the file name`);
  const words = articleWords(article);
  if (words < 500 || words > 1400) problems.push(`${name}: ${words} words (500 to 1400 wanted)`);
  for (const glyph of article.illustration.glyphs) {
    if (!(glyph in icons)) problems.push(`${name}: no Fluent Emoji Flat glyph "${glyph}"`);
  }
  if (article.date > '2026-11-22' || article.lastReviewed > '2026-11-22')
    problems.push(`${name}: a date in the future`);
}
console.log(problems.length ? problems.join('\n') : `${process.argv.length - 2} articles, no problems`);
process.exitCode = problems.length ? 1 : 0;
