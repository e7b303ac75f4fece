import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageConfig {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket (AWS S3, MinIO, Yandex/Selectel object storage...). */
export function s3FileStorage(config: S3StorageConfig): FileStorage {
  // The SDK, large in memory, is loaded only where S3_BUCKET is set.
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Plain checksums only when the API demands them: many S3-compatible servers reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
  );
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const { PutObjectCommand } = await sdk;
      await (await client).send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertStorageKey(key);
      const { GetObjectCommand, S3ServiceException } = await sdk;
      try {
        const object = await (await client).send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (
          error instanceof S3ServiceException &&
          (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
        ) {
          return null;
        }
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
