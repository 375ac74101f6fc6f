// Prerenders every page's first screen into its own HTML file, after `vite build` and `vite build --ssr`:
//   dist/pages/<name>.html   index.html with the page's markup in #root (between markers, where the server
//                            renders the pages of PAGES_PRERENDERED_WITH_DATA again with their data) and its styles
//                            inline, so the page shows as soon as the HTML arrives, before any script or
//                            stylesheet
//   dist/assets/bootstrap-*.js  what a prerendered page loads as its bootstrap script: it starts the app (Vite's entry)
//                            once the page has been painted
//   dist/pages.json          the JS and CSS every first load takes (the bootstrap script's and the entry's), the CSS a
//                            page rendered for a signed-in visitor adds, and for each route path its file and the JS
//                            and CSS its page adds
// The server responds to a page's path with its file (see apps/server/src/plugins/web-app.ts). The page's own
// chunks are not preloaded: measured, they held the first paint back by taking the bandwidth it needed, and
// the entry asks for them as soon as it runs (decision 0020).
import { createHash } from 'node:crypto';
import { readFile, writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { renderPage, PAGE_PATHS, PRERENDERED_MARKUP } = await import(
  pathToFileURL(path.join(root, 'dist-prerender/prerender.js')).href
);

const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = await readFile(path.join(dist, 'index.html'), 'utf8');

/** A manifest entry's own file, the files it imports (not those it loads lazily) and their stylesheets. */
function filesOf(key, seen = new Set()) {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  const imported = (chunk.imports ?? []).map((next) => filesOf(next, seen));
  return {
    js: [chunk.file, ...imported.flatMap((files) => files.js)],
    css: [...(chunk.css ?? []), ...imported.flatMap((files) => files.css)],
  };
}

const entryScript = manifest['index.html'].file;
// The app's code runs once the browser has painted the prerendered page (a frame, or a tenth of a second in a
// tab that paints no frames): evaluating it first would hold that paint back. Its files download meanwhile, as
// preloads at low priority: the pictures in view come first.
const bootstrap = `const go=()=>import('/${entryScript}');requestAnimationFrame(()=>setTimeout(go));setTimeout(go,100);\n`;
const bootstrapFile = `assets/bootstrap-${createHash('sha256').update(bootstrap).digest('hex').slice(0, 8)}.js`;
await writeFile(path.join(dist, bootstrapFile), bootstrap);
const entry = filesOf('index.html');
entry.js.unshift(bootstrapFile);
const inEntry = new Set([...entry.js, ...entry.css]);
const entryPreloads = entry.js
  .filter((file) => file !== bootstrapFile)
  .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
  .join('');

/**
 * What a page rendered for a signed-in visitor draws that a visitor's does not (the account menu, the email
 * reminder): the server inlines their styles into such a page, which the build's page for everyone lacks.
 */
const SIGNED_IN_MODULES = [
  'src/app/layout/account-controls.tsx',
  'src/app/layout/account-menu.tsx',
  'src/app/layout/email-verification-banner.tsx',
];
const signedIn = {
  css: [...new Set(SIGNED_IN_MODULES.flatMap((module) => filesOf(module).css))].filter((file) => !inEntry.has(file)),
};

/** Marks the container until the app takes the page over (see src/main.tsx). */
const PRERENDERED = 'data-prerendered';

/** `/recipe/:id` → `recipe-id`; `/` → `home`. */
const fileName = (route) => route.replace(/^\/$/, '/home').slice(1).replace(/[/:]+/g, '-');

await rm(path.join(dist, 'pages'), { recursive: true, force: true });
await mkdir(path.join(dist, 'pages'));
const pages = [];
// The not-found page stands for every path the router has no page for.
for (const route of [...PAGE_PATHS, '*']) {
  // A path parameter becomes 0: the page shows its loading state, which does not name the parameter.
  const url = new URL(route === '*' ? '/404' : route.replace(/:\w+/g, '0'), 'http://localhost');
  const { html, modules } = await renderPage(url.href);
  const own = modules.map((module) => filesOf(module));
  const js = [...new Set(own.flatMap((files) => files.js))].filter((file) => !inEntry.has(file));
  const css = [...new Set(own.flatMap((files) => files.css))].filter((file) => !inEntry.has(file));
  // The page's stylesheets are inline, so its code, once loaded, must not fetch and apply them again (a second
  // style pass over the whole page): a disabled link is not fetched, yet tells Vite's loader the sheet is here.
  const markers = [...entry.css, ...css].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('');
  const styles = await Promise.all([...entry.css, ...css].map((file) => readFile(path.join(dist, file), 'utf8')));
  const document = template
    .replace(
      `<script type="module" crossorigin src="/${entryScript}"></script>`,
      () => `<script type="module" fetchpriority="low" src="/${bootstrapFile}"></script>`,
    )
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', `  ${entryPreloads}\n    <style>${styles.join('\n')}</style>\n    ${markers}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED}>${PRERENDERED_MARKUP.start}${html}${PRERENDERED_MARKUP.end}</div>`,
    );
  if (document === template) throw new Error('index.html has no <div id="root"></div> to fill');
  const file = `pages/${route === '*' ? 'not-found' : fileName(route)}.html`;
  const bytes = Buffer.from(document);
  await writeFile(path.join(dist, file), bytes);
  await writeFile(path.join(dist, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  await writeFile(
    path.join(dist, `${file}.br`),
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  pages.push({ route, file, js, css });
}
await writeFile(path.join(dist, 'pages.json'), `${JSON.stringify({ entry, signedIn, pages }, null, 2)}\n`);
console.log(`prerendered ${pages.length} pages`);
