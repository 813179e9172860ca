// The shop's linter: type-aware TypeScript rules, the rules of hooks, and the architecture's boundaries.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// The backend's boundaries. A feature is a folder of backend/src; common/, config/, database/ and generated/ are
// shared by all. A feature imports another only through what that feature's Nest module offers: the *.module.ts
// itself and the files that declare what its `exports:` names (read from the module, so that the rule follows it),
// and these few plain values and types, each with its reason.
const backendShared = ['common', 'config', 'database', 'generated'];
const backendPublicFiles = {
  // How a cart line keeps its choices, which the checkout reads to price it.
  carts: ['stored-choices.ts'],
  // The lines a checkout charged for and the bill it kept, which orders read back once the payment succeeded, and
  // the claims (slot, promo code) that recording its order keeps or finds gone.
  checkout: ['checkout-line.ts', 'bill.mapper.ts', 'kept-claims.ts'],
  // Pure rules of ordering from the shop's settings (hours, slots, zones, promo codes, the busy kitchen's pace): one
  // place for the checkout, the shop's status and the dashboard's settings.
  ordering: ['open-intervals.ts', 'slots.ts', 'delivery-zone.ts', 'promo.ts', 'settings-rules.ts', 'kitchen-pace.ts'],
  // What "on the menu" means in a query of dishes and what a dish is read with to be priced, which carts and
  // checkouts ask too, and with its words in a language, as the cart names it; an option group as the menu shows
  // it, which the administrators' view extends.
  menu: ['on-the-menu.ts', 'dish-with-options.ts', 'dish-in-language.ts', 'option-group.mapper.ts'],
  // The order e-mails' templates (to the customer, and to the managers of an order left waiting), pure functions
  // that the order flow renders before it enqueues.
  mail: ['order-emails.ts', 'kitchen-emails.ts'],
  // Which orders the kitchen still has, which an erasure of their customer waits for.
  orders: ['order-status.ts'],
  // Pure rules and prices of dishes with their choices, and the bill of an order: one place for the menu, the cart
  // and the checkout.
  pricing: [
    'priced-dish.ts',
    'availability.ts',
    'selection.ts',
    'cart-line.ts',
    'line-price.ts',
    'chosen-option.ts',
    'bill.ts',
  ],
};

function publicFilesOf(feature) {
  const folder = `backend/src/${feature}`;
  const moduleFile = readdirSync(path.join(root, folder)).find((file) => file.endsWith('.module.ts'));
  if (!moduleFile) return backendPublicFiles[feature] ?? [];
  const source = readFileSync(path.join(root, folder, moduleFile), 'utf8');
  const exported = [...source.matchAll(/exports:\s*\[([^\]]*)\]/g)].flatMap((match) =>
    match[1].split(',').map((name) => name.trim()),
  );
  const files = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\/([^']+)'/g)]
    .filter((match) => match[1].split(',').some((name) => exported.includes(name.replace(/^type\s+/, '').trim())))
    .map((match) => `${match[2]}.ts`);
  return [moduleFile, ...files, ...(backendPublicFiles[feature] ?? [])];
}

const backendFeatures = readdirSync(path.join(root, 'backend/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !backendShared.includes(entry.name))
  .map((entry) => entry.name);

const unusedVariables = {
  // A leading underscore marks what is unused on purpose, e.g. an Express error handler's fourth parameter.
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
  ignoreRestSiblings: true,
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-bare-stack/**',
      'backend/src/generated/**',
      'frontend/src/api/generated/**',
      'frontend/src/*.gen.ts',
      'frontend/storybook-static/**',
      'frontend/public/**',
      // Written by msw's own command.
      '.storybook/public/mockServiceWorker.js',
      'artifacts/**',
      'coverage/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', unusedVariables] },
  },
  {
    // Served to the browser by the Stripe stand-in.
    files: ['scripts/stripe-stand-in/stripe-js.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        project: [
          'backend/tsconfig.json',
          'frontend/tsconfig.app.json',
          'frontend/tsconfig.node.json',
          'frontend/tsconfig.e2e.json',
          'frontend/tsconfig.sw.json',
        ],
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', unusedVariables],
      '@typescript-eslint/only-throw-error': [
        'error',
        // TanStack Router's redirect() and notFound() are thrown by design.
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // An async function without await is the plain way for a fake, or an implementation of an async interface, to answer.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // supertest types a response's body as `any`; the end-to-end tests check bodies against the contract instead.
    files: ['backend/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The root's Prisma configuration belongs to no TypeScript project: it is linted without type information.
    files: ['prisma.config.ts', 'knip.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A lazily loaded part may draw Mantine's components, whose theme loads beside its code (ADR 33).
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/mantine/theme-on-demand.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Load a part with lazyWithTheme (src/lib/mantine/theme-on-demand.tsx): Mantine's theme comes with its code.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the catalogues (ADR 9): a visible string must be a Lingui message.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/**/*.{test,stories}.{ts,tsx}',
      'frontend/src/test/**',
      'frontend/src/**/testing/**',
      'frontend/src/api/generated/**',
    ],
    extends: [lingui.configs['flat/recommended']],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // One word that does not start with a capital: a key, a path, a class, a CSS value, an icon's name.
            '^(?![A-Z])\\S+$',
            // CONSTANTS, and strings of no letter at all ("·", "—", "+", "12:30").
            '^[A-Z0-9_-]+$',
            '^[^a-zA-Z]*$',
            // Markup the code writes (a <script> element of the server's page), and an Error's name.
            '^<[a-z]',
            '^[A-Z][a-zA-Z]*Error$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|style|\\w*Styles?|\\w*Color|color|variant|size|radius|gap|justify|align|direction|wrap|position|transition|ff|fw|fz|lh|ta|tt|td)$',
              },
            },
            { regex: { pattern: '^(data-|aria-(?!label|description|valuetext|roledescription))' } },
            // A CSS variable's value, in a style: a colour, a size, a border.
            { regex: { pattern: '^--' } },
            // A constant's name says it holds a code or a value (a CSS size, a brand, a time): never a sentence.
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'src',
            'srcSet',
            'sizes',
            'href',
            'to',
            'from',
            'type',
            'id',
            'key',
            'rel',
            'target',
            'method',
            'role',
            'autoComplete',
            'inputMode',
            'pattern',
            'accept',
            'mode',
            'queryKey',
            'mutationKey',
            'displayName',
            'component',
            'as',
            'loading',
            'decoding',
            'fetchPriority',
            'width',
            'height',
            'mih',
            'miw',
            'maw',
            'mah',
            'h',
            'w',
            'p',
            'px',
            'py',
            'pt',
            'pb',
            'pl',
            'pr',
            'm',
            'mx',
            'my',
            'mt',
            'mb',
            'ml',
            'mr',
            'hiddenFrom',
            'visibleFrom',
            // Each language's own name (lib/i18n/languages.ts), the same in every language.
            'endonym',
            'cookie',
            'fontStack',
            'timeZone',
            'currency',
            'locale',
            'dateStyle',
            'timeStyle',
            'hour',
            'minute',
            'weekday',
            'day',
            'month',
            'year',
            'testId',
            'data-testid',
            'dir',
            'lang',
            'hrefLang',
            'property',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'Intl.*',
            'new Intl.*',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.addEventListener',
            '*.removeEventListener',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.includes',
            '*.startsWith',
            '*.endsWith',
            '*.split',
            '*.join',
            '*.replace',
            '*.test',
            'URLSearchParams',
            'URL',
            '*.set',
            '*.get',
            '*.has',
            '*.delete',
            '*.append',
            'redirect',
            'useNavigate',
            'navigate',
            'createFileRoute',
            'createLazyFileRoute',
            'createRootRoute',
            'createRootRouteWithContext',
            'z.*',
            'matchMedia',
            '*.matchMedia',
            'useMediaQuery',
            'rem',
            'em',
            'rgba',
            'alpha',
            'import',
            'require',
            'fetch',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get', 'Headers.get'],
        },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      // TypeScript's own resolution, so that the frontend's `@/` imports are seen for the files they are.
      'import/resolver': {
        typescript: {
          project: ['backend/tsconfig.json', 'frontend/tsconfig.app.json'],
          noWarnOnMultipleProjects: true,
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      'boundaries/elements': [
        // The dashboard is a feature of areas (orders, bookings, menu, settings, users) that share through admin/shared.
        { type: 'admin-area', pattern: 'frontend/src/features/admin/*', capture: ['area'], partialMatch: false },
        { type: 'frontend-feature', pattern: 'frontend/src/features/*', capture: ['feature'], partialMatch: false },
        {
          type: 'frontend-shared',
          pattern: 'frontend/src/(components|lib|api)',
          capture: ['folder'],
          partialMatch: false,
        },
        { type: 'frontend-pages', pattern: 'frontend/src/(app|routes)', capture: ['folder'], partialMatch: false },
        {
          type: 'backend-shared',
          pattern: `backend/src/(${backendShared.join('|')})`,
          capture: ['folder'],
          partialMatch: false,
        },
        { type: 'backend-feature', pattern: 'backend/src/*', capture: ['feature'], partialMatch: false },
      ],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/files': [
        { category: 'test', pattern: '**/*.{test,spec,stories}.{ts,tsx}' },
        { category: 'code', pattern: '**/*' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'frontend-feature' } },
              disallow: { to: { element: { type: 'frontend-feature' } } },
              message:
                'features/{{from.element.captured.feature}} imports features/{{to.element.captured.feature}}: a feature does not import another; move what they share to src/components or src/lib.',
            },
            {
              from: { element: { type: 'frontend-feature' } },
              disallow: { to: { element: { type: 'admin-area' } } },
              message:
                'features/{{from.element.captured.feature}} imports the dashboard (features/admin): a feature does not import another; move what they share to src/components or src/lib.',
            },
            {
              from: { element: { type: 'admin-area' } },
              disallow: { to: { element: { types: ['frontend-feature', 'admin-area'] } } },
              message:
                'admin/{{from.element.captured.area}} imports {{to.element.captured.feature}}{{to.element.captured.area}}: a dashboard area imports no other feature, and other areas only through admin/shared.',
            },
            {
              from: { element: { type: 'admin-area' } },
              allow: { to: { element: { type: 'admin-area', captured: { area: 'shared' } } } },
            },
            {
              // Its tests may render whole screens of the areas.
              from: { element: { type: 'admin-area', captured: { area: 'shared' } }, file: { categories: 'code' } },
              disallow: { to: { element: { type: 'admin-area' } } },
              message:
                'admin/shared imports admin/{{to.element.captured.area}}: what the areas share imports none of them.',
            },
            {
              from: { element: { type: 'admin-area', captured: { area: 'shared' } } },
              allow: { to: { element: { type: 'admin-area', captured: { area: 'shared' } } } },
            },
            {
              // Its tests may render the whole shop.
              from: { element: { type: 'frontend-shared' }, file: { categories: 'code' } },
              disallow: { to: { element: { types: ['frontend-feature', 'admin-area', 'frontend-pages'] } } },
              message: 'Shared code (src/components, src/lib, src/api) does not import features, routes or the app.',
            },
            {
              from: { element: { type: 'backend-shared' } },
              disallow: { to: { element: { type: 'backend-feature' } } },
              message: 'Shared backend code (common, config, database) does not import a feature.',
            },
            {
              from: { element: { type: 'backend-feature' } },
              disallow: { to: { element: { type: 'backend-feature' } } },
              message:
                "{{from.element.captured.feature}} imports {{to.element.captured.feature}}/{{to.element.fileInternalPath}}: a feature imports another only through its module's exports (its *.module.ts and the files of what that module exports).",
            },
            ...backendFeatures.map((feature) => ({
              from: { element: { type: 'backend-feature' } },
              allow: {
                to: {
                  element: { type: 'backend-feature', captured: { feature }, fileInternalPath: publicFilesOf(feature) },
                },
              },
            })),
          ],
        },
      ],
    },
  },
);
