import type { ArticleSection } from '@thrive/contract';
import { escapeMarkup } from './escape-markup';
import type { ArticleSourceSection } from './article-source';

/** A written section's body as HTML: its paragraphs, then its list. The heading is the section's title. */
export function articleSectionHtml(section: ArticleSourceSection): string {
  const paragraphs = section.paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('');
  const list = section.list ? `<ul>${section.list.map((item) => `<li>${escapeMarkup(item)}</li>`).join('')}</ul>` : '';
  return paragraphs + list;
}

/** The whole article body as HTML, each section under its own heading. */
export function articleHtml(sections: readonly Pick<ArticleSection, 'title' | 'html'>[]): string {
  return sections.map((section) => `<h2>${escapeMarkup(section.title)}</h2>${section.html}`).join('');
}
