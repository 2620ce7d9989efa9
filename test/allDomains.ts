/** Every domain at once, for test stores: the shell's, and every area table found in src-models/areas. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DomainTable } from 'src-models/coreDomains';
import type { AllAreaDomains } from 'src-models/domains';
import { shellDomains } from 'src-models/shellDomains';

const folder = path.join(__dirname, '../src-models/areas');

/** Each area's table, by the file it is declared in. */
export const areaDomainTables: Record<string, DomainTable> = Object.fromEntries(
  readdirSync(folder)
    .filter((file) => /^\w+\.ts$/.test(file))
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(folder, file)) as Record<string, DomainTable>;
      return [file.replace(/\.ts$/, ''), module[`${file.replace(/\.ts$/, '')}Domains`]];
    }),
);

export const domains = Object.assign({}, shellDomains, ...Object.values(areaDomainTables)) as AllAreaDomains;
