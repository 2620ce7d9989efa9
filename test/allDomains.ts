/**
 * Every domain at once, for test stores: the shell's, and every area table of src-models, found by its declaration
 * (`declare module '…/domains' { interface AreaDomainTables { area: typeof table } }`), in whichever file it is: an
 * area of many domains keeps its table in src-models/areas, a small one in its model's file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DomainTable } from 'src-models/coreDomains';
import type { AllAreaDomains } from 'src-models/domains';
import { shellDomains } from 'src-models/shellDomains';

const root = path.join(__dirname, '../src-models');
const DECLARATION = /interface AreaDomainTables\s*\{\s*(\w+): typeof (\w+);/;

/** Each area's table, by the name it declares. */
export const areaDomainTables: Record<string, DomainTable> = Object.fromEntries(
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file))
    .flatMap((file) => {
      const declared = DECLARATION.exec(readFileSync(path.join(root, file), 'utf8'));
      if (!declared) return [];
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(path.join(root, file)) as Record<string, DomainTable>;
      return [[declared[1], module[declared[2]]]];
    }),
);

export const domains = Object.assign({}, shellDomains, ...Object.values(areaDomainTables)) as AllAreaDomains;
