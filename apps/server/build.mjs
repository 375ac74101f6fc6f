// Bundles the server with the workspace packages it uses (they ship TypeScript sources) into dist/server.js, and the
// worker threads of the meal planner and of prerendering pages beside it; every npm package stays external and is
// loaded from node_modules.
import { build } from 'esbuild';

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@thrive/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'plan-worker': 'src/features/ai-meal-plan/plan-worker.ts',
    'render-worker': 'src/features/server-rendering/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
