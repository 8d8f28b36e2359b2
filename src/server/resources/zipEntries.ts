// The parts of a zip file (an xlsx is one), read from its central directory, and each part unpacked
// as a stream of text against a byte budget: a part that unpacks past the budget is stopped at that
// point, so a small file that would unpack to gigabytes never does.
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

export class ZipError extends Error {}

/** Thrown when the parts unpack past the budget. */
export class BudgetExceeded extends Error {}

/** Bytes still allowed to be unpacked, shared by every part of one file. */
export class ByteBudget {
  constructor(private left: number) {}
  take(bytes: number): void {
    this.left -= bytes;
    if (this.left < 0) throw new BudgetExceeded();
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL) throw new ZipError('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name.replace(/^\//, ''), {
      name,
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** Unpacks one part, handing its text to `onText` chunk by chunk; stops at the first error `onText` throws. */
export function streamEntryText(zip: Buffer, entry: ZipEntry, budget: ByteBudget, onText: (text: string) => void): Promise<void> {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL) return Promise.reject(new ZipError('bad local header'));
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) return Promise.reject(new ZipError('truncated'));
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    return new Promise((resolve, reject) => {
      try {
        budget.take(data.length);
        onText(decoder.write(data) + decoder.end());
        resolve();
      } catch (error) {
        reject(error);
      }
    });
  }
  if (entry.method !== 8) return Promise.reject(new ZipError(`compression method ${entry.method}`));
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        budget.take(chunk.length);
        onText(decoder.write(chunk));
      } catch (error) {
        fail(error);
      }
    });
    inflate.on('end', () => {
      if (failed) return;
      try {
        onText(decoder.end());
        resolve();
      } catch (error) {
        fail(error);
      }
    });
    inflate.on('error', () => fail(new ZipError('corrupt data')));
    inflate.end(data);
  });
}
