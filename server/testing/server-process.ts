import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A `server/main.ts` process of its own (the real start-up), for tests of several processes on one database. */
export interface ServerProcess {
  base: string;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** What the process has written so far. */
  output(): { stdout: string; stderr: string };
  stop(): Promise<void>;
}

const ROOT = new URL('../..', import.meta.url).pathname;

/** Starts the server on a free loopback port with `env` (DATABASE_URL at least); resolves once it answers. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_SEED: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => (rmSync(dataDir, { recursive: true, force: true }), resolve());
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited (${child.exitCode}): ${stderr}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server process did not answer within ${timeoutMs / 1000} s: ${stderr}`);
    }
    try {
      if ((await fetch(`${base}/api/meta/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    call: (method, path, body, headers = {}) =>
      fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    output: () => ({ stdout, stderr }),
    stop,
  };
}
