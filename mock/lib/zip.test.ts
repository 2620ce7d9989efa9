import * as XLSX from 'xlsx';
import { zip } from './zip';

/** SheetJS's container reader (the one it opens .xlsx files with) reads the archive back. */
function entries(bytes: Uint8Array): Record<string, string> {
  const container = XLSX.CFB.read(Buffer.from(bytes), { type: 'buffer' }) as {
    FileIndex: { type: number; name: string; content: unknown }[];
  };
  return Object.fromEntries(
    container.FileIndex.filter((file) => file.type === 2 && !file.name.startsWith('\u0001')).map((file) => [
      file.name,
      Buffer.from(file.content as Uint8Array).toString('utf8'),
    ]),
  );
}

describe('zip', () => {
  it('writes an archive whose entries read back byte for byte', () => {
    const archive = zip([
      { name: 'poster.png', bytes: new TextEncoder().encode('first') },
      { name: 'flyer.png', bytes: new TextEncoder().encode('second, longer') },
    ]);
    expect(entries(archive)).toEqual({ 'poster.png': 'first', 'flyer.png': 'second, longer' });
  });

  it('writes an empty archive as the end record alone', () => {
    expect(zip([]).byteLength).toBe(22);
  });
});
