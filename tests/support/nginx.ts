import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './pg-server';

/** Debian's nginx (`apt-get install -y nginx`; NGINX_BIN to use another binary). */
export function findNginx(): string | undefined {
  return [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((p): p is string => !!p && fs.existsSync(p));
}

export interface Nginx {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The configuration it runs with (docs/deploy.md shows the same proxy settings). */
  config: string;
  /** nginx's error log so far (upstream failures and retries are logged there). */
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * The proxy part of the configuration in docs/deploy.md: round robin over the app processes; a GET
 * whose upstream fails before it answered (connection refused or reset, a 502/503/504) is retried on
 * the next process; a POST is never retried (non_idempotent is not set), so a write is done at most
 * once and its answer is either the app's or a 502. /metrics is not served through the proxy.
 */
export function proxyConfig(upstreams: string[]): string {
  return `
  upstream cleanquest {
${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    LISTEN;
    client_max_body_size 12m;
    location = /metrics { return 404; }
    location / {
      proxy_pass http://cleanquest;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`;
}

/** Starts nginx in the foreground with its files in a temp dir, listening on a free loopback port. */
export async function startNginx(bin: string, upstreams: string[], port?: number): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-nginx-'));
  fs.chmodSync(dir, 0o755);
  port ??= await freePort();
  const proxy = proxyConfig(upstreams).replace('LISTEN;', `listen 127.0.0.1:${port};`);
  const root = process.getuid?.() === 0;
  const config = `
${root ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${proxy}
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const test = spawnSync(bin, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${out}`);
    const up = await fetch(`${url}/metrics`).then(() => true, () => false);
    if (up) break;
    if (Date.now() - started > 10_000) throw new Error(`nginx did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    config,
    errorLog: () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      process.removeListener('exit', kill);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
