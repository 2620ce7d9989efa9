/**
 * Opens workbooks in LibreOffice (Debian's `libreoffice-calc`) and reads back the cells as it shows them, through
 * `soffice --headless --convert-to csv`. Tests that use it skip when soffice is not installed.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const SOFFICE = process.env.SOFFICE_PATH || 'soffice';

export const SOFFICE_MISSING =
  `LibreOffice check skipped: '${SOFFICE}' not found. Install it with ` +
  '`apt-get install -y libreoffice-calc` (or set SOFFICE_PATH) to open the exports in LibreOffice.';

export function hasSoffice(): boolean {
  return spawnSync(SOFFICE, ['--version'], { stdio: 'ignore', timeout: 60_000 }).status === 0;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes (doubled), line breaks and carriage returns. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i += 1;
      rows.push([...row, field]);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The first sheet of each workbook as LibreOffice shows it: rows of cell texts, keyed like `workbooks`. */
export async function cellsInLibreOffice(
  workbooks: Record<string, ArrayBuffer | Uint8Array>,
): Promise<Record<string, string[][]>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'libreoffice-'));
  try {
    const files = Object.entries(workbooks).map(([name, bytes]) => {
      const file = path.join(dir, `${name}.xlsx`);
      fs.writeFileSync(file, new Uint8Array(bytes));
      return file;
    });
    // A profile of its own, so a LibreOffice already running elsewhere does not take the job. Filter options:
    // comma, double quote, UTF-8 (76).
    await promisify(execFile)(
      SOFFICE,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76',
        '--outdir',
        dir,
        ...files,
      ],
      { timeout: 120_000 },
    );
    return Object.fromEntries(
      Object.keys(workbooks).map((name) => [
        name,
        parseCsv(fs.readFileSync(path.join(dir, `${name}.csv`), 'utf8')),
      ]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
