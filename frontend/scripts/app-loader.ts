import { build, type Plugin, type Rolldown } from 'vite';

/** The loader's name beside index.html; server-rendered pages link it instead of the app's modules. */
const APP_LOADER_FILE = 'app-loader.js';

/**
 * Builds src/app-loader.ts into `app-loader.js`: a classic script of its own, minified, with no imports, since the
 * page runs it before any of the app's modules and instead of them.
 */
export function appLoader(entry: string): Plugin {
  return {
    name: 'shop-app-loader',
    apply: 'build',
    async generateBundle() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        // Nothing is written or emptied: the script goes into the app's own build.
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'shopAppLoader', fileName: () => APP_LOADER_FILE },
        },
      });
      // One format, so one output, in a list.
      const [{ output }] = built as Rolldown.RolldownOutput[];
      const [script] = output;
      this.emitFile({ type: 'asset', fileName: APP_LOADER_FILE, source: script.code });
    },
  };
}
