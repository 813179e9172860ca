import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The shop's green, #39DB4A at shade 6, from herb-garden pale to deep basil. */
const leaf: MantineColorsTuple = [
  '#e9fceb',
  '#cff7d3',
  '#a8f0af',
  '#81e98c',
  '#5fe36c',
  '#49df58',
  '#39db4a',
  '#22c332',
  '#1c9c28',
  '#15751e',
];

const fontStack =
  'Poppins, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { leaf },
  primaryColor: 'leaf',
  primaryShade: 6,
  // Dark text on the bright green keeps buttons and badges readable.
  autoContrast: true,
  black: '#1f2a1f',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  radius: { xl: '2rem' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
  },
});

/** Mantine's dimmed grey is too faint for small text on white; one shade darker reads at WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
