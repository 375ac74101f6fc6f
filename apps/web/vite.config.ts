import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * Small modules nearly every page imports besides the entry: the device's stored keys, the run-once helper and the
 * contract's route helpers. Left to themselves they became a file of 0.1–1.8 KB each; on the dashboard, nine more module requests than
 * before the one route table cost about 100 ms of main-thread time at 4× CPU slowdown. Together they are one file.
 */
const SHELL_MODULES = [
  'src/lib/device-keys.ts',
  'src/lib/once.ts',
  'contract/src/version.ts',
  'contract/src/params.ts',
  'contract/src/routes/define-route.ts',
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // Brotli and gzip copies beside each file, made once here: the server sends them as they are instead of
    // compressing the same chunk again for every request. The prerender build is for the build alone.
    !isSsrBuild &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg|json|txt)$/,
        threshold: 1024,
      }),
  ],
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? // `vite build --ssr src/prerender.tsx`: what scripts/prerender.mjs prerenders the pages with.
      {
        outDir: 'dist-prerender',
        emptyOutDir: true,
        sourcemap: false,
        // The routes load the query client lazily for the browser's sake; rendering on the server imports it at
        // once, and chunks do not matter there.
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        // The server serves dist/; hashed files land in dist/assets and are cached forever. The manifest
        // tells the prerender which files each page needs.
        outDir: 'dist',
        assetsDir: 'assets',
        // No source maps: production would serve our sources with them, and nothing here reads them.
        sourcemap: false,
        manifest: true,
        // No <link rel="modulepreload"> per lazy chunk: measured on a phone profile, adding them while the
        // first page loads cost more main-thread time than the round trip they save (decision 0020).
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Fewer, larger files: on a phone each request costs a round trip.
              groups: [
                // Everything else the first load needs, in one file beside the entry.
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !/[\\/](index\.html|main\.tsx)$/.test(id),
                  priority: 3,
                },
                // The query library with our one client and its provider, once, for the pages that read or send
                // data (decision 0024).
                {
                  name: 'query',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/](lib[\\/]query-client\.ts|app[\\/]data-layout\.tsx)$/,
                  priority: 2,
                },
                // The small modules above, once. Below the schema library's priority, so that it stays in its file.
                {
                  name: 'shell',
                  test: (id) => SHELL_MODULES.some((module) => id.endsWith(module)),
                  priority: 0,
                },
                // The icons the pages use, once, rather than a file of 300 bytes for each.
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 2 },
                // The form library, its zod resolver and our helpers, once, for the screens with forms and the footer's
                // newsletter form, which loads once the app has taken the page over (decision 0027). The resolver
                // imports the form library, so it goes here: in the schema library's file it would make every page
                // that reads a response load the form library too.
                {
                  name: 'forms',
                  test: /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]src[\\/]lib[\\/]forms\.ts$/,
                  priority: 2,
                },
                // The schema library, once, for every page that reads a response.
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
}));
