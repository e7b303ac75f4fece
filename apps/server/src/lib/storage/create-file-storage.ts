import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { type S3StorageConfig, s3FileStorage } from './s3-file-storage';

/** Where uploaded documents go: the `storage` part of the server's configuration. */
export interface StorageConfig {
  storage: { dir: string; s3?: S3StorageConfig };
}

/** S3 when S3_BUCKET is set, otherwise a folder (FILES_DIR, default DATA_DIR/files). */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.storage.s3 ? s3FileStorage(config.storage.s3) : localFileStorage(config.storage.dir);
}
