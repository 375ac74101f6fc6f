import { BLOG_SUGGESTION_LIMIT, type HealthTopicItem } from '@thrive/contract';

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * Up to five topics every word of whose query starts a word of the topic, titles first: "heart pres"
 * finds "Understanding your blood pressure" only if "heart" is in it too.
 */
export function suggestTopics(topics: readonly HealthTopicItem[], query: string): HealthTopicItem[] {
  const terms = words(query);
  if (terms.length === 0) return [];
  const matches = (text: string) => {
    const own = words(text);
    return terms.every((term) => own.some((word) => word.startsWith(term)));
  };
  const inTitle = topics.filter((topic) => matches(topic.Title));
  const elsewhere = topics.filter(
    (topic) =>
      !inTitle.includes(topic) &&
      matches([topic.Title, topic.Subtitle, topic.Summary, topic.Category].filter(Boolean).join(' ')),
  );
  return [...inTitle, ...elsewhere].slice(0, BLOG_SUGGESTION_LIMIT);
}
