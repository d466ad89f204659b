import { createHash } from 'node:crypto';

/**
 * Uploaded files (pictures, certificates) are stored under the hash of their bytes: the same file
 * handed in twice — a re-imported sheet, a re-run seed, one PDF for several lots — is stored once.
 */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}
