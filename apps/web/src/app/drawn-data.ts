import { hydrate } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

/**
 * A page the server drew with its data carries the answers it was drawn with (read through the same schemas
 * there): the app starts its cache from them, so it takes the page over at once and asks for nothing again
 * until they go stale.
 */
export function startFromDrawnData(element: HTMLElement): void {
  hydrate(queryClient, JSON.parse(element.textContent ?? '{}'));
}
