import type { KnipConfig } from 'knip';

// Unused files, exports, types and dependencies in every workspace; generated code is not checked.
const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/**/*.mjs', 'scripts/stripe-stand-in/stripe-js.js', 'prisma/**/*.mjs'],
      // Folders, not extensions: a list of extensions would have to name every compiled one too (.css, .prisma).
      project: ['scripts/**', 'prisma/tools/**', 'prisma/seed/**'],
      // The declaration of scripts/shop-process.mjs, which TypeScript reads beside it.
      ignore: ['scripts/shop-process.d.mts'],
      // Storybook's configuration (.storybook/): its stories and their providers are the frontend's
      // (frontend/src/test/storybook/), its tooling the root's.
      storybook: { config: ['.storybook/main.ts'], entry: ['.storybook/preview.tsx'] },
      // Run by scripts/check-deployment.mjs from the machine's own installation, when it has them.
      ignoreBinaries: ['docker-compose', 'nginx'],
    },
    backend: {
      entry: [
        'src/main.ts',
        'src/migrate.ts',
        'src/pictures-to-s3.ts',
        'src/**/*.spec.ts',
        'test/**/*.e2e-spec.ts',
        'test/global-{setup,teardown}.ts',
      ],
      ignore: ['src/generated/**'],
      ignoreDependencies: [
        // Imported by the generated Prisma client (src/generated), which is not checked.
        '@prisma/client',
        // Named as the request log's transport when LOG_PRETTY is set; pino loads it by that name.
        'pino-pretty',
      ],
    },
    frontend: {
      entry: [
        // The server bundle's entry, built by `vite build --ssr` and loaded by the backend.
        'src/entry-server.tsx',
        'src/routes/**/*.tsx',
        'src/**/*.test.{ts,tsx}',
        'src/**/*.stories.tsx',
        'e2e/**/*.ts',
        'scripts/*.{ts,mjs}',
        // Built into the shop's sw.js by vite-plugin-pwa.
        'service-worker/sw.ts',
        // Built on its own as app-loader.js (scripts/app-loader.ts); server-rendered pages start the app with it.
        'src/app-loader.ts',
      ],
      // The peer of @vitest/browser-playwright, which runs the stories in Chromium (vite.config.ts); nothing imports it.
      ignoreDependencies: ['@vitest/browser'],
      ignore: [
        'src/api/generated/**',
        // The storefront's route tree, written by TanStack Router's generator (vite.config.ts).
        'src/storefrontRouteTree.gen.ts',
        // The declaration of scripts/chromium.mjs, which TypeScript reads beside it.
        'scripts/chromium.d.mts',
      ],
    },
  },
  compilers: {
    // A stylesheet's imports (fonts, Mantine's layers) count as its dependencies, as they do for the bundler.
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, specifier]) => `import '${specifier}';`).join('\n'),
  },
};

export default config;
