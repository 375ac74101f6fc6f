import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A file under the package's content folder, found through the package itself so it resolves from the
 * sources and from the server bundle alike.
 */
export function catalogContentPath(...segments: string[]): string {
  const root = path.dirname(createRequire(import.meta.url).resolve('@thrive/catalog/package.json'));
  return path.join(root, 'content', ...segments);
}
