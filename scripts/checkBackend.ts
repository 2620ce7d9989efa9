/**
 * `API_TARGET=https://… npm run check:backend -- --email … --password …`: signs in to the backend and makes every
 * read-only call of the product (scripts/checkBackendCalls.ts), checking each answer with the shapes the services
 * check it with, one line per call (docs/backend.md). Exit code 0 when no call failed, 1 otherwise, 2 for
 * arguments it cannot run with.
 */
// First: the models below need immer under the page builder's name for it.
import './checkBackendImmer';
import { parseApiTarget } from '../mock/server/backendProxy';
import { checkBackend } from './checkBackendRun';

export const USAGE = [
  'Usage: API_TARGET=https://backoffice-api.example npm run check:backend -- --email <e-mail> --password <password>',
  '',
  'Signs in to the backend at API_TARGET as that operator and makes every read-only call of the product',
  '(searches, gets, lookups), checking each answer against what the product expects. It saves nothing.',
].join('\n');

export interface CheckArguments {
  target: URL;
  email: string;
  password: string;
}

/** The run's settings, or what is wrong with them (the usage follows it). */
export function parseArguments(
  argv: readonly string[],
  apiTarget: string | undefined,
): CheckArguments | { help: true } | { error: string } {
  const given: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') return { help: true };
    const match = /^--(email|password)(?:=(.*))?$/.exec(argument);
    if (!match) return { error: `Unknown argument: ${argument}` };
    let value: string | undefined = match[2];
    if (value === undefined) {
      index += 1;
      value = argv[index]?.startsWith('--') ? undefined : argv[index];
    }
    if (!value) return { error: `--${match[1]} needs a value` };
    given[match[1]] = value;
  }
  let target: URL | null;
  try {
    target = parseApiTarget(apiTarget);
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (!target) return { error: 'API_TARGET must name the backend, such as https://backoffice-api.example' };
  if (!given.email || !given.password) return { error: 'Both --email and --password are needed' };
  return { target, email: given.email, password: given.password };
}

/** The command: answers its exit code. */
export async function main(
  argv: readonly string[],
  apiTarget: string | undefined,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  const parsed = parseArguments(argv, apiTarget);
  if ('help' in parsed) {
    print(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    printError(`${parsed.error}\n\n${USAGE}`);
    return 2;
  }
  return checkBackend({ ...parsed, print });
}

if (require.main === module) {
  main(process.argv.slice(2), process.env.API_TARGET)
    .then((code) => {
      process.exitCode = code;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
