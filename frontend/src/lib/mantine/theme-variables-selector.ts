/**
 * Where the theme's variables are declared: more specific than Mantine's own stylesheet, which a server-rendered
 * page loads after its content, so the theme's colours win over Mantine's defaults whatever came last.
 */
export const THEME_VARIABLES_SELECTOR = 'html:root';
