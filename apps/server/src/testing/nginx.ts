import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

export interface Nginx {
  url: string;
  /** nginx's error log, for a failing test's message. */
  errors(): string;
  stop(): Promise<void>;
}

/** Debian installs nginx in /usr/sbin, outside a plain user's PATH. */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

/**
 * The load balancer of docs/operations.md's recipe: round robin over the instances, server-sent events
 * unbuffered, a request that cannot reach one instance retried on the next.
 */
export function nginxSite(upstreams: readonly string[], listen: string): string {
  return `
upstream canopy {
${upstreams.map((address) => `  server ${address} max_fails=0;`).join('\n')}
}
server {
  listen ${listen};
  client_max_body_size 60m;
  location / {
    proxy_pass http://canopy;
    proxy_http_version 1.1;
    proxy_set_header Connection '';
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A stopped or draining instance refuses at once: the request goes to the next one. Instances are
    # never marked down (max_fails=0), so one coming back from a restart gets traffic straight away.
    proxy_next_upstream error timeout http_502 http_503;
    proxy_connect_timeout 2s;
    proxy_buffering off;
    proxy_read_timeout 1h;
  }
}`;
}

/** A throwaway nginx in front of the given `host:port`s, listening on a free local port. */
export async function startNginx(upstreams: readonly string[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'canopy-nginx-'));
  // Workers (nobody, when started as root) keep request bodies in temp folders under the prefix.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const errorLog = path.join(prefix, 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${errorLog} warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${path.join(prefix, 'body')};
  proxy_temp_path ${path.join(prefix, 'proxy')};
  fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
  uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
  scgi_temp_path ${path.join(prefix, 'scgi')};
${nginxSite(upstreams, `127.0.0.1:${port}`)}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', prefix, '-e', errorLog, '-c', path.join(prefix, 'nginx.conf')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const errors = () => `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`;

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start: ${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    errors,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
