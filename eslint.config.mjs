// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

/** Imports that climb into a folder, whether written with the alias or relatively. */
const into = (...folders) =>
  folders.flatMap((folder) => [folder, `${folder}/**`, `**/../${folder}`, `**/../${folder}/**`]);

const UI_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/**',
  'react-redux',
  'react-intl',
  'antd',
  'antd/**',
  '@ant-design/**',
  '@antv/**',
];

/**
 * A domain of src-models is used through its index only (`../coupons`, `src-models/coupons`), never through one of
 * its files: what the index does not export is the domain's own business. `common` holds the shared saga helpers
 * (callApi, the saga context), not a domain, and is open to all.
 */
const DOMAIN_INDEX_ONLY =
  'Import another domain of src-models through its index (`src-models/<domain>`), not its files.';

/**
 * The layer rule of ARCHITECTURE.md §2: src -> src-models -> src-services; the mock imports types only.
 * The UI may read the services' types and error helpers, never call a service itself.
 */
const layers = [
  {
    files: ['src-services/**/*.ts'],
    patterns: [
      {
        group: [
          ...into('src', 'src-models', 'mock'),
          ...UI_LIBRARIES,
          'redux-saga',
          'redux-saga/**',
          '@reduxjs/toolkit',
        ],
        message: 'src-services is the HTTP layer: no UI, no Redux.',
      },
    ],
  },
  {
    files: ['src-models/**/*.ts'],
    patterns: [
      {
        group: [...into('src', 'mock'), ...UI_LIBRARIES],
        message: 'src-models never imports the UI, React or antd.',
      },
      {
        group: ['../*/*', '!../common/*', 'src-models/*/*', '!src-models/common/*'],
        message: DOMAIN_INDEX_ONLY,
      },
    ],
  },
  {
    files: ['src-models/*.ts'],
    patterns: [
      {
        group: [...into('src', 'mock'), ...UI_LIBRARIES],
        message: 'src-models never imports the UI, React or antd.',
      },
      {
        group: ['./*/*', '!./common/*', 'src-models/*/*', '!src-models/common/*'],
        message: DOMAIN_INDEX_ONLY,
      },
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    patterns: [
      { group: into('mock'), message: 'The UI talks to the backend through src-models, never to the mock.' },
      {
        group: ['src-models/*/*', '!src-models/common/*', '**/../src-models/*/*'],
        message: DOMAIN_INDEX_ONLY,
      },
      {
        group: ['src-services/*', '!src-services/types', '!src-services/errors', '**/../src-services/**'],
        allowTypeImports: true,
        message: 'The UI calls services through src-models (dispatch an event); import only types here.',
      },
    ],
  },
  {
    files: ['mock/**/*.ts'],
    patterns: [
      {
        group: into('src', 'src-models', 'src-services'),
        allowTypeImports: true,
        message: 'The mock imports types only.',
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...layers.map(({ files, patterns }) => ({
    files,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
  // Import cycles are found by scripts/importCycles.ts, in one pass over the whole graph.
  // The store is read and written through the typed hooks of src/store/hooks.ts only.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/store/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch, useAppSelector or useAppStore from src/store/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'scripts/**', '*.config.{ts,mjs}', 'mock/server/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { process: 'readonly', module: 'writable', require: 'readonly' },
    },
  },
  // Tests drive a layer from the outside (the mock backend, a service directly): the layer rule is for code.
  { files: ['**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  prettier,
);
