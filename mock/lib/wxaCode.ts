/**
 * The mock's mini-program code: a square PNG drawn like a QR code, three finder squares and a grid of modules
 * hashed from the page path and version, so each page and version has its own picture (a test can tell them
 * apart) and the same request always draws the same one.
 */
import { createHash } from 'node:crypto';
import { encodeGreyPng } from './png';

const MODULES = 29;
const QUIET = 2;
const FINDER = 7;

function moduleBits(seed: string): boolean[] {
  const bits: boolean[] = [];
  for (let round = 0; bits.length < MODULES * MODULES; round += 1) {
    const digest = createHash('sha256').update(`${seed}#${round}`).digest();
    for (const byte of digest) for (let bit = 0; bit < 8; bit += 1) bits.push(((byte >> bit) & 1) === 1);
  }
  return bits;
}

/** Whether the module at (col, row) is in a finder square, and if so whether it is dark. */
function finder(col: number, row: number): boolean | null {
  for (const [left, top] of [
    [0, 0],
    [MODULES - FINDER, 0],
    [0, MODULES - FINDER],
  ]) {
    const x = col - left;
    const y = row - top;
    if (x < 0 || y < 0 || x >= FINDER || y >= FINDER) continue;
    const ring = Math.min(x, y, FINDER - 1 - x, FINDER - 1 - y);
    return ring !== 1;
  }
  return null;
}

/** Codes already drawn (one takes ~60 ms at 400 px, and a page of cards asks for the same ones again and again). */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 256;

export function wxaCodePng(path: string, envVersion: string, width: number): Buffer {
  const key = `${envVersion}|${width}|${path}`;
  const known = drawn.get(key);
  if (known) return known;
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
  const png = drawCode(path, envVersion, width);
  drawn.set(key, png);
  return png;
}

/** Each pixel row of a module row is the same: a row is worked out once, then read pixel by pixel. */
function drawCode(path: string, envVersion: string, width: number): Buffer {
  const bits = moduleBits(`${envVersion}|${path}`);
  const span = MODULES + 2 * QUIET;
  const moduleAt = (pixel: number) => Math.floor((pixel * span) / width) - QUIET;
  const columns = Array.from({ length: width }, (_, x) => moduleAt(x));
  const shadeOf = (col: number, row: number) => {
    if (col < 0 || row < 0 || col >= MODULES || row >= MODULES) return 255;
    return (finder(col, row) ?? bits[row * MODULES + col]) ? 0 : 255;
  };
  const rows = new Map<number, Uint8Array>();
  const pixelRow = (row: number) => {
    let shades = rows.get(row);
    if (!shades) {
      shades = Uint8Array.from(columns, (col) => shadeOf(col, row));
      rows.set(row, shades);
    }
    return shades;
  };
  return encodeGreyPng(width, width, (x, y) => pixelRow(moduleAt(y))[x]);
}
