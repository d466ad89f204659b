import { createHash, randomBytes } from 'node:crypto';
import { access, rename, unlink, writeFile } from 'node:fs/promises';

/**
 * Uploaded files (pictures, certificates) are stored under the hash of their bytes: the same file
 * handed in twice — a re-imported sheet, a re-run seed, one PDF for several lots — is stored once.
 */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

export async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Readers never see half a file: write under a name no other writer uses, then rename, which
 * replaces atomically. Two writers of the same bytes at once both succeed with identical content.
 */
export async function writeFileAtomically(target: string, bytes: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
  try {
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
}
