import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Just enough of the S3 REST API for the storage driver, path-style (`/{bucket}/{key}`): PutObject, GetObject,
 * HeadObject and DeleteObject on one bucket, errors as S3's XML. Signatures are not checked, but a request
 * without one is refused, so a driver that forgot its credentials fails here as it would on S3.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const requests: { method: string; key: string }[] = [];

  const sendError = (res: ServerResponse, status: number, code: string, head = false) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(head ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, requestedBucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    requests.push({ method: req.method ?? '', key });
    const head = req.method === 'HEAD';
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) return sendError(res, 403, 'AccessDenied', head);
    if (requestedBucket !== bucket) return sendError(res, 404, 'NoSuchBucket', head);

    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      objects.set(key, {
        body: Buffer.concat(chunks),
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
      });
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === 'GET' || head) {
      const object = objects.get(key);
      if (!object) return sendError(res, 404, 'NoSuchKey', head);
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"fake"' });
      return res.end(head ? undefined : object.body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return sendError(res, 405, 'MethodNotAllowed');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => sendError(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The environment that points the server's file storage at this fake. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
