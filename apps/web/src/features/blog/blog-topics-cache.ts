import { z } from 'zod';
import { BLOG_CACHE_MS, HealthTopicItemSchema, type HealthTopicItem } from '@thrive/contract';

/** The blog list is cached on the device for 24 hours (docs/product.md, "What stays in this browser"). */
export const BLOG_CACHE_KEY = 'thriveBlogTopics';

const CachedTopicsSchema = z.object({ savedAt: z.number(), items: z.array(HealthTopicItemSchema) });

/** The cached list and when it was cached, if it is readable and younger than a day. */
export function readCachedTopics(now = Date.now()): { items: HealthTopicItem[]; savedAt: number } | undefined {
  try {
    const parsed = CachedTopicsSchema.safeParse(JSON.parse(localStorage.getItem(BLOG_CACHE_KEY) ?? 'null'));
    if (!parsed.success) return undefined;
    const age = now - parsed.data.savedAt;
    return age >= 0 && age < BLOG_CACHE_MS ? parsed.data : undefined;
  } catch {
    // Unreadable or storage disabled: as if nothing were cached.
    return undefined;
  }
}

export function writeCachedTopics(items: readonly HealthTopicItem[], now = Date.now()): void {
  try {
    localStorage.setItem(BLOG_CACHE_KEY, JSON.stringify({ savedAt: now, items }));
  } catch {
    // Storage full or disabled: the list is simply fetched again next time.
  }
}
