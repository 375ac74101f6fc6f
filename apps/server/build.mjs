// Bundles the server with the workspace packages it uses (they ship TypeScript sources)
// into dist/server.js; every npm package stays external and is loaded from node_modules.
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
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
