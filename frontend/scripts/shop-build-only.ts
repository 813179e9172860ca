import path from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';

/**
 * The plugins that make the shop's own build (`vite build` into `outDir`) and nothing else: Storybook builds with the
 * same configuration into another folder, where a service worker, the app's loader and compressed copies of every
 * script would be work no one uses.
 */
export function shopBuildOnly(plugins: Plugin[], outDir: string): Plugin[] {
  const buildsTheShop = (config: UserConfig, { command }: ConfigEnv) =>
    command === 'build' &&
    path.resolve(config.root ?? '', config.build?.outDir ?? 'dist') === outDir;
  return plugins.map((plugin) => ({ ...plugin, apply: buildsTheShop }));
}
