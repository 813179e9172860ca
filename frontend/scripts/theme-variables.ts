import { type Plugin, runnerImport } from 'vite';

const MODULE_ID = 'virtual:theme-variables.css';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CLASS_NAMES_ID = '\0theme-variables:class-names';

/**
 * Vite's runner compiles no CSS modules (its CSS plugin is not set up there): the theme's class names (`Button`'s
 * `keepsItsLabel`) have nothing to do with its variables, so each module's classes are a stand-in there.
 */
const classNamesStandIn: Plugin = {
  name: 'shop-theme-variables-class-names',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.module.css') ? CLASS_NAMES_ID : undefined),
  load: (id) => (id === CLASS_NAMES_ID ? 'export default {};' : undefined),
};

/**
 * `import 'virtual:theme-variables.css'`: the theme's CSS variables as a stylesheet, worked out from the theme when the
 * app is built (or served in development) by the module given, which exports `themeCssVariables()`. The browser then
 * gets them with the other styles, and MantineProvider need not work them out at every render
 * (`withCssVariables={false}`).
 */
export function themeVariables(moduleFile: string): Plugin {
  return {
    name: 'shop-theme-variables',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module, dependencies } = await runnerImport<{ themeCssVariables(): string }>(
        moduleFile,
        { plugins: [classNamesStandIn] },
      );
      // A change to the theme makes the stylesheet again, in development as in a watched build.
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return module.themeCssVariables();
    },
  };
}
