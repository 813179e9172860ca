/**
 * Unit tests beside the code (src/**\/*.spec.ts) and end-to-end tests over HTTP (test/**\/*.e2e-spec.ts), in two
 * projects run as one: the money, the kitchen loop, the bookings and the live events reach PostgreSQL through a real
 * PgBouncer in transaction pooling mode, as behind a managed database's pooler; everything else directly, as the
 * embedded default does.
 */
const THROUGH_PGBOUNCER = [
  'pgbouncer',
  'payments',
  'bank-payments',
  'saved-cards',
  'paying-with-choices',
  'checkout',
  'carts',
  'promo-codes',
  'gift-cards',
  'orders',
  'kitchen',
  'kitchen-pace',
  'bookings',
  'two-instances',
  'rolling-restart',
  'evening',
  'outbox',
];
const pooled = `test/(${THROUGH_PGBOUNCER.join('|')})\\.e2e-spec\\.ts$`;

const project = {
  testEnvironment: 'node',
  rootDir: '.',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFilesAfterEnv: ['<rootDir>/test/said-equality.ts'],
};

module.exports = {
  projects: [
    {
      ...project,
      displayName: 'direct',
      testRegex: '(src/.*\\.spec|test/.*\\.e2e-spec)\\.ts$',
      testPathIgnorePatterns: ['/node_modules/', pooled],
    },
    {
      ...project,
      displayName: 'through PgBouncer',
      testRegex: pooled,
      // Each file's own copy of the environment: the shops its tests start take the pooler's address.
      setupFiles: ['<rootDir>/test/through-pgbouncer.ts'],
    },
  ],
  // One PostgreSQL, its PgBouncer and one Auth emulator for the whole run.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The last resort only: a test's own waits are generous (a busy machine is slow) and say what they waited for.
  testTimeout: 180_000,
  // Three files at a time on two cores: a file waits much of its time on PostgreSQL, a server process starting or
  // a retry falling due; a third worker fills that (275 s instead of 307 s for the whole suite here).
  maxWorkers: 3,
  testSequencer: '<rootDir>/test/slow-first-sequencer.cjs',
};
