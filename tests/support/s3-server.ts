import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** s3rver accepts only its built-in key pair. */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  /** The app's settings for a photo store in this server's bucket (path-style, s3rver's keys). */
  env: Record<string, string>;
  /** Every key in the bucket, read with a client of its own (not through the app's store). */
  keys(): Promise<string[]>;
  /** Writes an object past the app, as another program sharing the bucket would. */
  put(key: string, body: string | Buffer): Promise<void>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, pure JS) on a free loopback port, with one empty bucket and its
 * objects in a temp dir. It runs as a child process: s3rver's list continuation tokens use DES,
 * which Node 17+ offers only with --openssl-legacy-provider, a flag the test process should not get.
 */
export async function startS3Server(opts: { bucket?: string } = {}): Promise<S3Server> {
  const bucket = opts.bucket ?? 'photos';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-s3-'));
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the tests, even when they end without stop().
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);

  let port: number;
  try {
    port = await listeningPort(child);
  } catch (err) {
    kill();
    fs.rmSync(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY } });
  return {
    endpoint,
    bucket,
    env: { PHOTO_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY, S3_FORCE_PATH_STYLE: 'true' },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    async stop() {
      client.destroy();
      process.removeListener('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The port from s3rver's "S3rver listening on <address>:<port>" line. */
function listeningPort(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    const done = (err: Error | null, port?: number) => {
      clearTimeout(timer);
      child.removeListener('exit', exited);
      child.stdout!.removeAllListeners('data');
      if (err) reject(err);
      else resolve(port!);
    };
    const exited = (code: number | null) => done(new Error(`s3rver exited (${code}): ${out}`));
    const timer = setTimeout(() => done(new Error(`s3rver did not start within 15 s: ${out}`)), 15_000);
    child.once('exit', exited);
    child.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /S3rver listening on \S+:(\d+)/.exec(out);
      if (m) done(null, Number(m[1]));
    });
  });
}
