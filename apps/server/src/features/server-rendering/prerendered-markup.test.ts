import { describe, expect, it } from 'vitest';
import { DEHYDRATED_STATE_ID } from '@thrive/contract/pages';
import { withPrerenderedMarkup } from './prerendered-markup';

const TEMPLATE =
  '<html><head><style>p{}</style></head><body>' +
  '<div id="root" data-prerendered><!--prerendered--><p>Loading…</p><!--/prerendered--></div>' +
  '<noscript>JS</noscript></body></html>';

describe('a page prerendered with its data', () => {
  it('replaces the markup prerendered at build time and carries the responses it was rendered with', () => {
    const page = withPrerenderedMarkup(TEMPLATE, { html: '<h1>Salmon</h1>', data: '{"queries":[]}' });
    expect(page).toBe(
      '<html><head><style>p{}</style></head><body>' +
        '<div id="root" data-prerendered><!--prerendered--><h1>Salmon</h1><!--/prerendered--></div>' +
        `<script type="application/json" id="${DEHYDRATED_STATE_ID}">{"queries":[]}</script>` +
        '<noscript>JS</noscript></body></html>',
    );
  });

  it('moves the pictures React asks for first into the head', () => {
    const preload = '<link rel="preload" as="image" href="/images/recipes/1001.svg" fetchPriority="high"/>';
    const page = withPrerenderedMarkup(TEMPLATE, {
      html: `${preload}<img src="/images/recipes/1001.svg">`,
      data: '{}',
    });
    expect(page).toContain(`<style>p{}</style>${preload}</head>`);
    expect(page).toContain('<!--prerendered--><img src="/images/recipes/1001.svg"><!--/prerendered-->');
  });

  it('cannot be made to close its data element by what the data says', () => {
    const data = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const page = withPrerenderedMarkup(TEMPLATE, { html: '', data });
    const script = page.slice(page.indexOf(`id="${DEHYDRATED_STATE_ID}">`));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    const json = script.slice(script.indexOf('>') + 1, script.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it('refuses a template without the markers it replaces between', () => {
    expect(() => withPrerenderedMarkup('<div id="root"></div>', { html: '', data: '{}' })).toThrow(/markers/);
  });
});
