/** Unit tests beside the code (src/**\/*.spec.ts) and end-to-end tests over HTTP (test/**\/*.e2e-spec.ts). */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }] },
  testRegex: '(src/.*\\.spec|test/.*\\.e2e-spec)\\.ts$',
  moduleFileExtensions: ['ts', 'js', 'json'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  setupFilesAfterEnv: ['<rootDir>/test/said-equality.ts'],
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The last resort only: a test's own waits are generous (a busy machine is slow) and say what they waited for.
  testTimeout: 180_000,
  // Three files at a time on two cores: a file waits much of its time on PostgreSQL, a server process starting or
  // a retry falling due; a third worker fills that (275 s instead of 307 s for the whole suite here).
  maxWorkers: 3,
  testSequencer: '<rootDir>/test/slow-first-sequencer.cjs',
};
