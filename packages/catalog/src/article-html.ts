import { escapeMarkup } from './escape-markup';
import type { ArticleSection } from './article-source';

/** A section's body as HTML: its paragraphs, then its list. The heading is the section's title. */
export function articleSectionHtml(section: ArticleSection): string {
  const paragraphs = section.paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('');
  const list = section.list ? `<ul>${section.list.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>` : '';
  return paragraphs + list;
}

/** The whole article body as HTML, each section under its own heading. */
export function articleHtml(sections: readonly ArticleSection[]): string {
  return sections.map((section) => `<h2>${escapeMarkup(section.heading)}</h2>${articleSectionHtml(section)}`).join('');
}
