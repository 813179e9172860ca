import { transform } from '@lingui/native-tools';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`<Trans>`, `t`, `plural`, `msg`) made into runtime calls at build time by Lingui's own native
 * transformer, before the other plugins read the file. In a production build a message keeps only its id: its
 * words come from the compiled catalogue.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'shop:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?($|\?)/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const file = id.split('?')[0];
        if (file.includes('/node_modules/')) return null;
        const { code: transformed, map } = await transform(code, file);
        return { code: transformed, map };
      },
    },
  };
}
