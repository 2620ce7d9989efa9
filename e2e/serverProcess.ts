/**
 * Servers in child processes. The browser tests' mock server: one for each worker, `npm run serve`'s server with
 * the test controls, so each worker's data and sessions are its own (the mock's db lives in its process) and two
 * suites at a time cannot collide. The benches' servers (scripts/bench), so their process only measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RunningServer } from '../mock/server/standalone';

const ROOT = path.resolve(__dirname, '..');
/** What a server prints once it listens: `The app on http://...`, `The peer on http://...`. */
const READY = / on (http:\/\/\S+)/;
const START_LIMIT_MS = 120_000;

/** `distDir`: the build it serves, the production one (`dist/`) unless told (the session replay's development build). */
export function startServerProcess(
  frameAncestors: readonly string[],
  { distDir }: { distDir?: string } = {},
): Promise<RunningServer> {
  return serverProcess('mock/server/standalone.ts', [], {
    MOCK_TEST_CONTROLS: '1',
    TRUSTED_FRAME_ORIGINS: frameAncestors.join(','),
    ...(distDir && { DIST_DIR: distDir }),
  });
}

/**
 * Runs a server script (from the project's root) with tsx in a child process, on a free port, and answers once it
 * says where it listens. `close` stops the process.
 */
export function serverProcess(
  script: string,
  args: readonly string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const limit = setTimeout(() => fail(new Error(`${script} did not start`)), START_LIMIT_MS);
    const fail = (error: Error) => {
      clearTimeout(limit);
      child.kill();
      reject(error);
    };
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const ready = READY.exec(output);
      if (!ready) return;
      clearTimeout(limit);
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      resolve({ url: ready[1], close: () => stop(child) });
    });
    child.once('exit', (code) => fail(new Error(`${script} exited (${code}): ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill();
  });
}
