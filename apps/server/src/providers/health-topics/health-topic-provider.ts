import type { HealthTopicItem, HealthTopicResource } from '@thrive/contract';

/**
 * Where health topics come from: our own articles, or MyHealthfinder when HEALTHFINDER_API_URL is set.
 * Both respond in the service's shapes (with our extras), so routes and screens do not know which one did.
 */
export interface HealthTopicProvider {
  /** The topics of `itemlist.json`, newest first; the same list object while the topics are unchanged. */
  list(): Promise<readonly HealthTopicItem[]>;
  /** One topic of `topicsearch.json`; undefined when there is no such topic. */
  topic(id: string): Promise<HealthTopicResource | undefined>;
}
