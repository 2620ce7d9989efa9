/**
 * A minimal ZIP writer (entries stored, not compressed: PNGs are compressed already), so the mock can answer
 * an archive of codes without a dependency: a local header and the bytes per entry, then the central directory.
 */
import { crc32 } from './png';

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

const UTF8_NAMES = 0x0800;
/** 1980-01-01, the first day a ZIP can name (the mock's archives are made now; their entries need no time). */
const DOS_DATE = (1 << 5) | 1;

export function zip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.bytes.byteLength, 18);
    local.writeUInt32LE(entry.bytes.byteLength, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, Buffer.from(entry.bytes));

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // made by
    record.writeUInt16LE(20, 6); // version needed
    record.writeUInt16LE(UTF8_NAMES, 8);
    record.writeUInt16LE(DOS_DATE, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(entry.bytes.byteLength, 20);
    record.writeUInt32LE(entry.bytes.byteLength, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    central.push(record, name);
    offset += local.length + name.length + entry.bytes.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const whole = Buffer.concat([...parts, directory, end]);
  return new Uint8Array(whole.buffer.slice(whole.byteOffset, whole.byteOffset + whole.byteLength));
}
