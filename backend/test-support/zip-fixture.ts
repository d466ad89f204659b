import { writeFile } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made ZIP; every field a hostile archive could set is open to the test. */
export interface FixtureEntry {
  name: string | Buffer;
  data?: Buffer | string;
  /** Deflate (method 8) instead of storing. */
  deflate?: boolean;
  /** Uncompressed size written in the headers, when a test wants them to lie. */
  declaredSize?: number;
  /** Unix mode (file type and permissions), stored as made on Unix. */
  unixMode?: number;
  encrypted?: boolean;
  /** Sets the "names are UTF-8" flag (bit 11). */
  utf8?: boolean;
}

/** Builds the bytes of a ZIP file: local headers and data, central directory, end record. */
export function zipBytes(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : (entry.data ?? Buffer.alloc(0));
    const packed = entry.deflate ? deflateRawSync(data) : data;
    // Traditional encryption puts a 12-byte header before the data; its content does not matter here.
    const body = entry.encrypted ? Buffer.concat([Buffer.alloc(12, 0xaa), packed]) : packed;
    const flags = (entry.encrypted ? 0x1 : 0) | (entry.utf8 ? 0x800 : 0);
    const method = entry.deflate ? 8 : 0;
    const size = entry.declaredSize ?? data.length;
    const checksum = crc32(data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export async function writeZip(path: string, entries: FixtureEntry[]): Promise<void> {
  await writeFile(path, zipBytes(entries));
}
