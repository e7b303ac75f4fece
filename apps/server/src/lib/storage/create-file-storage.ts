import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** S3 when S3_BUCKET is set, otherwise a folder (FILES_DIR, default DATA_DIR/files). */
export function createFileStorage(config: Config): FileStorage {
  return config.storage.s3 ? s3FileStorage(config.storage.s3) : localFileStorage(config.storage.dir);
}
