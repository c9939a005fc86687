import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf, englishTexts } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { compareTexts } from './catalogue-check';

const ROOT = join(__dirname, '../../..');

/** Every non-test module of src/ and embed/ that declares texts with textsOf (locale.ts defines it). */
function textModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : textModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || /\.es\.ts$/.test(entry.name)) return [];
    if (path === join(ROOT, 'src/shared/i18n/locale.ts')) return [];
    return /\btextsOf\(/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}
const modules = [...textModules(join(ROOT, 'src')), ...textModules(join(ROOT, 'embed'))];

/** A text module's id: its path under src/ (embed/ for the gadgets' own), without the extension. */
const idOf = (path: string) =>
  relative(path.startsWith(join(ROOT, 'src/')) ? join(ROOT, 'src') : ROOT, path).replace(/\.tsx?$/, '');

describe('the Spanish catalogue', () => {
  it('knows each text module by its path, written out where it declares its texts', () => {
    // Tests declare theirs under test/, which the check below leaves out, whatever ran before it.
    const misnamed = modules.filter(
      (path) => readFileSync(path, 'utf8').match(/\btextsOf\(\s*'([^']+)'/)?.[1] !== idOf(path),
    );
    expect(misnamed.map((path) => relative(ROOT, path))).toEqual([]);
    expect(modules.length).toBeGreaterThan(40);
  });

  it('has every English text, with the same placeholders', async () => {
    for (const path of modules) await import(/* @vite-ignore */ path);
    await loadAllTranslations('es');
    const ES_CATALOGUE = catalogueOf('es') ?? {};
    const english = [...englishTexts()].filter(([id]) => !id.startsWith('test/'));
    const problems = english.flatMap(([id, exports]) =>
      Object.entries(exports).flatMap(([name, en]) =>
        compareTexts(en, ES_CATALOGUE[id]?.[name]).map((p) => `${id} › ${name}.${p.path}: ${p.problem}`),
      ),
    );
    expect(problems).toEqual([]);
    // The check above read every text module's texts.
    const read = new Set(english.map(([id]) => id));
    expect(modules.map(idOf).filter((id) => !read.has(id))).toEqual([]);
  });
});

describe('compareTexts', () => {
  const en = {
    title: 'Dashboard',
    greeting: (name: string) => `Welcome, ${name}`,
    count: (n: number) => `${n} studies`,
    steps: ['One', 'Two'],
    nested: { hint: 'Press {button}' },
  };
  const es = {
    title: 'Panel',
    greeting: (name: string) => `Bienvenido, ${name}`,
    count: (n: number) => `${n} estudios`,
    steps: ['Uno', 'Dos'],
    nested: { hint: 'Pulse {button}' },
  };

  it('finds nothing in a whole translation', () => {
    expect(compareTexts(en, es)).toEqual([]);
  });

  it('finds a key removed, a placeholder changed, an argument not written, a list cut short, an extra key', () => {
    const { title: _title, ...untitled } = es;
    expect(compareTexts(en, untitled)).toEqual([{ path: 'title', problem: 'missing or not a text' }]);
    expect(compareTexts(en, { ...es, nested: { hint: 'Pulse {boton}' } })).toEqual([
      { path: 'nested.hint', problem: 'placeholders {button} ≠ {boton}' },
    ]);
    expect(compareTexts(en, { ...es, greeting: (_name: string) => 'Bienvenido' })).toEqual([
      { path: 'greeting', problem: 'does not write argument(s) 1' },
    ]);
    expect(compareTexts(en, { ...es, steps: ['Uno'] })).toEqual([{ path: 'steps', problem: '1 items, not 2' }]);
    expect(compareTexts(en, { ...es, extra: 'x' })).toEqual([{ path: 'extra', problem: 'not in English' }]);
    expect(compareTexts(en, { ...es, title: ' ' })).toEqual([{ path: 'title', problem: 'empty' }]);
  });
});
