import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FileStorage } from './file-storage';

/** Where the markers live in the storage: a folder no kind of upload uses. */
const MARKERS = '_shop-instances';

/** The start-up refusal: its message says what is wrong and what to do. */
export class StorageNotShared extends Error {}

/**
 * Run at every start, before serving: the storage must be writable (a probe is written, read back
 * and removed) and be the one the other instances of this shop use. The first instance writes a
 * marker file with a random name into the storage and records the name in the database; every
 * instance then requires that file in its own storage. An instance whose UPLOAD_DIR is a folder of
 * its own (a volume not mounted, a typo) finds no marker and refuses to start, instead of storing
 * pictures the others cannot serve. Several shops (or test databases) may share one folder: each
 * has its own marker.
 */
export async function checkSharedStorage(storage: FileStorage, dataSource: DataSource): Promise<void> {
  const probe = `${MARKERS}/probe-${process.pid}-${randomBytes(6).toString('hex')}`;
  try {
    await storage.put(probe, Buffer.from('probe'));
    const back = await storage.get(probe);
    if (back?.toString() !== 'probe') throw new Error('a file written could not be read back');
    await storage.delete(probe);
  } catch (error) {
    throw new StorageNotShared(
      `The file storage (${storage.describe}) is not writable by this process (uid ${process.getuid?.() ?? '?'}): ${(error as Error).message}. ` +
        'Give it write access to UPLOAD_DIR (or fix STORAGE_URL) and start again.',
    );
  }

  const candidate = `marker-${randomBytes(12).toString('hex')}`;
  const [recorded] = await dataSource.query(`SELECT value FROM shop_facts WHERE name = 'storage-marker'`);
  let marker: string = recorded?.value;
  if (!marker) {
    // Written before it is recorded: a recorded marker always exists in the storage of its writer.
    await storage.put(`${MARKERS}/${candidate}`, Buffer.from(`${new Date().toISOString()} ${storage.describe}\n`));
    await dataSource.query(`INSERT INTO shop_facts (name, value) VALUES ('storage-marker', $1) ON CONFLICT (name) DO NOTHING`, [candidate]);
    [{ value: marker }] = await dataSource.query(`SELECT value FROM shop_facts WHERE name = 'storage-marker'`);
    // Another instance recorded its own at the same moment: ours is not needed.
    if (marker !== candidate) await storage.delete(`${MARKERS}/${candidate}`);
  }
  if (!(await storage.exists(`${MARKERS}/${marker}`))) {
    throw new StorageNotShared(
      `The file storage (${storage.describe}) is not the one the other instances of this shop use: ` +
        `it lacks the marker ${MARKERS}/${marker} that the first instance wrote into the shared storage. ` +
        'Mount the same shared folder (volume, NFS) as UPLOAD_DIR on every instance, or set the same STORAGE_URL on all of them.',
    );
  }
}
