import type { Config } from 'jest';
import { vendorModuleMapper } from './test/vendorBundle';

/** Module mapping and transform, shared with the browser tests' config (jest.e2e.config.ts). */
export const shared = {
  moduleNameMapper: {
    '^(src|src-models|src-services|src-locales|config|mock|test)/(.*)$': '<rootDir>/$1/$2',
    '\\.css$': '<rootDir>/test/styleStub.ts',
    // The page builder's own immer (webpack.config.ts); in tests the one immer serves both.
    '^immer-patches$': 'immer',
    // jsdom has no Worker: an import's preview runs on the test's thread (src/components/sheetImport).
    '^\\./previewInWorker$': '<rootDir>/src/components/sheetImport/previewInThread.ts',
    // The app imports antd's ES build for tree shaking; jest runs its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
    // G2's ES modules, imported one by one for a lighter chart (useG2Chart.ts); its package exports no CommonJS twin.
    '^@antv/g2/esm/(.*)$': '<rootDir>/node_modules/@antv/g2/lib/$1',
  },
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
          // The coverage plugin's compiled Wasm, kept beside the packages rather than in the project's root.
          experimental: { cacheRoot: 'node_modules/.cache/swc' },
        },
        /*
         * Coverage counters written into our own files as swc compiles them (istanbul's format), so a covered run
         * costs little: V8's coverage counted every block of antd and React too, and doubled the run.
         */
        experimental: { customCoverageInstrumentation: { enabled: true } },
      },
    ],
  },
  // msw 2 pulls in packages that ship only as ES modules, and so does Redux DevTools' instrument (the session
  // record's test imports a record with it).
  transformIgnorePatterns: [
    '/node_modules/(?!(msw/node_modules/)?(until-async|rettime|tough-cookie|@redux-devtools/instrument)/)',
  ],
  setupFiles: ['<rootDir>/test/env.ts'],
} satisfies Config;

const config: Config = {
  // Both cores of the 2-core machines (jest's default leaves one free: a single worker there).
  maxWorkers: '100%',
  // A page case takes 1-5 s with two files at once, a model case well under one: a wait that never ends fails
  // here, not minutes later (jest reads this limit from the top level only, not from a project).
  testTimeout: 30_000,
  // coverageCounters sums each module's coverage as it comes, before jest's coverage reporter sees it.
  reporters: ['default', '<rootDir>/test/summaryReporter.cjs', '<rootDir>/test/coverageCounters.cjs'],
  globalSetup: '<rootDir>/test/globalSetup.ts',
  /*
   * `npm test` measures coverage on every run (`jest --coverage`) and fails below these thresholds (docs/testing.md).
   * The counters are istanbul's, written into our files by swc (the transform above); the report is in
   * coverage/index.html.
   */
  // jest's name for istanbul's counters; @swc/jest writes them, babel never runs.
  coverageProvider: 'babel',
  coverageThreshold: { global: { statements: 91.8, branches: 82.2, functions: 89.5, lines: 93 } },
  collectCoverageFrom: [
    '{src,src-models,src-services,src-locales,config,mock}/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/*.d.ts',
    // Its route matcher is written into an inline script as source text, where a counter would be undefined.
    '!config/build/firstScreenPreload.ts',
  ],
  coverageReporters: ['text-summary', 'html'],
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      // Modules compiled once per worker, and coverage handed over cheaply (test/jestRuntime.cjs).
      runtime: '<rootDir>/test/jestRuntime.cjs',
      setupFilesAfterEnv: ['<rootDir>/test/privateFieldsGuard.ts'],
      // A UI file's test that needs neither a DOM nor antd (a layout, a format) is a .test.ts and runs here: a
      // jsdom file costs half a second before its first case.
      testMatch: ['<rootDir>/{config,src-services,src-models,src-locales,mock,scripts,src}/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/jsdomEnvironment.ts',
      // Resolve packages (msw/node above all) as Node does, not with the browser export condition.
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/{src,config/build}/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/domSetup.ts', '<rootDir>/test/privateFieldsGuard.ts'],
      // antd, its icons and pro-components from one pre-built file (test/vendorBundle.ts), its compiled code cached.
      runtime: '<rootDir>/test/jestRuntime.cjs',
      moduleNameMapper: { ...vendorModuleMapper(), ...shared.moduleNameMapper },
    },
  ],
};

export default config;
