/**
 * Debian's nginx serving the recipe of deploy/nginx for the browser tests: the rendered site config inside a
 * minimal main config (what /etc/nginx/nginx.conf is to a deployment), every file of its own in a temp dir.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderNginxConfig, type NginxSite } from '../mock/server/nginxConfig';

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export const NGINX_MISSING =
  `nginx recipe check skipped: ${NGINX} not found. Install Debian's nginx with ` +
  '`apt-get install -y nginx-light` (.ci/run does) to run the app behind it.';

export function hasNginx(): boolean {
  return fs.existsSync(NGINX);
}

export interface RunningNginx {
  url: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function mainConfig(dir: string, site: string): string {
  return [
    // Started by root (CI), nginx would hand its workers to nobody, who may not read the checkout.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `error_log ${dir}/error.log warn;`,
    `pid ${dir}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${dir}/${kind};`,
    ),
    `    include ${site};`,
    '}',
    '',
  ].join('\n');
}

function accepting(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function untilListening(nginx: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await accepting(port))) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} in 15 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** nginx on a free port of 127.0.0.1 with the recipe rendered for `site`. */
export async function startNginx(site: Omit<NginxSite, 'listen'>): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-nginx-'));
  const port = await freePort();
  const siteFile = path.join(dir, 'backoffice.conf');
  fs.writeFileSync(siteFile, renderNginxConfig({ ...site, listen: `127.0.0.1:${port}` }));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, siteFile));

  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk));
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return output + (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  };
  const exited = new Promise<void>((resolve) => {
    nginx.once('exit', () => resolve());
    nginx.once('error', (error) => {
      output += error.message;
      resolve();
    });
  });
  const close = async () => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilListening(nginx, port, errorLog);
  } catch (error) {
    nginx.kill('SIGKILL');
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, close };
}
