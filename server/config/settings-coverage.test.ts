import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './settings-schema';

// The schema is the one list of the server's variables: the README's table names the same ones,
// and no server file reads the environment itself.

const ROOT = new URL('../..', import.meta.url).pathname;

function serverEnvironmentTable(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('Server environment (`npm start` runs the reference server):');
  const end = readme.indexOf('\n#', start);
  expect(start).toBeGreaterThan(0);
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the settings schema', () => {
  it('names the variables of the README table, and the table names every setting', () => {
    const rows = serverEnvironmentTable();
    const firstColumn = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
    expect(firstColumn.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
    const table = rows.join('\n');
    expect(SETTING_NAMES.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });

  it('is the only reader of the environment: elsewhere process.env is only handed to readSettings', () => {
    const readers = sourceFiles(join(ROOT, 'server'))
      .filter((path) => !path.includes('/server/testing/'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => /process\.env\b/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
          .map((line) => `${relative(ROOT, path)}: ${line.trim()}`),
      );
    expect(readers).toEqual([
      'server/app.ts: const env: Env = options.env ?? process.env;',
      'server/db/staff-command.ts: const { values } = readSettings(process.env);',
      'server/main.ts: settings = readSettings(process.env);',
    ]);
  });
});
