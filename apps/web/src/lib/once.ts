/**
 * A value made on first use and cached. For Intl formatters: making one loads locale data, a cost a page should
 * pay only when it formats, not when a module that can format is loaded.
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
