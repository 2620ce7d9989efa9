import type { Config } from 'jest';
import { shared } from './jest.config';

/** Browser tests: Debian's Chromium driven by playwright-core against the production build and the mock. */
const config: Config = {
  moduleNameMapper: shared.moduleNameMapper,
  transform: shared.transform,
  transformIgnorePatterns: shared.transformIgnorePatterns,
  // webpack's require.context (the menus gather the area files' labels), as in the unit tests.
  runtime: '<rootDir>/test/jestRuntime.cjs',
  reporters: ['default', '<rootDir>/test/summaryReporter.cjs'],
  testEnvironment: '<rootDir>/e2e/environment.ts',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
  testTimeout: 120_000,
  // Two suites at a time, each worker with a server of its own (globalSetup.ts): the data of one never meets
  // the other's resets and expired sessions.
  maxWorkers: 2,
  testSequencer: '<rootDir>/e2e/sequencer.cjs',
};

export default config;
