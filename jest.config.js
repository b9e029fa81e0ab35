/**
 * Four projects, by what a test needs, so the fast part runs alone in seconds:
 *   unit     no server, no port: `npm run jest -- --selectProjects unit`
 *   http     the service in-process on a free port (Redis on 127.0.0.1:6379 for some)
 *   process  real processes: the built service and CLI, redis-server, Prism
 *   browser  the dashboard in Chromium
 * Every file runs in test/support/environment.mjs, which stops and reports anything a
 * file left running; the global teardown fails the run if a process outlived its test.
 */

/** Tests that spawn processes: the service, the CLI, redis-server, Prism, a store child. */
const PROCESS = [
  '<rootDir>/test/process/**/*.test.ts',
  '<rootDir>/test/cli/**/*.test.ts',
  '<rootDir>/test/contract/**/*.test.ts',
  '<rootDir>/test/invariants/credits_never_go_negative.test.ts',
  '<rootDir>/test/invariants/limits_hold_across_instances.test.ts',
  '<rootDir>/test/invariants/redis_outage_is_503_and_recovers.test.ts',
  '<rootDir>/test/invariants/usage_is_complete.test.ts',
  '<rootDir>/test/store/redis-cluster.test.ts',
  '<rootDir>/test/store/redis.test.ts',
  '<rootDir>/test/store/sqlite.durability.test.ts',
  '<rootDir>/test/store/backup_during_traffic_restores_every_key_and_balance.test.ts',
  '<rootDir>/test/store/redis_persistence_is_checked_at_start.test.ts',
  '<rootDir>/test/observability/metrics_sum_all_workers.test.ts',
  '<rootDir>/test/observability/a_generate_is_traced_through_the_provider.test.ts',
];

const BROWSER = ['<rootDir>/test/dashboard/dashboard_pages_work_in_a_browser.test.ts'];

/** Tests that start the service in-process or talk HTTP to a local fake provider. */
const HTTP = [
  '<rootDir>/test/operations/**/*.test.ts',
  '<rootDir>/test/http/**/*.test.ts',
  // The dashboard's API and pages; its unit tests (passwords) stay in the unit project.
  '<rootDir>/test/dashboard/dashboard*.test.ts',
  '<rootDir>/test/invariants/**/*.test.ts',
  '<rootDir>/test/engine/providers/**/*.test.ts',
  '<rootDir>/test/engine/subjects_are_one_line.test.ts',
  '<rootDir>/test/observability/metrics_count_what_was_served.test.ts',
];

const shared = {
  testEnvironment: '<rootDir>/test/support/environment.mjs',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
};

/** @type {import('jest').Config} */
export default {
  testTimeout: 30000,
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: [...PROCESS, ...BROWSER, ...HTTP].map(toPattern),
    },
    {
      ...shared,
      displayName: 'http',
      testMatch: HTTP,
      testPathIgnorePatterns: [...PROCESS, ...BROWSER].map(toPattern),
    },
    {
      ...shared,
      displayName: 'process',
      testMatch: PROCESS,
      // Each project's set-up runs only when one of its tests does.
      globalSetup: '<rootDir>/test/support/build-dist.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/process-timeout.ts'],
    },
    { ...shared, displayName: 'browser', testMatch: BROWSER },
  ],
};

/** testPathIgnorePatterns takes regular expressions, not globs. */
function toPattern(glob) {
  return glob
    .replace('<rootDir>/', '/')
    .replace(/\./g, '\\.')
    .split('**/*')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
}
