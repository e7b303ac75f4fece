import { randomBytes } from 'node:crypto';

/**
 * Where uploaded documents' bytes live. Keys are chosen by the server (`newStorageKey`), never by users; the
 * database keeps the key, the detected content type and the size.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9]+(\/[a-z0-9-]+)*$/;

/** A fresh unguessable key, e.g. `applications/12/3f9c…` (128 random bits). */
export function newStorageKey(prefix: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}`;
}

/** Guards drivers against keys that could escape their folder or bucket prefix. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 200) throw new Error(`invalid storage key: ${key}`);
}
