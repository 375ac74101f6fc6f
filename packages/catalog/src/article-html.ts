import type { ArticleSection } from './article-source';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A section's body as HTML: its paragraphs, then its list. The heading is the section's title. */
export function articleSectionHtml(section: ArticleSection): string {
  const paragraphs = section.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const list = section.list ? `<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return paragraphs + list;
}

/** The whole article body as HTML, each section under its own heading. */
export function articleHtml(sections: readonly ArticleSection[]): string {
  return sections.map((section) => `<h2>${escapeHtml(section.heading)}</h2>${articleSectionHtml(section)}`).join('');
}
