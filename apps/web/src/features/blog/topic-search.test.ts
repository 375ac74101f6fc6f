import { describe, expect, it } from 'vitest';
import type { HealthTopicItem } from '@thrive/contract';
import { suggestTopics } from './topic-search';

const topic = (Id: string, Title: string, Summary = ''): HealthTopicItem => ({
  Type: 'Topic',
  Id,
  Title,
  ParentId: '-1',
  Summary,
  Category: 'Health',
});

const topics = [
  topic('salt', 'Salt and your heart', 'Sodium and blood pressure.'),
  topic('bp', 'Understanding your blood pressure'),
  topic('water', 'How much water do you need?'),
  ...Array.from({ length: 8 }, (_, index) => topic(`heart-${index}`, `Heart habit ${index}`)),
];

describe('suggestTopics', () => {
  it('matches the start of words in any order, titles before summaries, five at most', () => {
    expect(suggestTopics(topics, 'pres blood').map((t) => t.Id)).toEqual(['bp', 'salt']);
    expect(suggestTopics(topics, 'WATER')).toHaveLength(1);
    expect(suggestTopics(topics, 'heart')).toHaveLength(5);
    expect(suggestTopics(topics, 'heart')[0]!.Id).toBe('salt');
  });

  it('suggests nothing for an empty query or one nothing matches', () => {
    expect(suggestTopics(topics, '  ')).toEqual([]);
    expect(suggestTopics(topics, 'eart')).toEqual([]);
  });
});
