import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { BUILT_SERVER } from '../../scripts/lib/built-server.mjs';

// A reference server of the test's own (its port, data and studies), for the e2e that stop and
// start the server or load a generated study; the suite's server stays as it is.

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (scripts/lib/built-server.mjs; scripts/run-e2e.mjs builds it when stale) on the port with the data folder; `output` names open files (descriptors)
 * that receive its standard output and error (default: both dropped).
 */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  output?: { stdout: number; stderr: number },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      REGISTRY_DATA_DIR: dataDir,
      REGISTRY_DEV_OUTBOX: '1',
      ...env,
    },
    stdio: output ? ['ignore', output.stdout, output.stderr] : 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/meta/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
