/**
 * Listeners for a value stored in localStorage: other tabs announce changes through the `storage` event,
 * this page through `notify`. Fits useSyncExternalStore's `subscribe`.
 */
export function storageSubscription() {
  const listeners = new Set<() => void>();
  return {
    subscribe(onChange: () => void): () => void {
      listeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        listeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
