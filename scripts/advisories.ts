/**
 * The known-advisory check, `npm run check:advisories` (and a jest test, so `npm test` runs it too). The
 * registry here does not serve `npm audit`, so every package of package-lock.json is compared with the advisories
 * listed below. When an advisory is published for a package of the tree (GitHub's advisory database, the CVE's
 * page), add it here and fix the tree (a version bump or an `overrides` entry) until the check passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

export interface Advisory {
  id: string;
  summary: string;
  /** Package names, aliases' real names included (`xlsx` is installed as `@e965/xlsx`). */
  packages: readonly string[];
  /** The affected versions, as a semver range. */
  affected: string;
  fixed: string;
}

export const ADVISORIES: readonly Advisory[] = [
  {
    id: 'CVE-2026-29063 (GHSA-wf6x-7x77-mvgw)',
    summary: 'prototype pollution through merge, mergeDeep, toJS and toObject',
    packages: ['immutable'],
    affected: '<3.8.3 || >=4.0.0-rc.1 <4.3.8 || >=5.0.0-beta.1 <5.1.5',
    fixed: '3.8.3, 4.3.8, 5.1.5',
  },
  {
    id: 'CVE-2023-30533 (GHSA-4r6h-8v6p-xvw6)',
    summary: 'prototype pollution when reading a crafted file',
    packages: ['xlsx', '@e965/xlsx'],
    affected: '<0.19.3',
    fixed: '0.19.3',
  },
  {
    id: 'CVE-2024-22363 (GHSA-5pgg-2g8v-p4x9)',
    summary: 'regular expression denial of service',
    packages: ['xlsx', '@e965/xlsx'],
    affected: '<0.20.2',
    fixed: '0.20.2',
  },
];

interface LockFile {
  packages: Record<string, { name?: string; version?: string; link?: boolean }>;
}

export interface Finding {
  /** Where the package sits, `node_modules/draft-js/node_modules/immutable`. */
  location: string;
  name: string;
  version: string;
  advisory: Advisory;
}

/** The installed name: an alias's lock entry names the real package, others are named by their folder. */
const packageName = (location: string, name?: string): string =>
  name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

export function findAdvisories(lock: LockFile, advisories: readonly Advisory[] = ADVISORIES): Finding[] {
  return Object.entries(lock.packages).flatMap(([location, entry]) => {
    if (!location.includes('node_modules/') || entry.link || !entry.version) return [];
    const name = packageName(location, entry.name);
    const version = entry.version;
    return advisories
      .filter((advisory) => advisory.packages.includes(name))
      .filter((advisory) => semver.satisfies(version, advisory.affected, { includePrerelease: true }))
      .map((advisory) => ({ location, name, version, advisory }));
  });
}

export function readLockFile(file = path.resolve(__dirname, '../package-lock.json')): LockFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LockFile;
}

if (require.main === module) {
  const findings = findAdvisories(readLockFile());
  for (const { location, version, advisory } of findings)
    console.error(`${location}@${version}: ${advisory.id}, ${advisory.summary}; fixed in ${advisory.fixed}`);
  console.log(
    findings.length === 0
      ? `No package of package-lock.json is affected by the ${ADVISORIES.length} known advisories.`
      : `${findings.length} affected package(s).`,
  );
  process.exitCode = findings.length === 0 ? 0 : 1;
}
