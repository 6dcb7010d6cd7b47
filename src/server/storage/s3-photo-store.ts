import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import { checkPhotoKey, isPhotoKey, type PhotoStore } from './photo-store';

const MAX_SOCKETS = 256;

export interface S3PhotoStoreOptions {
  /** An S3-compatible server (`http://127.0.0.1:9000`); unset: the AWS endpoint of the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** Keys per ListObjectsV2 page (S3's own limit is 1000; tests use a small one). */
  pageSize?: number;
  /** How long readiness waits for the bucket before it reports it unreachable. */
  pingTimeoutMs?: number;
}

/**
 * Photo files in an S3-compatible bucket, so that every server process serves every photo. Keys are
 * checked as on disk (they come from the server, never from a user). A missing object is an error
 * with code ENOENT, as the disk store's, which the callers treat as a missing file.
 */
export class S3PhotoStore implements PhotoStore {
  /** Loaded only for an S3 store: the SDK takes ~200 ms to load, which a start with the disk store should not pay. */
  private readonly sdk: Promise<{ s3: typeof Sdk; client: Sdk.S3Client }>;
  private readonly bucket: string;
  private readonly where: string;
  private readonly pageSize: number;
  private readonly pingTimeoutMs: number;

  constructor(o: S3PhotoStoreOptions) {
    this.bucket = o.bucket;
    this.pageSize = o.pageSize ?? 1000;
    this.pingTimeoutMs = o.pingTimeoutMs ?? 3000;
    // Only the origin: an endpoint written with user:password@ must not reach a log line.
    this.where = o.endpoint ? new URL(o.endpoint).origin : `AWS S3 (${o.region})`;
    this.sdk = import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        endpoint: o.endpoint,
        region: o.region,
        credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
        forcePathStyle: o.forcePathStyle,
        // Checksums only where S3 requires them: many S3-compatible servers reject or mangle the
        // newer default (CRC32 trailers), and TLS and the server check the bytes anyway.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        // An unreachable or stalled server must fail a request, not hang it: no connection within
        // 3 s, no answer within 15 s, or a body that stops flowing for 30 s. Each photo on its way
        // to a browser holds a connection (a slow phone's for seconds), hence more than the SDK's
        // 50 sockets: a few dozen slow downloads must not queue every other request.
        requestHandler: {
          connectionTimeout: 3000,
          requestTimeout: 15_000,
          throwOnRequestTimeout: true,
          socketTimeout: 30_000,
          httpAgent: new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
          httpsAgent: new https.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS }),
        },
      }),
    }));
    this.sdk.catch(() => {}); // a failure surfaces in the first call, not as an unhandled rejection
  }

  async put(key: string, data: Buffer): Promise<void> {
    checkPhotoKey(key);
    const { s3, client } = await this.sdk;
    await client.send(new s3.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentType(key) }));
  }

  /** The object's body as it arrives (never buffered whole); ENOENT when there is no such object. */
  async read(key: string): Promise<Readable> {
    checkPhotoKey(key);
    const { s3, client } = await this.sdk;
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(res.Body instanceof Readable)) throw new Error(`photo ${key}: the S3 answer has no readable body`);
      return res.Body;
    } catch (err) {
      throw isMissing(err) ? missing(key, err) : err;
    }
  }

  async exists(key: string): Promise<boolean> {
    checkPhotoKey(key);
    const { s3, client } = await this.sdk;
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  /** S3 answers 204 for a key that is not there, so deleting twice is fine, as on disk. */
  async delete(key: string): Promise<void> {
    checkPhotoKey(key);
    const { s3, client } = await this.sdk;
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    const { s3, client } = await this.sdk;
    let token: string | undefined;
    do {
      const page = await client.send(new s3.ListObjectsV2Command({ Bucket: this.bucket, MaxKeys: this.pageSize, ContinuationToken: token }));
      for (const o of page.Contents ?? []) {
        if (o.Key && o.LastModified && isPhotoKey(o.Key)) yield { key: o.Key, modifiedAt: o.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** HeadBucket: a signed request that proves server, credentials and bucket in one small answer. */
  async ping(): Promise<void> {
    try {
      const { s3, client } = await this.sdk;
      await client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(this.pingTimeoutMs) });
    } catch (err) {
      throw new Error(`photo bucket "${this.bucket}" at ${this.where} is not reachable (${reason(err, this.pingTimeoutMs)})`, { cause: err });
    }
  }

  /** Closes the client and its connections (at shutdown: the photos module's stop hook; tests). */
  async close(): Promise<void> {
    (await this.sdk).client.destroy();
  }

  /** The same as close() (the contract tests' name for it). */
  destroy(): Promise<void> {
    return this.close();
  }
}

function contentType(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}

function status(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;
}

/** NoSuchKey (GET) or a bare 404 (HEAD has no body to name it); a missing bucket is another fault. */
function isMissing(err: unknown): boolean {
  const name = (err as { name?: string })?.name;
  return name === 'NoSuchKey' || name === 'NotFound' || (status(err) === 404 && name !== 'NoSuchBucket');
}

function missing(key: string, cause: unknown): NodeJS.ErrnoException {
  return Object.assign(new Error(`photo ${key} does not exist`, { cause }), { code: 'ENOENT' });
}

/** A few words on why a request failed: a status or an error code, never a message that could echo a request. */
function reason(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; code?: string };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  const code = status(err);
  if (code === 404) return 'no such bucket';
  if (code === 403 || code === 401) return `access denied, ${code}`;
  if (code) return `HTTP ${code}`;
  return e?.code ?? e?.name ?? 'error';
}
