// The bare stack's page (bare-page.ts), built as the shop is: `vite build -c e2e/bare-stack/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist-bare-stack', import.meta.url)),
    emptyOutDir: true,
  },
});
