import type { Config } from 'jest';
import { shared } from './jest.config';

/** Browser tests: Debian's Chromium driven by playwright-core against the production build and the mock. */
const config: Config = {
  moduleNameMapper: shared.moduleNameMapper,
  transform: shared.transform,
  transformIgnorePatterns: shared.transformIgnorePatterns,
  reporters: ['default', '<rootDir>/test/summaryReporter.cjs'],
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  globalSetup: '<rootDir>/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/globalTeardown.ts',
  testTimeout: 120_000,
  maxWorkers: 1,
};

export default config;
