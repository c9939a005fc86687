import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf, englishTexts } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { compareTexts } from './catalogue-check';

const ROOT = join(__dirname, '../../..');

/** Every non-test module of src/ and embed/ that declares texts with textsOf. */
function textModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : textModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || /\.es\.ts$/.test(entry.name)) return [];
    return /\btextsOf\(\s*'/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

describe('the Spanish catalogue', () => {
  it('has every English text, with the same placeholders', async () => {
    const modules = [...textModules(join(ROOT, 'src')), ...textModules(join(ROOT, 'embed'))].filter(
      (path) => !path.endsWith(join('src/shared/i18n/locale.ts')),
    );
    for (const path of modules) await import(/* @vite-ignore */ path);
    await loadAllTranslations('es');
    const ES_CATALOGUE = catalogueOf('es') ?? {};
    const english = [...englishTexts()].filter(([id]) => !id.startsWith('test/'));
    expect(english.length).toBeGreaterThan(0);
    const problems = english.flatMap(([id, exports]) =>
      Object.entries(exports).flatMap(([name, en]) =>
        compareTexts(en, ES_CATALOGUE[id]?.[name]).map((p) => `${id} › ${name}.${p.path}: ${p.problem}`),
      ),
    );
    expect(problems).toEqual([]);
    const declared = new Set(english.map(([id]) => id));
    expect(modules.map((p) => relative(ROOT, p)).length).toBe(declared.size);
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
