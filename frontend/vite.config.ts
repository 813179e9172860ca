import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vitest/config';
import linguiConfig from './lingui.config.ts';
import { appLoader } from './scripts/app-loader.ts';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';
import { compileHints } from './scripts/compile-hints.ts';
import { linguiMacros } from './scripts/lingui-macro.ts';
import { picturesInTests } from './scripts/pictures-in-tests.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadFonts } from './scripts/preload-fonts.ts';
import { serviceWorker } from './scripts/service-worker.ts';
import { shopBuildOnly } from './scripts/shop-build-only.ts';
import { spaRoutes } from './scripts/spa-routes.ts';
import { themeVariables } from './scripts/theme-variables.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Unit tests that sign in through the real Firebase SDK, which keeps its apps and users in the page: each of these
 * files gets a page of its own; the others share one.
 */
const firebaseTests = globSync('src/**/*.test.{ts,tsx}', { cwd: fromHere('.') }).filter((file) =>
  readFileSync(fromHere(`./${file}`), 'utf8').includes('createTestFirebaseSession('),
);

const unitTest = {
  environment: 'jsdom' as const,
  setupFiles: [fromHere('./src/test/setup.ts')],
  css: false,
  restoreMocks: true,
  // A file's first sign-in loads the real Firebase SDK into jsdom, and its first screen the route's modules: seconds
  // each on a busy 2-core machine, and a minute with a second build beside it. A guard against a hang, not a measure.
  testTimeout: 120_000,
};

const apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:3000';
// The backend answers the API and serves uploaded and seeded pictures (and their resized copies); the SPA owns every other path.
const backendPaths = ['/api', '/uploads', '/menu-images', '/pictures'];
const proxy = Object.fromEntries(
  backendPaths.map((path) => [path, { target: apiUrl, changeOrigin: true }]),
);

const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
});

/**
 * The framework's code in two chunks of its own, `framework-react-*.js` (React DOM) and `framework-router-*.js`
 * (TanStack's router and query, Lingui), which a server-rendered page's loader evaluates each in a task of its own
 * before the app's entry (src/app-loader.ts): no single task then evaluates all of the page's code. Only the modules a
 * first visit runs: what only later screens use (TanStack Query's mutation observer, say) goes with them.
 */
const FRAMEWORK_CHUNKS = [
  {
    name: 'framework-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]framework\.ts$/,
  },
  {
    name: 'framework-router',
    test: /[\\/]node_modules[\\/](@tanstack[\\/][\w-]+|@lingui[\\/][\w-]+|seroval|seroval-plugins|use-sync-external-store)[\\/]/,
  },
];

/**
 * Everything the app's entry imports, whatever lazy chunk imports it too, in one chunk (the entry's): Rolldown would
 * otherwise cut each module that a lazy chunk shares with the entry into a chunk of its own, and a first visit asked
 * for some 20 files of a few hundred bytes each (`Box`, `Text`, `fetcher`...) beside the entry, each a request and a
 * module for the phone's main thread to set up. They are all loaded at once anyway. Below the framework's chunks.
 */
const FIRST_SCRIPT_CHUNK = { name: 'index', tags: ['$initial' as const] };

/**
 * A picture or a stylesheet is named by its hash alone, as most chunks are (below); a font keeps its name, by which
 * the page preloads the first screen's (scripts/preload-fonts.ts). The server's bundle names the pictures it renders
 * the same way, so that its page asks for the files the browser's build wrote.
 */
const assetFileNames = (asset: { names: string[] }) =>
  asset.names.some((name) => /\.woff2?$/.test(name))
    ? 'assets/[name]-[hash][extname]'
    : 'assets/[hash:7][extname]';

/** The routes a first visit lands on, whose loaders stay in the app's first script. */
const FIRST_VISIT_ROUTES = new Set(['__root__', '/_site', '/_site/', '/_site/menu']);

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // The interface's words: the macros first, while the file is still the one written; catalogues (.po) compiled on import.
    linguiMacros(fromHere('./lingui.config.ts')),
    lingui({ configPath: fromHere('./lingui.config.ts'), failOnCompileError: true }),
    // The router plugin must come before react() so that split route chunks are still JSX it can transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader goes with its screen, except on the pages a first visit lands on (the home page and the
      // menu): their loaders start at once, and the rest of the shop's calls stay out of those pages' scripts.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }: { routeId: string }) =>
          FIRST_VISIT_ROUTES.has(routeId)
            ? undefined
            : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    }),
    // The same routes without the dashboard's, which the storefront's pages run on (src/app/route-trees.ts, ADR 35).
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/storefrontRouteTree.gen.ts'),
      routeFileIgnorePattern: '^dashboard(\\.tsx)?$',
    }),
    react(),
    // The home page's and the menu's own pictures, made in the widths and formats each import asks for.
    imagetools(),
    // The theme's CSS variables as a stylesheet made at build time (src/app/theme-css-variables.ts).
    themeVariables(fromHere('./src/app/theme-css-variables.ts')),
    // The backend answers 404 for a path no route knows, with the same page: search engines see the difference.
    spaRoutes(fromHere('./src/routeTree.gen.ts'), linguiConfig.locales),
    // The weights of the home page's first screen on a phone (body, buttons, headings): found with the HTML rather
    // than after the stylesheet. 500 (the header's links) is not on a phone's first screen there.
    preloadFonts([400, 600, 700]),
    // The service worker, and the loader that starts the app on server-rendered pages, belong to the browser's
    // build, not the server's bundle.
    ...(isSsrBuild
      ? []
      : [
          ...shopBuildOnly(
            [
              appLoader(fromHere('./src/app-loader.ts')),
              ...serviceWorker(fromHere('./dist')),
              // The scripts a first visit runs compiled off the main thread as they stream in (ADR 41).
              compileHints(),
              // Each script and stylesheet also as Brotli and gzip files beside it, made last.
              precompress(/^assets\/.+\.(js|css)$/),
            ],
            fromHere('./dist'),
          ),
        ]),
  ],
  // `@/lib/money` is src/lib/money.ts, wherever the importing file sits (tsconfig.app.json says the same to TypeScript).
  resolve: { alias: [{ find: /^@\//, replacement: fromHere('./src/') }] },
  // The server bundle (`vite build --ssr`) carries its dependencies: the backend loads one file. Only there: under
  // Vitest the same setting would have Vite transform every dependency (React, Mantine, Firebase) for each worker.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // React and the others pick their production code by NODE_ENV when loaded: the server's copy is fixed at build.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : undefined,
  // Found from here even when Storybook builds from the repository root.
  css: { postcss: fromHere('.') },
  // Under vitest no backend runs: a story's stray request should fail fast here, not at a closed port.
  server: { proxy: process.env.VITEST ? undefined : proxy },
  preview: { proxy },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
    // Lets e2e/storefront.budget.ts name the source of each script the browser fetched.
    manifest: true,
    // Every browser the build targets runs the app; those without `<link rel="modulepreload">` (Safari before 17)
    // fetch a lazy chunk's imports once they read it, one round trip later. Vite's polyfill for them would be 0.35 KB
    // of every first visit's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no effect beyond the schema: the forms take the contract's limits from the
      // generated zod files (src/api/generated/zod) without the schemas they leave unused, or zod itself.
      treeshake: { manualPureFunctions: ['zod'] },
      // The server bundle is one file: a new build's bundle can then be imported beside the old one under an
      // address of its own, with nothing in it importing the old build's code back by a shared address.
      output: isSsrBuild
        ? { codeSplitting: false, assetFileNames }
        : {
            codeSplitting: {
              groups: [
                ...FRAMEWORK_CHUNKS.map((group) => ({
                  ...group,
                  tags: ['$initial' as const],
                  priority: 2,
                })),
                { ...FIRST_SCRIPT_CHUNK, priority: 1 },
              ],
            },
            // The entry lists every lazy chunk and stylesheet (some 190) by its file name for its preloads, and the
            // first screens' pictures by theirs in their srcsets: a chunk is named by its hash alone, 7 characters
            // (Rolldown checks that it is enough for the number of files), the framework's two by name too, which
            // keeps the list over a kilobyte shorter gzipped. The build's manifest (and so the budget's report)
            // still says which source each file holds.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('framework-')
                ? 'assets/[name]-[hash].js'
                : 'assets/[hash:7].js',
            assetFileNames,
          },
    },
  },
  test: {
    // One worker per core: Vitest's default leaves one core idle, which on a 2-core machine halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        plugins: [picturesInTests()],
        test: {
          ...unitTest,
          name: 'unit',
          // Files share their worker's modules and page instead of importing React, Mantine and the router anew
          // for each of them: the import time falls from minutes to seconds. src/test/setup.ts undoes what a test
          // leaves behind.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: firebaseTests,
        },
      },
      {
        extends: true,
        plugins: [picturesInTests()],
        test: { ...unitTest, name: 'unit-firebase', include: firebaseTests },
      },
      {
        extends: true,
        // Every story renders in a real Chromium; its play function and the accessibility check are the test.
        plugins: [storybookTest({ configDir: fromHere('../.storybook') })],
        test: {
          name: 'storybook',
          // A story takes 1 to 2 s; beside the unit tests on a busy 2-core machine one took over browser mode's 15.
          // A guard against a hang, not a measure.
          testTimeout: 120_000,
          // Stories share one page instead of a fresh one per file: each story mounts and unmounts its own tree,
          // and the page's preview (Mantine, providers) loads once instead of 57 times.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
}));
