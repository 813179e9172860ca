// A PostCSS plugin: the shop is always light (MantineProvider's forceColorScheme), so the rules for Mantine's dark
// colour scheme are dropped from every stylesheet. A phone parsed about 20 KB of them on every first visit.
const DARK = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;

const lightOnly = () => ({
  postcssPlugin: 'shop-light-only',
  Rule(rule) {
    const light = rule.selectors.filter((selector) => !DARK.test(selector));
    if (light.length === 0) rule.remove();
    else if (light.length < rule.selectors.length) rule.selectors = light;
  },
});
lightOnly.postcss = true;

export default lightOnly;
