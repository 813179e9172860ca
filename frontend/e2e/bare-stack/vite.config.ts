// The bare stack's page (bare-page.ts), built as the shop is: `vite build -c e2e/bare-stack/vite.config.ts`.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from '../../scripts/compile-hints.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // The shop's first scripts carry V8's compile hint (ADR 41): so do the bare stack's, or the reference would pay
  // for what the shop's pages no longer do.
  plugins: [react(), compileHints()],
  build: {
    outDir: fileURLToPath(new URL('../../dist-bare-stack', import.meta.url)),
    emptyOutDir: true,
  },
});
