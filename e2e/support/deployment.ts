import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readUnit } from '../../scripts/lib/systemd-unit';
import { openPgDatabase } from '../../server/db/pg-database';
import { freePort } from '../../server/testing/free-port';
import { startLocalPostgres, type LocalPostgres } from '../../server/testing/local-postgres';
import { selfSignedCertificate, type SelfSignedCertificate } from '../../server/testing/self-signed-certificate';
import { smsEnv, startTestSmsRelay, type TestSmsRelay } from '../../server/testing/test-sms-relay';
import { smtpEnv, startTestSmtp, type TestSmtp } from '../../server/testing/test-smtp';

// The deployment of deploy/, run on this machine: Debian's nginx with deploy/nginx/registry.conf in
// front of two API processes started as deploy/systemd/registry-api@.service starts them (its
// ExecStart, WorkingDirectory, Environment and EnvironmentFile, read from the unit: no systemd runs
// here), with deploy/registry.env.example's settings, on a throwaway PostgreSQL, with the test SMTP
// server and SMS relay as the relays. Only the site-specific values an operator would change are
// replaced: addresses and ports, certificate paths, secrets, and the database and relays' addresses.

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const NGINX = '/usr/sbin/nginx';

/** Why the deployment cannot run here, or undefined. */
export function deploymentUnavailable(pgReason: string | undefined): string | undefined {
  if (!existsSync(NGINX)) return 'nginx is not installed (apt-get install -y nginx)';
  return pgReason;
}

/**
 * What `systemd-analyze verify` says of the API unit, instantiated for port 8081, but for the
 * paths that only exist once installed (/opt/registry, /usr/bin/node, the user); undefined
 * without systemd-analyze.
 */
export function verifyUnit(): string[] | undefined {
  if (!existsSync('/usr/bin/systemd-analyze')) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'registry-unit-'));
  const unit = join(dir, 'registry-api@8081.service');
  writeFileSync(unit, readFileSync(join(ROOT, 'deploy/systemd/registry-api@.service')));
  const run = spawnSync('/usr/bin/systemd-analyze', ['verify', unit], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !/is not executable: No such file or directory|Failed to resolve user/.test(line));
}

/** NAME=value lines of an EnvironmentFile (comments and blank lines skipped, as systemd reads them). */
export function readEnvironmentFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const eq = trimmed.indexOf('=');
    if (eq > 0) out[trimmed.slice(0, eq).trim()] = trimmed.slice(eq + 1).trim();
  }
  return out;
}

/** Replaces `from` in `text` exactly `count` times (a changed deploy file fails here, not silently). */
function replaceExactly(text: string, from: string | RegExp, to: string, count = 1): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from;
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`deploy file: expected ${count} of ${pattern} and found ${found}`);
  return text.replace(pattern, to);
}

/** deploy/nginx/registry.conf with this machine's ports and certificate. */
export function siteConfigFor(
  text: string,
  ports: { https: number; http: number; api: [number, number] },
  cert: SelfSignedCertificate,
) {
  let out = replaceExactly(text, 'server 127.0.0.1:8081 ', `server 127.0.0.1:${ports.api[0]} `);
  out = replaceExactly(out, 'server 127.0.0.1:8082 ', `server 127.0.0.1:${ports.api[1]} `);
  out = replaceExactly(out, /^\s*listen \[::\]:\d+.*\n/gm, '', 2);
  out = replaceExactly(out, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  out = replaceExactly(out, 'listen 80;', `listen 127.0.0.1:${ports.http};`);
  out = replaceExactly(out, /ssl_certificate .*;/, `ssl_certificate ${cert.certPath};`);
  return replaceExactly(out, /ssl_certificate_key .*;/, `ssl_certificate_key ${cert.keyPath};`);
}

export interface ApiProcess {
  port: number;
  child: ChildProcess;
  /** Everything it wrote (its log lines with REGISTRY_LOG=1). */
  output(): string;
  exited: Promise<number | null>;
}

export interface Deployment {
  /** https://127.0.0.1:<port>: nginx. */
  base: string;
  pg: LocalPostgres;
  smtp: TestSmtp;
  sms: TestSmsRelay;
  certificate: SelfSignedCertificate;
  apiPorts: [number, number];
  processes: Map<number, ApiProcess>;
  /** Starts the API process of port `port` as its unit would; resolves once it is ready. */
  startApi(port: number): Promise<ApiProcess>;
  /** Sends `signal` to the process of `port` and waits for it to exit. */
  stopApi(port: number, signal: NodeJS.Signals): Promise<number | null>;
  nginxLog(): string;
  /** A statement on the deployment's database (the test's own connection). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function startDeployment(): Promise<Deployment> {
  const dir = mkdtempSync(join(tmpdir(), 'registry-deploy-'));
  chmodSync(dir, 0o755);
  const certificate = selfSignedCertificate(dir)!;
  const [pg, smtp, sms] = await Promise.all([startLocalPostgres(), startTestSmtp(), startTestSmsRelay()]);
  const ports = {
    https: await freePort(),
    http: await freePort(),
    api: [await freePort(), await freePort()] as [number, number],
  };
  const base = `https://127.0.0.1:${ports.https}`;

  // The environment file, as the operator fills it in.
  const envFile = readEnvironmentFile(readFileSync(join(ROOT, 'deploy/registry.env.example'), 'utf8'));
  const filled: Record<string, string> = {
    ...envFile,
    REGISTRY_PUBLIC_URL: base,
    REGISTRY_STATIC_DIR: process.env.REGISTRY_STATIC_DIR ?? join(ROOT, 'dist'),
    REGISTRY_DATA_DIR: join(dir, 'data'),
    DATABASE_URL: pg.url,
    REGISTRY_JWT_SECRET: randomBytes(48).toString('base64'),
    REGISTRY_MESSAGE_KEY: randomBytes(32).toString('base64'),
    ...smtpEnv(smtp),
    ...smsEnv(sms),
    REGISTRY_SMTP_USER: '',
    REGISTRY_SMTP_PASSWORD: '',
    // The deployment's own test makes many participants from one address.
    REGISTRY_SIGNUP_RATE_LIMIT: '1000',
    REGISTRY_LOG: '1',
  };
  for (const key of [
    'REGISTRY_ENVIRONMENT',
    'REGISTRY_TRUST_PROXY',
    'DATABASE_URL',
    'REGISTRY_SMTP_URL',
    'REGISTRY_SMS_URL',
  ])
    if (!(key in envFile)) throw new Error(`deploy/registry.env.example no longer sets ${key}`);
  mkdirSync(filled.REGISTRY_DATA_DIR);
  const unitText = readFileSync(join(ROOT, 'deploy/systemd/registry-api@.service'), 'utf8');

  const processes = new Map<number, ApiProcess>();
  async function startApi(port: number): Promise<ApiProcess> {
    const unit = readUnit(unitText, String(port));
    const [exe, ...args] = unit.execStart;
    // The unit's paths are the installed ones (/opt/registry, /usr/bin/node); here the checkout and this node.
    const child = spawn(exe === '/usr/bin/node' ? process.execPath : exe, args, {
      cwd: unit.workingDirectory === '/opt/registry' ? ROOT : unit.workingDirectory,
      env: { PATH: process.env.PATH ?? '', ...filled, ...unit.environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const api: ApiProcess = { port, child, output: () => output, exited };
    processes.set(port, api);
    const until = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`API process on ${port} exited: ${output}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return api;
      if (Date.now() > until) throw new Error(`API process on ${port} never became ready: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  async function stopApi(port: number, signal: NodeJS.Signals) {
    const api = processes.get(port)!;
    api.child.kill(signal);
    return api.exited;
  }

  // The first process migrates; the second starts on a migrated database.
  await startApi(ports.api[0]);
  await startApi(ports.api[1]);

  const db = await openPgDatabase(pg.url);
  const nginxDir = join(dir, 'nginx');
  mkdirSync(nginxDir);
  chmodSync(nginxDir, 0o777);
  writeFileSync(
    join(nginxDir, 'registry.conf'),
    siteConfigFor(readFileSync(join(ROOT, 'deploy/nginx/registry.conf'), 'utf8'), ports, certificate),
  );
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log ${nginxDir}/access.log;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  include ${nginxDir}/registry.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const nginx = spawn(NGINX, ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir], { stdio: 'ignore' });
  const until = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' }).then(
      (r) => r.status === 301,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    base,
    pg,
    smtp,
    sms,
    certificate,
    apiPorts: ports.api,
    processes,
    startApi,
    stopApi,
    nginxLog: () => readFileSync(join(nginxDir, 'error.log'), 'utf8'),
    query: (sql, params) => db.query(sql, params),
    async close() {
      await db.close();
      nginx.kill('SIGQUIT');
      await Promise.all(
        [...processes.values()]
          .filter((p) => p.child.exitCode === null && p.child.signalCode === null)
          .map((p) => {
            p.child.kill('SIGTERM');
            return p.exited;
          }),
      );
      await Promise.all([smtp.close(), sms.close()]);
      pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
