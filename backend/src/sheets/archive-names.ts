import { crc32 } from 'node:zlib';
import type { Entry } from 'yauzl';

export type NameProblem = 'empty' | 'nul' | 'backslash' | 'absolute' | 'parent';

/**
 * Why a name from a ZIP entry or from the sheet's images column may not be used as a path below a folder,
 * or null when it may. Backslashes are refused rather than read as separators: `..\x` must not slip through.
 */
export function nameProblem(name: string): NameProblem | null {
  if (name === '') return 'empty';
  if (name.includes('\0')) return 'nul';
  if (name.includes('\\')) return 'backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'absolute';
  if (name.split('/').includes('..')) return 'parent';
  return null;
}

const UTF8_FLAG = 0x800;
const UNICODE_PATH_FIELD = 0x7075;

/**
 * The entry's name as the person who zipped it typed it, in NFC (macOS zips in NFD; the sheet is typed in NFC).
 * Zips made on Chinese Windows store names in GBK without saying so: names that are not valid UTF-8 are read
 * as GB18030. Needs yauzl's `decodeStrings: false`, which hands over the raw bytes.
 */
export function entryName(entry: Entry): string {
  return decodeName(entry.fileNameRaw, entry).normalize('NFC');
}

function decodeName(raw: Buffer, entry: Entry): string {
  const unicodePath = entry.extraFields.find((field) => field.id === UNICODE_PATH_FIELD)?.data;
  // Info-ZIP's UTF-8 copy of the name, valid only while its checksum matches the name it was made for.
  if (unicodePath && unicodePath.length >= 5 && unicodePath[0] === 1 && unicodePath.readUInt32LE(1) === crc32(raw)) {
    return unicodePath.subarray(5).toString('utf8');
  }
  if (entry.generalPurposeBitFlag & UTF8_FLAG) return raw.toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return new TextDecoder('gb18030').decode(raw);
  }
}
