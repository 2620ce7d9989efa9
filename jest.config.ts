import type { Config } from 'jest';

const shared = {
  moduleNameMapper: {
    '^(src|src-models|src-services|src-locales|config|mock)/(.*)$': '<rootDir>/$1/$2',
    '\\.css$': '<rootDir>/test/styleStub.ts',
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
  setupFiles: ['<rootDir>/test/env.ts'],
};

const config: Config = {
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
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/test/domSetup.ts'],
    },
  ],
};

export default config;
