import type { StorybookConfig } from '@storybook/react-vite';

// Storybook is configured here, at the repository's root (`-c ../.storybook` in the frontend's scripts), runs from
// the frontend workspace (`npm run storybook -w frontend`) and builds with its vite config.
const config: StorybookConfig = {
  stories: ['../frontend/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    'msw-storybook-addon',
    '@storybook/addon-vitest',
  ],
  framework: {
    name: '@storybook/react-vite',
    // Relative to where Storybook runs: the frontend workspace.
    options: { builder: { viteConfigPath: 'vite.config.ts' } },
  },
  // The seed menu's pictures, at the address the backend serves them from.
  staticDirs: [
    './public',
    { from: '../prisma/seed/images', to: '/menu-images' },
    // No backend resizes them here: every size and format a picture is asked in is its original.
    ...[160, 320, 480, 640, 960].flatMap((width) =>
      ['avif', 'webp'].map((format) => ({
        from: '../prisma/seed/images',
        to: `/pictures/${width}/${format}/menu-images`,
      })),
    ),
  ],
  core: { disableTelemetry: true },
};

export default config;
