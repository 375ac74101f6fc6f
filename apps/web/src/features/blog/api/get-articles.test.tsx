import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { articlesQueryOptions, useArticles } from './get-articles';

function ArticleCount() {
  const { data, error } = useArticles();
  return <p>{error ? error.message : `${data?.length ?? 'no'} articles`}</p>;
}

describe('the blog list query', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an error its loader already met on the page that mounts after it, without asking again', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ error: { code: 'server_error', message: 'Down' } }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    // The route's loader: its request failed before the page mounted.
    await client.prefetchQuery({ ...articlesQueryOptions(), persister: undefined });
    expect(fetch).toHaveBeenCalledTimes(1);

    render(
      <QueryClientProvider client={client}>
        <ArticleCount />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Down/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
