// The completeness check of a translation against the English it translates: the same keys all the
// way down, arrays of the same length, and the same placeholders. A function text is called with
// marker arguments in both languages: every marker the English writes the translation writes too.

export interface CatalogueProblem {
  path: string;
  problem: string;
}

const MARKERS = [701, 702, 703, 704, 705];

/** `{name}` style placeholders of a string text. */
const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z_][\w.]*\}/g)].map((m) => m[0]).sort();

function called(fn: (...args: unknown[]) => unknown): string | null {
  try {
    const out = fn(...MARKERS.slice(0, fn.length));
    return typeof out === 'string' ? out : JSON.stringify(out);
  } catch {
    // A text that takes an object (a question, a study) is compared by key only.
    return null;
  }
}

export function compareTexts(en: unknown, tr: unknown, path = ''): CatalogueProblem[] {
  const here = path || '(root)';
  if (typeof en === 'string') {
    if (typeof tr !== 'string') return [{ path: here, problem: 'missing or not a text' }];
    if (en.trim() && !tr.trim()) return [{ path: here, problem: 'empty' }];
    const a = placeholders(en).join();
    const b = placeholders(tr).join();
    return a === b ? [] : [{ path: here, problem: `placeholders ${a || '(none)'} ≠ ${b || '(none)'}` }];
  }
  if (typeof en === 'function') {
    if (typeof tr !== 'function') return [{ path: here, problem: 'missing or not a function' }];
    if (tr.length !== en.length) return [{ path: here, problem: `takes ${tr.length} arguments, not ${en.length}` }];
    const a = called(en as (...args: unknown[]) => unknown);
    const b = called(tr as (...args: unknown[]) => unknown);
    if (a === null || b === null) return [];
    const lost = MARKERS.slice(0, en.length).filter((m) => a.includes(String(m)) && !b.includes(String(m)));
    return lost.length ? [{ path: here, problem: `does not write argument(s) ${lost.map((m) => m - 700)}` }] : [];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return [{ path: here, problem: 'missing or not a list' }];
    if (tr.length !== en.length) return [{ path: here, problem: `${tr.length} items, not ${en.length}` }];
    return en.flatMap((item, i) => compareTexts(item, tr[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!tr || typeof tr !== 'object') return [{ path: here, problem: 'missing' }];
    const problems = Object.keys(en).flatMap((key) =>
      compareTexts(
        (en as Record<string, unknown>)[key],
        (tr as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
    const extra = Object.keys(tr).filter((key) => !(key in en));
    return [...problems, ...extra.map((key) => ({ path: path ? `${path}.${key}` : key, problem: 'not in English' }))];
  }
  // Numbers, booleans, null: settings that travel with texts; the same in both.
  return Object.is(en, tr) ? [] : [{ path: here, problem: `${String(tr)} ≠ ${String(en)}` }];
}
