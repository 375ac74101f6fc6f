import { DRAWN_DATA_ID, DRAWN_MARKUP } from '@thrive/contract/pages';
import type { DrawnMarkup } from './page-draw-worker';

/** The preloads React leads a drawn page's markup with (its pictures asked for first). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The template with the drawn markup in its container, followed by the data it was drawn with. The markup's
 * preloads move to the head, where the browser finds them before anything in the body.
 */
export function withDrawnMarkup(template: string, drawn: DrawnMarkup): string {
  const { start, end } = DRAWN_MARKUP;
  const from = template.indexOf(start);
  const to = template.indexOf(`${end}</div>`);
  if (from < 0 || to < 0) throw new Error('The drawn page has no markers around its markup');
  const preloads = LEADING_PRELOADS.exec(drawn.html)?.[0] ?? '';
  const markup = drawn.html.slice(preloads.length);
  // `<` is written as an escape, so the data cannot close its script element.
  const data = drawn.data.replaceAll('<', '\\u003c');
  const head = template.slice(0, from).replace('</head>', () => `${preloads}</head>`);
  return (
    head +
    `${start}${markup}${end}</div><script type="application/json" id="${DRAWN_DATA_ID}">${data}</script>` +
    template.slice(to + `${end}</div>`.length)
  );
}
