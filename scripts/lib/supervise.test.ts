import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` runs scripts/start.mjs under `sh -c`, which runs the server through lib/supervise.mjs.
// Here a stand-in server (prints its pid, stops on SIGTERM) runs under the same chain.

const SUPERVISE = fileURLToPath(new URL('./supervise.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
const server = join(dir, 'server.mjs');
// Its SIGTERM handler is in place before it says it has started, as the real server's is.
writeFileSync(
  server,
  "process.on('SIGTERM', () => process.exit(0));\nsetInterval(() => {}, 1000);\nconsole.log(`pid ${process.pid}`);\n",
);
const start = join(dir, 'start.mjs');
writeFileSync(
  start,
  `import { supervise } from ${JSON.stringify(SUPERVISE)};\nsupervise(process.execPath, [${JSON.stringify(server)}], {}, 100);\n`,
);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return check();
};

const started: ChildProcess[] = [];
afterEach(() => {
  for (const p of started) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
});

/** Runs `command args`; resolves with it and the stand-in server's pid once that has started. */
async function run(command: string, args: string[]) {
  const proc = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(proc);
  const serverPid = await new Promise<number>((resolve) =>
    proc.stdout!.on('data', (chunk: Buffer) => {
      const match = /pid (\d+)/.exec(String(chunk));
      if (match) resolve(Number(match[1]));
    }),
  );
  return { proc, serverPid };
}

describe('the start script’s server', () => {
  it('stops when the process above the script is killed (npm under sh -c does not pass it on)', async () => {
    // `sh -c "node start.mjs"`, as npm runs it.
    const { proc: shell, serverPid } = await run('sh', ['-c', `"${process.execPath}" "${start}"`]);
    expect(alive(serverPid)).toBe(true);
    shell.kill('SIGTERM');
    expect(await until(() => !alive(serverPid))).toBe(true);
  });

  it('gets a SIGTERM sent to the script, which then ends with the server', async () => {
    const { proc: script, serverPid } = await run(process.execPath, [start]);
    const ended = new Promise<[number | null, string | null]>((resolve) =>
      script.on('exit', (code, signal) => resolve([code, signal])),
    );
    script.kill('SIGTERM');
    expect(await ended).toEqual([0, null]);
    expect(await until(() => !alive(serverPid))).toBe(true);
  });
});
