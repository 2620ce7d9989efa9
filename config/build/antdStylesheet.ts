/**
 * The production build's antd stylesheet (see antdStyles.tsx): computed once per build in a child process,
 * emitted as `css/antd.<hash>.css`, and its address given to the bundle as `process.env.ANTD_STYLESHEET`
 * (src/app/antdStylesheet.ts loads it before the signed-in app renders).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import webpack from 'webpack';

const ROOT = path.join(__dirname, '../..');
const SCRIPT = path.join(__dirname, 'antdStyles.tsx');

export interface AntdStylesheet {
  /** The address the bundle loads, under the output's public path. */
  file: string;
  plugin: webpack.WebpackPluginInstance;
}

export function antdStylesheet(): AntdStylesheet {
  // From the project's folder, whatever the caller's: tsx takes the JSX settings from its tsconfig.json.
  const css = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const file = `css/antd.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  const plugin: webpack.WebpackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AntdStylesheet', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'AntdStylesheet', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(file, new webpack.sources.RawSource(css)),
        );
      });
    },
  };
  return { file, plugin };
}
