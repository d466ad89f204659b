import { uploadRoot } from './upload-root';
import type { FileStorage } from './file-storage';
import { LocalFolderStorage } from './local-folder.storage';
import { parseStorageUrl, S3Storage } from './s3.storage';

/** STORAGE_URL (s3://…) when set, else the UPLOAD_DIR folder. Stand-alone commands (seed, import) use it too. */
export function openFileStorage(storageUrl: string | undefined, uploadDir: string | undefined): FileStorage {
  if (storageUrl) return new S3Storage(parseStorageUrl(storageUrl));
  return new LocalFolderStorage(uploadRoot(uploadDir));
}
