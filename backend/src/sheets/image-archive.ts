import { HttpStatus } from '@nestjs/common';
import { createWriteStream, lstatSync, realpathSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as yauzl from 'yauzl';
import type { LocalizedText } from '@shop/contract';
import { entryName, nameProblem, type NameProblem } from './archive-names';
import { SheetError } from './sheet-error';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './sheet-limits';

export { ARCHIVE_LIMITS, SHEET_LIMITS, type ArchiveLimits } from './sheet-limits';

export interface ImageFolder {
  /** Fresh temp folder holding the archive's files, with their folders (`wb/fig1.png`). */
  root: string;
  /** Paths of the extracted files relative to root, '/'-separated, NFC. */
  files: readonly string[];
  /** Entries present but not extracted: symbolic links and other non-regular files. */
  skipped: readonly string[];
  /** Removes the folder. Safe to call more than once. */
  dispose(): Promise<void>;
}

/**
 * Extracts a ZIP of product images into a fresh temp folder, refusing archives that could harm the server:
 * too many entries, too large or too compressed (bombs; inflated bytes are counted, not taken from headers),
 * encrypted entries, names that could leave the folder. Symbolic links are not extracted. On refusal nothing
 * is left behind and a SheetError says why.
 */
export async function extractImageArchive(zipPath: string, limits: Partial<ArchiveLimits> = {}): Promise<ImageFolder> {
  const limit: ArchiveLimits = { ...ARCHIVE_LIMITS, ...limits };
  const root = await mkdtemp(join(tmpdir(), 'catalogue-images-'));
  const dispose = () => rm(root, { recursive: true, force: true });
  let zip: yauzl.ZipFile | null = null;
  try {
    zip = await openZip(zipPath);
    if (zip.entryCount > limit.maxEntries) {
      throw refusal(
        {
          zh: `压缩包中有 ${zip.entryCount} 个条目，最多允许 ${limit.maxEntries} 个。`,
          en: `The archive has ${zip.entryCount} entries; at most ${limit.maxEntries} are allowed.`,
        },
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    }
    const files: string[] = [];
    const skipped: string[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      checkName(name);
      if (entry.isEncrypted()) {
        throw refusal({
          zh: `压缩包中的“${name}”设有密码。请上传不加密的 ZIP 文件。`,
          en: `"${name}" in the archive is encrypted. Upload a ZIP without a password.`,
        });
      }
      if (name.endsWith('/') || name.startsWith('__MACOSX/')) continue; // folders; macOS metadata, never images
      if (!isRegularFile(entry)) {
        skipped.push(name);
        continue;
      }
      checkDeclaredSize(entry, name, total, limit);
      const target = join(root, name);
      // nameProblem already keeps the name inside; this guards against a future change there.
      if (!isInside(root, target)) throw refusal(NAME_PROBLEMS.parent(name));
      await mkdir(dirname(target), { recursive: true });
      const counter = new InflatedBytes(name, entry.compressedSize, total, limit);
      const inflated = await zip.openReadStreamPromise(entry);
      await pipeline(inflated, counter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      total += counter.bytes;
      files.push(name);
    }
    return { root, files, skipped, dispose };
  } catch (error) {
    zip?.close();
    await dispose();
    throw asSheetError(error);
  }
}

/**
 * The absolute path of `name` (from the sheet's images column) inside `root`, or null if it would leave root:
 * absolute paths, '..' segments, NUL, backslashes, and paths whose real location (after following symbolic
 * links, of the file or of its nearest existing folder) lies outside root. A missing file inside resolves normally.
 */
export function resolveInside(root: string, name: string): string | null {
  if (nameProblem(name) !== null) return null;
  const base = resolve(root);
  const candidate = resolve(base, name.normalize('NFC'));
  if (!isInside(base, candidate)) return null;
  try {
    const realBase = realpathSync(base);
    const real = realpathSync(nearestExisting(candidate, base));
    return real === realBase || isInside(realBase, real) ? candidate : null;
  } catch {
    return null;
  }
}

/** The path itself if it exists (a dangling link counts, and then fails realpath), else its nearest existing folder. */
function nearestExisting(path: string, root: string): string {
  for (let current = path; current !== root; current = dirname(current)) {
    if (lstatSync(current, { throwIfNoEntry: false })) return current;
  }
  return root;
}

/** Strictly below root: root itself is not an image. */
function isInside(root: string, target: string): boolean {
  const path = relative(root, target);
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  // Raw name bytes (decodeStrings: false): entryName decodes and nameProblem validates them, with messages staff
  // can read, instead of yauzl's own checks.
  return yauzl.openPromise(path, {
    lazyEntries: true,
    decodeStrings: false,
    validateEntrySizes: true,
    autoClose: true,
  });
}

const UNIX = 3;
const MACOS = 19;
const FILE_TYPE = 0o170000;
const REGULAR_FILE = 0o100000;

/** Unix-made zips keep the file type in the high bits of the external attributes (symbolic link = 0o120000). */
function isRegularFile(entry: yauzl.Entry): boolean {
  const system = entry.versionMadeBy >> 8;
  if (system !== UNIX && system !== MACOS) return true;
  const type = (entry.externalFileAttributes >>> 16) & FILE_TYPE;
  return type === 0 || type === REGULAR_FILE;
}

function checkName(name: string): void {
  const problem = nameProblem(name);
  if (problem !== null) throw refusal(NAME_PROBLEMS[problem](name));
}

const NAME_PROBLEMS: Record<NameProblem, (name: string) => LocalizedText> = {
  empty: () => ({ zh: '压缩包中有一个没有名字的条目。', en: 'The archive has an entry without a name.' }),
  nul: (name) => ({
    zh: `压缩包中的文件名“${printable(name)}”含有非法字符。`,
    en: `The file name "${printable(name)}" in the archive contains an invalid character.`,
  }),
  backslash: (name) => ({
    zh: `压缩包中的文件名“${name}”含有反斜杠（\\）。请用“/”分隔文件夹，或用其他工具重新压缩。`,
    en: `The file name "${name}" in the archive contains a backslash (\\). Use "/" between folders, or zip it again with another tool.`,
  }),
  absolute: (name) => ({
    zh: `压缩包中的文件名“${name}”是绝对路径，不允许。`,
    en: `The file name "${name}" in the archive is an absolute path, which is not allowed.`,
  }),
  parent: (name) => ({
    zh: `压缩包中的文件名“${name}”指向压缩包以外（含“..”），不允许。`,
    en: `The file name "${name}" in the archive points outside the archive (it contains ".."), which is not allowed.`,
  }),
};

function printable(name: string): string {
  return name.replace(/\0/g, '\\0');
}

/** Headers can lie, so these are only the early answer; InflatedBytes checks the bytes themselves. */
function checkDeclaredSize(entry: yauzl.Entry, name: string, total: number, limit: ArchiveLimits): void {
  const size = entry.uncompressedSize;
  if (size > limit.maxEntryBytes) throw tooLarge(name, limit);
  if (isBomb(size, entry.compressedSize, limit)) throw bomb(name, limit);
  if (total + size > limit.maxTotalBytes) throw tooLargeInTotal(limit);
}

function isBomb(inflated: number, compressed: number, limit: ArchiveLimits): boolean {
  return inflated > limit.ratioFromBytes && inflated > limit.maxRatio * compressed;
}

/** Counts what inflating really produces and stops at the first byte over a limit. */
class InflatedBytes extends Transform {
  bytes = 0;

  constructor(
    private readonly name: string,
    private readonly compressed: number,
    private readonly totalBefore: number,
    private readonly limit: ArchiveLimits,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    const { bytes, limit } = this;
    if (bytes > limit.maxEntryBytes) return done(tooLarge(this.name, limit));
    if (isBomb(bytes, this.compressed, limit)) return done(bomb(this.name, limit));
    if (this.totalBefore + bytes > limit.maxTotalBytes) return done(tooLargeInTotal(limit));
    done(null, chunk);
  }
}

const MB = 1024 * 1024;

function tooLarge(name: string, limit: ArchiveLimits): SheetError {
  return refusal(
    {
      zh: `压缩包中的“${name}”解压后超过 ${limit.maxEntryBytes / MB} MB，单个文件不能更大。`,
      en: `"${name}" in the archive unpacks to more than ${limit.maxEntryBytes / MB} MB, the most one file may have.`,
    },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

function tooLargeInTotal(limit: ArchiveLimits): SheetError {
  return refusal(
    {
      zh: `压缩包解压后超过 ${limit.maxTotalBytes / MB} MB。请分成几个压缩包上传。`,
      en: `The archive unpacks to more than ${limit.maxTotalBytes / MB} MB. Split it into several archives.`,
    },
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
}

function bomb(name: string, limit: ArchiveLimits): SheetError {
  return refusal({
    zh: `压缩包中的“${name}”压缩比超过 ${limit.maxRatio} 倍，不像是图片（可能是“压缩炸弹”），已拒绝。`,
    en: `"${name}" in the archive is compressed more than ${limit.maxRatio} times, which no image is (a possible ZIP bomb); refused.`,
  });
}

function refusal(reason: LocalizedText, status: HttpStatus = HttpStatus.BAD_REQUEST): SheetError {
  return new SheetError(reason, { status });
}

const DAMAGED_ZIP = {
  zh: '无法读取这个 ZIP 文件：文件已损坏，或使用了不支持的压缩方式。请重新压缩后再上传。',
  en: 'This ZIP file cannot be read: it is damaged or uses an unsupported compression method. Zip the images again and upload it again.',
};

/** Problems of the archive become SheetErrors; the server's own (disk full, permissions) stay as they are. */
function asSheetError(error: unknown): unknown {
  if (error instanceof SheetError) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
    return new SheetError(
      {
        zh: '压缩包中有重名的文件，或同一个名字既是文件又是文件夹。',
        en: 'The archive holds two files with the same name, or one name used for both a file and a folder.',
      },
      { cause: error },
    );
  }
  if (code === 'ENAMETOOLONG') {
    return new SheetError(
      { zh: '压缩包中有文件名过长的文件。', en: 'A file name in the archive is too long.' },
      { cause: error },
    );
  }
  if (code === undefined || code.startsWith('Z_')) return new SheetError(DAMAGED_ZIP, { cause: error });
  return error;
}
