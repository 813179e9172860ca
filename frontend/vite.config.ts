import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:3000';
// The backend answers the API and serves uploaded and seeded pictures; the SPA owns every other path.
const backendPaths = ['/api', '/uploads', '/menu-images'];
const proxy = Object.fromEntries(
  backendPaths.map((path) => [path, { target: apiUrl, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [
    // The router plugin must come before react() so that split route chunks are still JSX it can transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
    }),
    react(),
  ],
  // Found from here even when Storybook builds from the repository root.
  css: { postcss: fromHere('.') },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: fromHere('./dist'),
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: [fromHere('./src/test/setup.ts')],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
