import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/**
 * A page the server rendered with its data carries the responses it was rendered with (read through the same
 * schemas there): the app starts its cache from them, so it takes the page over at once and refetches nothing
 * until they go stale.
 */
export function restoreDehydratedState(element: HTMLElement): void {
  hydrate(queryClient, JSON.parse(element.textContent ?? '{}'));
}
