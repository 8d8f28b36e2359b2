// Builds xlsx files for the import tests by hand, part by part, so a test can make files no
// spreadsheet program would: a zip bomb (small on disk, a million rows unpacked), a sheet of a
// thousand columns, a cell of a million characters. Parts are deflated as streams of text chunks,
// so building a bomb never holds its unpacked text.
import { createDeflateRaw, crc32 } from 'node:zlib';

export type PartText = string | Iterable<string>;

async function deflatePart(text: PartText): Promise<{ data: Buffer; crc: number; size: number }> {
  const deflate = createDeflateRaw({ level: 6 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const chunk of typeof text === 'string' ? [text] : text) {
    const bytes = Buffer.from(chunk, 'utf8');
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip file of the parts (deflated), with its central directory. */
export async function zipParts(parts: Record<string, PartText>): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const { data, crc, size } = await deflatePart(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
const colName = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : colName(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));

/** One sheet row of inline strings; row 0 leaves out the references (rows then count in order), so identical rows compress like a bomb's. */
export function sheetRow(row: number, cells: string[]): string {
  const ref = (i: number) => (row > 0 ? ` r="${colName(i)}${row}"` : '');
  const cs = cells.map((text, i) => `<c${ref(i)} t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`).join('');
  return row > 0 ? `<row r="${row}">${cs}</row>` : `<row>${cs}</row>`;
}

/** An xlsx of one sheet whose rows are the given chunks of `<row>` XML. */
export function xlsxOfRows(rows: PartText): Promise<Buffer> {
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const sheet = function* () {
    yield `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>`;
    yield* typeof rows === 'string' ? [rows] : rows;
    yield '</sheetData></worksheet>';
  };
  return zipParts({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet(),
  });
}

/** Chunks of `count` rows made by `make`, `batch` rows per chunk. */
export function* rowChunks(first: number, count: number, make: (row: number) => string, batch = 5000): Generator<string> {
  for (let start = first; start < first + count; start += batch) {
    let chunk = '';
    for (let r = start; r < Math.min(first + count, start + batch); r++) chunk += make(r);
    yield chunk;
  }
}
