import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

// `npm start` with a malformed definition file: the server refuses to start, naming the file, the
// JSON path and the reason, before it opens (or creates) the database.

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const work = mkdtempSync(join(tmpdir(), 'study-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a malformed definition file stops the server with a precise message', () => {
  const studies = join(work, 'studies');
  cpSync(join(ROOT, 'server/studies'), studies, { recursive: true });
  const file = join(studies, 'core-study.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.questions.adult[3].options[0].widget = 'slider';
  writeFileSync(file, JSON.stringify(data, null, 2));
  const dataDir = join(work, 'data');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, REGISTRY_STUDIES_DIR: studies, REGISTRY_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`The registry did not start. Invalid study definitions in ${studies}:`);
  expect(run.stderr).toMatch(
    / {2}core-study\.json at \/questions\/adult\/3\/options\/0\/widget: must be one of "a1c_dynamic", .* \(found "slider"\)/,
  );
  expect(run.stdout).not.toContain('Registry listening');
  expect(existsSync(dataDir)).toBe(false);
}, 60_000);
