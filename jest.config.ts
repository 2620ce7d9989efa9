import type { Config } from 'jest';

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
        },
      },
    ],
  },
  // msw 2 pulls in packages that ship only as ES modules.
  transformIgnorePatterns: ['/node_modules/(?!(msw/node_modules/)?(until-async|rettime|tough-cookie)/)'],
  setupFiles: ['<rootDir>/test/env.ts'],
} satisfies Config;

const config: Config = {
  reporters: ['default', '<rootDir>/test/summaryReporter.cjs'],
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{config,src-services,src-models,src-locales,mock,scripts}/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/jsdomEnvironment.ts',
      // Resolve packages (msw/node above all) as Node does, not with the browser export condition.
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/domSetup.ts'],
    },
  ],
};

export default config;
