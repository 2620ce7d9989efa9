import { findAdvisories, readLockFile } from './advisories';

describe('the known-advisory check', () => {
  it('finds an affected package wherever it sits, by its real name when it is an alias', () => {
    const findings = findAdvisories({
      packages: {
        '': { name: 'app', version: '1.0.0' },
        'node_modules/draft-js/node_modules/immutable': { version: '3.7.6' },
        'node_modules/immutable': { version: '4.0.0-rc.12' },
        'node_modules/sass/node_modules/immutable': { version: '5.1.5' },
        'node_modules/xlsx': { name: '@e965/xlsx', version: '0.20.1' },
      },
    });
    expect(findings.map(({ location, advisory }) => [location, advisory.id.split(' ')[0]])).toEqual([
      ['node_modules/draft-js/node_modules/immutable', 'CVE-2026-29063'],
      ['node_modules/immutable', 'CVE-2026-29063'],
      ['node_modules/xlsx', 'CVE-2024-22363'],
    ]);
  });

  it('finds nothing in this tree: package-lock.json has no known affected version', () => {
    expect(findAdvisories(readLockFile())).toEqual([]);
  });
});
