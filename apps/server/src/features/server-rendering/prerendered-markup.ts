import { DEHYDRATED_STATE_ID, PRERENDERED_MARKUP } from '@thrive/contract/pages';
import type { PrerenderedMarkup } from './render-worker';

/** The preloads React leads a prerendered page's markup with (its pictures requested first). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The template with the prerendered markup in its container, followed by the data it was rendered with. The markup's
 * preloads move to the head, where the browser finds them before anything in the body.
 */
export function withPrerenderedMarkup(template: string, rendered: PrerenderedMarkup): string {
  const { start, end } = PRERENDERED_MARKUP;
  const from = template.indexOf(start);
  const to = template.indexOf(`${end}</div>`);
  if (from < 0 || to < 0) throw new Error('The prerendered page has no markers around its markup');
  const preloads = LEADING_PRELOADS.exec(rendered.html)?.[0] ?? '';
  const markup = rendered.html.slice(preloads.length);
  // `<` is written as an escape, so the data cannot close its script element.
  const data = rendered.data.replaceAll('<', '\\u003c');
  const head = template.slice(0, from).replace('</head>', () => `${preloads}</head>`);
  return (
    head +
    `${start}${markup}${end}</div><script type="application/json" id="${DEHYDRATED_STATE_ID}">${data}</script>` +
    template.slice(to + `${end}</div>`.length)
  );
}
