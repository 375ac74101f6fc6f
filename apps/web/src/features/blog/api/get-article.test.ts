import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@thrive/contract';
import { getArticle } from './get-article';

const article: Article = {
  id: 'salt-and-your-heart',
  title: 'Salt and your heart',
  sections: [{ title: 'The basics', html: '<p>Less salt.</p>' }],
  related: [],
  sources: [],
};

/** Responds to every request with `status` and `body`, noting the addresses asked for. */
function respond(status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

describe('one article of the blog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is asked for at its own address and read in the domain’s shape', async () => {
    const asked = respond(200, article);
    expect(await getArticle('salt-and-your-heart')).toEqual(article);
    expect(asked).toEqual(['/api/blog/articles/salt-and-your-heart']);
  });

  it('is null when the server has no such article, so the page says "Article not found"', async () => {
    respond(404, { error: { code: 'not_found', message: 'There is no article with this id.' } });
    expect(await getArticle('no-such-article')).toBeNull();
  });

  it('fails on any other error, for the page to offer Retry', async () => {
    respond(503, { error: { code: 'service_unavailable', message: 'Please try again later.' } });
    await expect(getArticle('25')).rejects.toMatchObject({ status: 503, message: 'Please try again later.' });
  });
});
