/** The figures every bench prints: medians of runs, and the gzip size of the JavaScript a page fetched. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The middle run (the upper one of an even count): one slow or fast outlier does not move it. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes the JavaScript files among `files` (names inside `dir`) take once gzipped, as a server sends them. */
export function gzipBytes(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files)
    if (file.endsWith('.js')) total += gzipSync(fs.readFileSync(path.join(dir, file))).length;
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs a bench section when its file is run alone (`npx tsx scripts/bench/<file>.ts`): its lines, or exit 1. */
export function runAlone(module: NodeJS.Module, section: () => Promise<string[]>): void {
  if (require.main !== module) return;
  section()
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
