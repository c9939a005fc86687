// No user-visible text inline in a component: every text lives in its feature's texts module, so a
// second language never touches a screen. The check reads every component (TypeScript's parser) and
// finds words in JSX text and in the attributes that carry texts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
  'message',
  'heading',
  'description',
  'hint',
  'caption',
  'legend',
  'button',
  'buttonText',
  'backLabel',
]);
/** Developer pages, not participants': the UI kit's gallery and the study pages' preview tools. */
const DEVELOPER_SCREENS = [
  'src/features/public/screens/ui-kit-screen.tsx',
  'src/features/study/screens/study-pages-preview/',
];
const WORDS = /[A-Za-z]{2,}/;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : components(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

/** Inline texts of one component's source: `line: text`. */
export function inlineTexts(source: string, file = 'x.tsx'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && WORDS.test(value.text))
        found.push(`${at(node)}: ${node.name.getText(sf)}="${value.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('texts in components', () => {
  it('finds words in JSX and in text attributes, not in class names or code', () => {
    const source = `export const A = () => (
      <div className="registry-card wide" id="main">
        <h1>Welcome</h1>
        <button aria-label={'Close dialog'} title={T.title}>{T.close}</button>
        <Field label="First name" />
        {' '}·
      </div>
    );`;
    expect(inlineTexts(source)).toEqual(['3: Welcome', '4: aria-label="Close dialog"', '5: label="First name"']);
  });

  it('none is left in the app’s components (developer pages aside)', () => {
    const files = [
      ...components(join(ROOT, 'src')),
      ...components(join(ROOT, 'embed')),
      ...components(join(ROOT, 'standalone')),
    ];
    const found = files
      .map((path) => relative(ROOT, path))
      .filter((path) => !DEVELOPER_SCREENS.some((dev) => path.startsWith(dev)))
      .flatMap((path) => inlineTexts(readFileSync(join(ROOT, path), 'utf8'), path).map((text) => `${path}:${text}`));
    expect(found).toEqual([]);
  });
});
