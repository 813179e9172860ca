import {
  createTheme,
  type CSSVariablesResolver,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from '@/components/plain/keeps-its-label.module.css';

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

/** The ripe-tomato red of prices, hearts and the cart badge. */
const tomato: MantineColorsTuple = [
  '#fff0f0',
  '#ffdede',
  '#ffbaba',
  '#ff9494',
  '#ff7575',
  '#ff6868',
  '#f54e4e',
  '#d93a3a',
  '#b82e2e',
  '#8f2222',
];

/**
 * The header's icons ('header' variant): dark at rest, the shop's green under the pointer. Mantine paints a hover
 * only where the device has one, and on a touch screen only while the finger is down, so a tapped icon never stays lit.
 */
const TRANSPARENT_BORDER = '1px solid transparent';

const variantColorResolver: VariantColorsResolver = (input) =>
  input.variant === 'header'
    ? {
        background: 'transparent',
        hover: 'var(--mantine-color-leaf-0)',
        color: 'var(--mantine-color-black)',
        hoverColor: 'var(--mantine-color-leaf-9)',
        border: TRANSPARENT_BORDER,
      }
    : defaultVariantColorsResolver(input);

const fontStack =
  'Poppins, "Poppins fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const theme = createTheme({
  colors: { leaf, tomato },
  primaryColor: 'leaf',
  primaryShade: 6,
  variantColorResolver,
  // Dark text on the bright green keeps buttons and badges readable.
  autoContrast: true,
  black: '#1f2a1f',
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 3.6vw, 2.5rem)', lineHeight: '1.2' },
    },
  },
  defaultRadius: 'md',
  radius: { xl: '2rem' },
  cursorType: 'pointer',
  components: {
    // A squeezed row must not squeeze a label away: buttons and badges keep theirs whole.
    Button: { defaultProps: { radius: 'xl' }, classNames: { root: classes.keepsItsLabel } },
    Badge: { classNames: { root: classes.keepsItsLabel } },
    Card: { defaultProps: { radius: 'lg', withBorder: true } },
    // Below a title, the message is grey 6 by default, too faint on white (3.3:1); grey 7 reads at WCAG AA. The
    // close button, an icon alone, is named in the interface's language (theme-in-language.ts).
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    },
  },
});

/** Mantine's dimmed grey is too faint for small text on white; one shade darker reads at WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Mantine's red-6 field errors read at 3.3:1; red-9 reads at AA.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light and subtle green buttons: Mantine's leaf-1 at rest and leaf-2 under the pointer put leaf-9 text at 4.4:1
    // when hovered, under AA; one shade paler each keeps the hover visible and the text at 5.5:1 and 5.0:1.
    '--mantine-color-leaf-light': 'var(--mantine-color-leaf-0)',
    '--mantine-color-leaf-light-hover': 'var(--mantine-color-leaf-1)',
  },
  dark: {},
});
