import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Source files whose words are not the shop's: tests, stories, fixtures and generated code. */
const notTheShopsWords = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/api/generated/**',
];

/** Shared pieces (in src/) whose words no public page shows: the customer's screens and the dashboard's do. */
const ACCOUNT_AND_DASHBOARD_PIECES = [
  'components/bill-rows.tsx',
  'components/order-fulfilment.tsx',
  'components/confirm-deletion.tsx',
  'components/errors/staff-only.tsx',
  'lib/money-input.ts',
  'lib/name-rule.ts',
  'lib/menu/picture-rule.ts',
  'lib/time/promised-times.ts',
];

/**
 * The customer's own screens (signing in, the cart, checkout, orders, the profile, booking a table, gift cards): a catalogue of
 * their own, which a first visit to the public pages does not load. The few pieces of them every public page shows
 * (the Login button, the pending cart add, the cart's hooks) stay with the public pages' words.
 */
const accountScreens = [
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/booking',
  '<rootDir>/src/features/cart',
  '<rootDir>/src/features/checkout',
  '<rootDir>/src/features/gift-cards',
  '<rootDir>/src/features/orders',
  '<rootDir>/src/features/profile',
  '<rootDir>/src/lib/auth',
  // An order's status and allergy note, on the customer's order page and the dashboard's (which loads these words too).
  '<rootDir>/src/components/order-status-badge.tsx',
  '<rootDir>/src/components/allergy-note.tsx',
  // The accessibility statement: a page of text few visitors open, whose words a first visit need not carry.
  '<rootDir>/src/features/restaurant/components/accessibility-screen.tsx',
  // Shared pieces that only these screens and the dashboard's show: a bill, how an order is fulfilled, a sum or a
  // name typed in a form, a picture's rules, a deletion to confirm, and the page a customer finds at the dashboard.
  ...ACCOUNT_AND_DASHBOARD_PIECES.map((path) => `<rootDir>/src/${path}`),
  '<rootDir>/src/routes/dashboard.tsx',
  '<rootDir>/src/routes/_site/booking',
  '<rootDir>/src/routes/_site/gift-cards',
  ...[
    'bookings',
    'cart-page',
    'login',
    'order',
    'process-checkout',
    'signup',
    'table-booking',
    'update-profile',
    'accessibility',
    'join',
  ].map((route) => `<rootDir>/src/routes/_site/${route}.tsx`),
];
/**
 * The restaurant's own pages (about us, the questions, contact): a catalogue of their own, which a first visit to the
 * home page or the menu does not load. The accessibility statement is with the customer's screens above.
 */
const restaurantPages = [
  '<rootDir>/src/features/restaurant',
  // The opening hours in words, which only these pages write out.
  '<rootDir>/src/lib/time/opening-hours-in-words.ts',
  ...['about', 'contact', 'faq'].map((route) => `<rootDir>/src/routes/_site/${route}.tsx`),
];

/**
 * The public pages' parts that come after the first screen, their code and their words together (withWordsOf): the
 * footer and the home page's sections below the hero, the menu's page buttons (each when seen), and the dialogs and
 * drawers a visitor opens (the menu's search, the phone's navigation, a dish's choices, the dietary needs). A first
 * visit that opens none of them loads none of their words. Only files no other screen imports: a piece the cart or the
 * dashboard shows too (the quantity stepper, a line's allergens) stays with the public pages' words.
 */
const publicPagesLaterParts = [
  'layout/components/site-footer.tsx',
  'layout/components/social-icons.tsx',
  'layout/components/mobile-nav-drawer.tsx',
  'layout/components/menu-search-dialog.tsx',
  'layout/components/menu-search-form.tsx',
  'home/components/our-services.tsx',
  'home/components/popular-categories.tsx',
  'home/components/popular-dishes.tsx',
  'home/components/popular-dishes-carousel.tsx',
  'home/components/popular-dish-card.tsx',
  'menu/components/menu-page-buttons.tsx',
  'menu/components/menu-needs-form.tsx',
  'menu/components/dish-dialog.tsx',
  'menu/components/option-group-field.tsx',
  'menu/lib/dish-selection.ts',
].map((path) => `<rootDir>/src/features/${path}`);

const onEveryPublicPage = [
  '<rootDir>/src/features/auth/components/account-control.tsx',
  '<rootDir>/src/features/auth/components/email-confirmation-notice.tsx',
  '<rootDir>/src/features/cart/components/pending-cart-add.tsx',
  '<rootDir>/src/features/cart/hooks',
];

/** The public pages, the site's frame and what every screen shares. */
const publicPages = [
  ...[
    'app',
    'api',
    'components',
    'lib',
    'server',
    'main.tsx',
    'entry-server.tsx',
    'app-loader.ts',
  ].map((path) => `<rootDir>/src/${path}`),
  ...['home', 'layout', 'menu'].map((feature) => `<rootDir>/src/features/${feature}`),
  ...['__root', '_site'].map((route) => `<rootDir>/src/routes/${route}.tsx`),
  ...['index', 'menu'].map((route) => `<rootDir>/src/routes/_site/${route}.tsx`),
];

/**
 * The interface's words, English first (the source), each shipped language a catalogue per area (ADR 9): the
 * public pages' (`shop`), their parts that come later (`parts`), the restaurant's own pages' (`restaurant`), the
 * customer's own screens' (`account`) and the dashboard's, each loaded when its screens are
 * (src/lib/i18n/catalogues.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de'],
  // A message a language lacks shows in English rather than as its id (and `lingui compile --strict` refuses it).
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/dashboard',
      include: [
        '<rootDir>/src/features/admin',
        '<rootDir>/src/routes/dashboard',
        // The page buttons of the dashboard's long lists: no other screen has them.
        '<rootDir>/src/components/page-buttons.tsx',
      ],
      exclude: notTheShopsWords,
    },
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: accountScreens,
      exclude: [
        ...notTheShopsWords,
        ...onEveryPublicPage.map((path) =>
          path.replace('<rootDir>', '**').replace(/\/[^.]+$/, '$&/**'),
        ),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/restaurant',
      include: restaurantPages,
      exclude: [...notTheShopsWords, '**/components/accessibility-screen.tsx'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/parts',
      include: publicPagesLaterParts,
      exclude: notTheShopsWords,
    },
    {
      path: '<rootDir>/src/locales/{locale}/shop',
      include: [...publicPages, ...onEveryPublicPage],
      exclude: [
        ...notTheShopsWords,
        ...publicPagesLaterParts.map((path) => path.replace('<rootDir>', '**')),
        '**/lib/auth/**',
        '**/components/order-status-badge.tsx',
        '**/components/allergy-note.tsx',
        '**/components/accessibility-screen.tsx',
        '**/routes/_site/accessibility.tsx',
        '**/lib/time/opening-hours-in-words.ts',
        '**/components/page-buttons.tsx',
        ...ACCOUNT_AND_DASHBOARD_PIECES.map((path) => `**/${path}`),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
