/**
 * A bench's servers run in processes of their own, so the bench's process does nothing but measure. In it, the
 * mock's answers to what a page asks after its rows (a complaint page's twenty status reads) ran on the event
 * loop that is to receive the browser's "rows drawn", and their time was added to the page's (~80 ms there).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { RunningServer } from '../../mock/server/serve';

const TSX = path.resolve(__dirname, '../../node_modules/.bin/tsx');

/**
 * Runs `script` with tsx (a server that prints a line with its URL when it listens, port 0 for a free one) and
 * answers once it listens. `close` stops the process.
 */
export function serverProcess(
  script: string,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const child = spawn(TSX, [script, ...args], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /https?:\/\/[\w.:-]+/.exec(output)?.[0];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      resolve({
        url,
        close: () => {
          child.kill();
          return exited;
        },
      });
    });
    child.once('exit', (code) =>
      reject(new Error(`${script} exited (${code}) before it listened: ${output}`)),
    );
  });
}
