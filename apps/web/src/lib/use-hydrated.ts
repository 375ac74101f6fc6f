import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is rendered on the server and while the browser hydrates it, true from then on: for what must
 * match the server's HTML first and can only work in the browser (code that loads on demand).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
