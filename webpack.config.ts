import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import type { RequestHandler } from 'express';

const root = __dirname;
const ROOT_FOLDERS = ['src', 'src-models', 'src-services', 'src-locales', 'config', 'mock'];

/** Settings baked into the bundle; see config/env.ts. */
const BUILD_ENV = ['SCRM_SEGMENT', 'GATEWAY_INSTANCE', 'TEST_HOST_PATTERN', 'TRUSTED_FRAME_ORIGINS'];

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.join(root, 'src/index.tsx') },
    output: {
      path: path.join(root, 'dist'),
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      publicPath: '/',
      clean: true,
      // 01-platform §8: loading a code chunk gives up after 120 s; the route shows a message then.
      chunkLoadTimeout: 120_000,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: Object.fromEntries(ROOT_FOLDERS.map((folder) => [folder, path.join(root, folder)])),
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
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(png|jpe?g|gif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'src/index.html') }),
      new webpack.DefinePlugin(
        Object.fromEntries(
          BUILD_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
        ),
      ),
    ],
    optimization: {
      // swc minifies about four times faster than terser. It already runs off the JavaScript thread, so worker
      // processes only add copying (measured on 2 cores: 31 s with workers, 24-27 s without).
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false, extractComments: false }),
      ],
      splitChunks: { chunks: 'all' },
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
        // The embedded mock backend: the same MSW handlers jest and the standalone server use.
        // Required here, not imported on top, so a production build never loads the mock.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const mock: { createMockMiddleware: () => RequestHandler } = require('./mock/server/middleware');
        // First, before any body parser, so request bodies reach the handlers untouched.
        middlewares.unshift({ name: 'mock-backend', middleware: mock.createMockMiddleware() });
        return middlewares;
      },
    },
  };
};
