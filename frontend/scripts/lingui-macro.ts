import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`, `msg`) made into runtime calls at build time by Lingui's own Babel
 * plugin, before the other plugins read the file (and in each part the router splits a route file into). In a
 * production build a message keeps only its id: its words come from the compiled catalogue. Babel parses and prints
 * the file as it is (TypeScript and JSX stay for Vite's own transform); only files that import a macro pass through.
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  let production = false;
  return {
    name: 'shop:lingui-macros',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    transform: {
      filter: { id: /\.[jt]sx?($|\?)/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const file = id.split('?')[0];
        if (file.includes('/node_modules/')) return null;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: {
            plugins: /\.tsx$/.test(file)
              ? ['jsx', 'typescript']
              : /\.ts$/.test(file)
                ? ['typescript']
                : ['jsx'],
          },
          plugins: [
            [linguiMacro, { linguiConfig, descriptorFields: production ? 'id-only' : 'all' }],
          ],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
