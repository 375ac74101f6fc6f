// The prerender thread's module when the server runs from its TypeScript sources (tests, `npm run dev`): Node
// cannot load .ts files itself, and a worker thread does not inherit the loader its parent was started with.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./render-worker.ts', import.meta.url);
export default worker.default;
