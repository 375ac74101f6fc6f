import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@thrive/contract';
import { suggestArticles } from './article-search';

const article = (id: string, title: string, summary = ''): ArticleSummary => ({
  id,
  title,
  summary,
  category: 'Health',
});

const articles = [
  article('salt', 'Salt and your heart', 'Sodium and blood pressure.'),
  article('bp', 'Understanding your blood pressure'),
  article('water', 'How much water do you need?'),
  ...Array.from({ length: 8 }, (_, index) => article(`heart-${index}`, `Heart habit ${index}`)),
];

describe('suggestArticles', () => {
  it('matches the start of words in any order, titles before summaries, five at most', () => {
    expect(suggestArticles(articles, 'pres blood').map((a) => a.id)).toEqual(['bp', 'salt']);
    expect(suggestArticles(articles, 'WATER')).toHaveLength(1);
    expect(suggestArticles(articles, 'heart')).toHaveLength(5);
    expect(suggestArticles(articles, 'heart')[0]!.id).toBe('salt');
  });

  it('suggests nothing for an empty query or one nothing matches', () => {
    expect(suggestArticles(articles, '  ')).toEqual([]);
    expect(suggestArticles(articles, 'eart')).toEqual([]);
  });
});
