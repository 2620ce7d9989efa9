/**
 * `npm run check`: the type check, ESLint, Prettier and the import-cycle check side by side (each is one process on one core), each one's
 * wall time printed, and every failure's output shown. Exits non-zero if any of them failed.
 */
import { spawn } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['format', 'npm run --silent format:check'],
  ['import cycles', 'npm run --silent check:cycles'],
] as const;

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  output: string;
}

function run(name: string, command: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

async function main() {
  const outcomes = await Promise.all(CHECKS.map(([name, command]) => run(name, command)));
  for (const { name, ok, seconds, output } of outcomes) {
    if (!ok) process.stdout.write(`\n--- ${name} failed ---\n${output}\n`);
    process.stdout.write(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)\n`);
  }
  if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
}

void main();
