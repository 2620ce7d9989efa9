import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { apiBackend as ApiBackend } from './mock/server/apiBackend';
import { antdStylesheet } from './config/build/antdStylesheet';
import { BUNDLE_SWAPS } from './config/build/bundleSwaps';
import { FirstScreenPreload } from './config/build/firstScreenPreload';

const root = __dirname;
const ROOT_FOLDERS = ['src', 'src-models', 'src-services', 'src-locales', 'config', 'mock'];

const LAZY_MODULES =
  /@ant-design[\\/]pro-field[\\/]es[\\/]components[\\/](Cascader|Code|ColorPicker|DatePicker|Digit|DigitRange|FromNow|Image|IndexColumn|Money|Options|Percent|Progress|RangePicker|Rate|Second|Segmented|Slider|Status|TimePicker|TreeSelect)[\\/]index\.js$|@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]Form[\\/]index\.js$|antd[\\/]es[\\/]result[\\/](noFound|serverError|unauthorized)\.js$/;
/** pro-components bundles the texts of thirty languages; the product speaks two. */
const UNUSED_PRO_LOCALE = /pro-provider[\\/]es[\\/]locale[\\/](?!en_US|zh_CN)\w+\.js$/;

/** The modules that check the app's locale with the browser; see config/build/knownLocales.mjs. */
const KNOWN_LOCALES_CHECKS =
  /@formatjs[\\/]intl[\\/]lib[\\/]src[\\/]create-intl\.js$|intl-messageformat[\\/]lib[\\/]src[\\/]core\.js$/;

/**
 * Imports swapped for a file of config/build only where one folder of a package makes them (that file says why):
 * the import, the folder that imports it, the file.
 */
const IMPORT_SWAPS: [RegExp, RegExp, string][] = [
  [
    /^\.\.\/ColumnSetting$/,
    /@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]ToolBar$/,
    'deferredColumnSetting.js',
  ],
  [/^\.\/FilterDropdown$/, /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/, 'lazyFilterDropdown.js'],
  [/^rc-tree\/es\/util$/, /antd[\\/]es[\\/]table[\\/]hooks$/, 'treeArrays.js'],
  [/^rc-util\/es\/getScrollBarSize$/, /rc-table[\\/]es$/, 'tableScrollBarSize.js'],
  [/^antd$/, /@ant-design[\\/](pro-field[\\/]es|pro-utils[\\/]es[\\/]proFieldParsingText)$/, 'lazyAntd.js'],
  [/^antd$/, /@ant-design[\\/]pro-table[\\/]es[\\/]components[\\/]ColumnSetting$/, 'columnSettingAntd.js'],
  ...['merge', 'isEqual', 'isEmpty'].map((name): [RegExp, RegExp, string] => [
    new RegExp(`^lodash-es/${name}$`),
    /@ant-design[\\/](pro-table[\\/]es([\\/]Store)?|pro-utils[\\/]es[\\/]transformKeySubmitValue)$/,
    `plainLodash/${name}.js`,
  ]),
];

/** A file of messages (one area's, in one language), not one that gathers them. */
const MESSAGES_FILE = /src-locales[\\/](en-US|zh-CN)[\\/](?!(areas|shared)\.ts$)\w+\.ts$/;

/** Settings baked into the bundle; see config/env.ts. */
const BUILD_ENV = ['SCRM_SEGMENT', 'GATEWAY_INSTANCE', 'TEST_HOST_PATTERN', 'TRUSTED_FRAME_ORIGINS'];

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  // Development keeps antd's run-time styles: its class names differ there, and a rebuild should stay quick.
  const antdStyles = production ? antdStylesheet() : null;
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/index.tsx') },
    output: {
      path: path.join(root, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // Lazy chunks by id, under the build's hash rather than each its own: the runtime then carries no table of
      // every chunk's hash (1.9 KB gzip on every first screen, growing with each area; names would cost more). The
      // price: a deploy gives every lazy chunk a new URL, unchanged or not. The stats still name the chunks.
      chunkFilename: production ? 'js/[id].[fullhash:8].js' : 'js/[name].js',
      publicPath: '/',
      clean: true,
      // 01-platform §8: loading a code chunk gives up after 120 s; the route shows a message then.
      chunkLoadTimeout: 120_000,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...Object.fromEntries(ROOT_FOLDERS.map((folder) => [folder, path.join(root, folder)])),
        // The page builder's undo history uses immer's patches through a copy of immer of its own, so the shell's
        // immer (Redux Toolkit's) ships without the patch plugin (1.2 KB gzip on every first screen).
        'immer-patches$': path.join(root, 'node_modules/immer/dist/immer.legacy-esm.js'),
        // Two AntV packages point browsers at a prebuilt bundle that carries its own copies of what it imports:
        // L7's components bring a second L7 core and layers into the user map's chunk (530 KB minified), the
        // coordinate package a second gl-matrix into G2's. Their ES modules share what the chunk already has.
        '@antv/l7-component$': path.join(root, 'node_modules/@antv/l7-component/es/index.js'),
        '@antv/coord$': path.join(root, 'node_modules/@antv/coord/esm/index.js'),
        ...(production && {
          // react-router's package points every bundler at its development build (checks and warnings).
          'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
          // umi-request's fetch polyfill; every supported browser has fetch.
          'isomorphic-fetch$': false,
          'resize-observer-polyfill$': path.join(root, 'config/build/nativeResizeObserver.js'),
          html2canvas$: path.join(root, 'config/build/lazyHtml2canvas.js'),
          // The messages come parsed (config/build/compiledMessages.mjs).
          '@formatjs/icu-messageformat-parser$': path.join(
            root,
            'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js',
          ),
          qs$: path.join(root, 'config/build/querystring.ts'),
          '@babel/runtime/helpers/esm/objectSpread2$': path.join(root, 'config/build/objectSpread2.js'),
          'safe-stable-stringify$': path.join(root, 'config/build/stableStringify.js'),
          swr$: path.join(root, 'config/build/swr.js'),
          // Those that change antd's or pro-components' tokens, which the antd stylesheet is rendered with too.
          ...Object.fromEntries(Object.entries(BUNDLE_SWAPS).map(([name, file]) => [`${name}$`, file])),
        }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // See config/build/knownLocales.mjs: no number formatting started to ask about the app's locales.
          test: KNOWN_LOCALES_CHECKS,
          use: path.join(root, 'config/build/knownLocales.mjs'),
        },
        {
          // See config/build/lazyComponents.mjs: value-type renderers no first screen shows, ProTable's search
          // form (lists search with the filter panel: `search={false}`), and the pictures of antd's 403/404/500
          // results (a page that failed shows its picture a moment later).
          test: LAZY_MODULES,
          resourceQuery: { not: [/eager/] },
          use: path.join(root, 'config/build/lazyComponents.mjs'),
        },
        ...(production
          ? [
              {
                test: MESSAGES_FILE,
                resourceQuery: { not: [/messages-source/] },
                use: path.join(root, 'config/build/compiledMessages.mjs'),
              },
            ]
          : []),
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(
        UNUSED_PRO_LOCALE,
        path.join(root, 'config/build/unusedLocale.js'),
      ),
      ...IMPORT_SWAPS.map(
        ([request, folder, file]) =>
          new webpack.NormalModuleReplacementPlugin(request, (resource) => {
            if (folder.test(resource.context)) resource.request = path.join(root, 'config/build', file);
          }),
      ),
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html') }),
      // See config/build/firstScreenPreload.ts: the first screen's chunks asked for at once.
      ...(production ? [new FirstScreenPreload(antdStyles?.file ?? null)] : []),
      new webpack.DefinePlugin({
        ...Object.fromEntries(
          BUILD_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
        ),
        'process.env.ANTD_STYLESHEET': JSON.stringify(antdStyles ? `/${antdStyles.file}` : ''),
      }),
      ...(antdStyles ? [antdStyles.plugin] : []),
    ],
    optimization: {
      // swc minifies about four times faster than terser. It already runs off the JavaScript thread, so worker
      // processes only add copying (measured on 2 cores: 31 s with workers, 24-27 s without).
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, extractComments: false }),
      ],
      splitChunks: { chunks: 'all' },
      // Short ids for the most used modules and chunks: every `require(id)` and every route's list of chunks to
      // load is shorter (5.1 KB gzip off the coupon list's first load). Deterministic ids would keep the two
      // initial files' hashes across deploys that do not touch them; the lazy chunks renew anyway (above).
      moduleIds: 'size',
      chunkIds: 'total-size',
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.PORT) || 8000,
      hot: false,
      static: false,
      liveReload: true,
      client: { overlay: { warnings: false, errors: true } },
      setupMiddlewares: (middlewares) => {
        // Required here, not imported on top, so a production build never loads the mock or the proxy.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { apiBackend }: { apiBackend: typeof ApiBackend } = require('./mock/server/apiBackend');
        // First, before any body parser, so request bodies reach the backend untouched.
        middlewares.unshift(apiBackend(process.env.API_TARGET));
        return middlewares;
      },
    },
  };
};
