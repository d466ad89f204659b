import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType font it wraps. fontkit reads WOFF directly but
 * inflates a table again on every glyph it looks up, which made one datasheet take seconds instead of
 * tens of milliseconds; unwrapped once per process, the committed font stays small (1.5 MB instead of 2.5).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < 44 || woff.readUInt32BE(0) !== WOFF_SIGNATURE) return woff;
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const stored = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const bytes = woff.subarray(offset, offset + stored);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: stored < length ? inflateSync(bytes) : bytes };
  });
  // The sfnt table directory, with the binary-search fields the OpenType spec asks for.
  const selector = Math.floor(Math.log2(count));
  const range = 16 * 2 ** selector;
  const directory = Buffer.alloc(12 + 16 * count);
  directory.writeUInt32BE(flavor, 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(range, 6);
  directory.writeUInt16BE(selector, 8);
  directory.writeUInt16BE(count * 16 - range, 10);
  const parts: Buffer[] = [directory];
  let offset = directory.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    directory.writeUInt32BE(table.tag, at);
    directory.writeUInt32BE(table.checksum, at + 4);
    directory.writeUInt32BE(offset, at + 8);
    directory.writeUInt32BE(table.data.length, at + 12);
    const padding = (4 - (table.data.length % 4)) % 4;
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
