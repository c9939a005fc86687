import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EngineDriver, Key } from './driver';

// The journeys' view of a page: elements named by role and accessible name (in-page/helpers.js),
// keyboard actions, waiting for a state, axe. Written against EngineDriver only.

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const HELPERS = readFileSync(new URL('./in-page/helpers.js', import.meta.url), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A name: part of it (case-insensitive), or a pattern. */
export type Name = string | RegExp;

/** Which element: its role and name, optionally inside another one; or a CSS selector. */
export interface Target {
  role?: string;
  name?: Name;
  exact?: boolean;
  level?: number;
  css?: string;
  /** Which of several matches (from 0). */
  nth?: number;
  within?: Target;
}

export interface Focused {
  tag: string;
  role: string | null;
  name: string;
  description: string;
  outline: string;
  inDialog: boolean;
}

export interface Read {
  value: string | null;
  checked: boolean;
  text: string;
  invalid: string | null;
  selected: string | null;
}

const wire = (t: Target): unknown => ({
  ...t,
  name: t.name instanceof RegExp ? { re: t.name.source, flags: t.name.flags } : t.name,
  within: t.within && wire(t.within),
});

export const role = (r: string, name?: Name, more: Omit<Target, 'role' | 'name'> = {}): Target => ({
  role: r,
  name,
  ...more,
});
export const button = (name: Name, within?: Target) => role('button', name, { within });
/** A button named exactly so ('Continue', not 'Continue to Consent'). */
export const buttonExactly = (name: string, within?: Target) => role('button', name, { exact: true, within });
export const heading = (name: Name) => role('heading', name, { level: 1 });
export const textbox = (name: Name, within?: Target) => role('textbox', name, { within });
export const dialog = (name: Name) => role('dialog', name);

export class EnginePage {
  constructor(
    readonly driver: EngineDriver,
    readonly base: string,
  ) {}

  /** Calls a function of in-page/helpers.js, putting axe and the helpers in the page first when missing. */
  async call<T>(fn: string, ...args: unknown[]): Promise<T> {
    const call = `window.__engines.${fn}(...${JSON.stringify(args)})`;
    const run = `window.__engines ? (async () => ({ value: await ${call} }))() : { missing: true }`;
    let result = await this.driver.evaluate<{ value?: T; missing?: boolean }>(run);
    if (result.missing) {
      await this.driver.evaluate(`(() => { if (!window.axe) { ${AXE}\n } ${HELPERS}\n return true; })()`);
      result = await this.driver.evaluate(run);
    }
    return result.value as T;
  }

  goto(path: string) {
    return this.driver.goto(path.startsWith('http') ? path : `${this.base}${path}`);
  }

  count = (t: Target) => this.call<number>('count', wire(t));
  read = (t: Target) => this.call<Read>('read', wire(t));
  active = () => this.call<Focused | null>('active');
  isFocused = (t: Target) => this.call<boolean>('isFocused', wire(t));

  /** Focus, then a key: the keyboard does the acting. */
  async press(t: Target, key: Key = 'Enter') {
    await this.waitFor(`${describe(t)} to be on the page`, () => this.count(t));
    await this.call('focus', wire(t));
    await this.driver.press(key);
  }

  /** Tab until the target has the focus (the participant's way to reach it), then a key. */
  async tabTo(t: Target, key?: Key) {
    await this.waitFor(`${describe(t)} to be on the page`, () => this.count(t));
    for (let presses = 0; !(await this.isFocused(t)); presses += 1) {
      check(presses < 40, `40 Tabs did not reach ${describe(t)}`);
      await this.driver.press('Tab');
    }
    if (key) await this.driver.press(key);
  }

  async typeInto(t: Target, text: string) {
    await this.waitFor(`${describe(t)} to be on the page`, () => this.count(t));
    await this.call('focus', wire(t));
    await this.driver.type(text);
  }

  key = (key: Key) => this.driver.press(key);
  type = (text: string) => this.driver.type(text);

  /** Polls `check` until it returns something truthy; fails with the last value after `ms`. */
  async waitFor<T>(what: string, check: () => Promise<T>, ms = 15_000): Promise<NonNullable<T>> {
    const deadline = Date.now() + ms;
    let last: T | undefined;
    let error: unknown;
    while (Date.now() < deadline) {
      try {
        last = await check();
        if (last) return last as NonNullable<T>;
      } catch (e) {
        error = e;
      }
      await new Promise((r) => setTimeout(r, 150));
    }
    const seen = error instanceof Error ? error.message : JSON.stringify(last);
    throw new Error(`waited ${ms / 1000} s for ${what}; last seen: ${seen}`);
  }

  visible = (t: Target, ms?: number) => this.waitFor(`${describe(t)} to show`, () => this.count(t), ms);
  gone = (t: Target) => this.waitFor(`${describe(t)} to go`, async () => (await this.count(t)) === 0);
  focused = (t: Target) => this.waitFor(`focus on ${describe(t)}`, () => this.isFocused(t));

  async atUrl(pattern: RegExp) {
    await this.waitFor(`the address to match ${pattern}`, async () => pattern.test(await this.driver.url()));
  }

  /** axe's WCAG 2.2 AA rules on the page (or inside `include`, a CSS selector): no violation. */
  async axe(include?: string) {
    // A fade-in measured halfway is not the colour a person reads: let finite animations end.
    await this.waitFor('animations to end', () =>
      this.driver.evaluate<boolean>(
        `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`,
      ),
    ).catch(() => undefined);
    const violations = await this.call<string[]>('axe', include ?? null, WCAG_22_AA);
    if (violations.length) throw new Error(`axe WCAG 2.2 AA violations:\n  ${violations.join('\n  ')}`);
  }
}

export function describe(t: Target): string {
  const name = t.name === undefined ? '' : ` '${String(t.name)}'`;
  const own = t.css ? `'${t.css}'` : `${t.role ?? 'element'}${name}`;
  return t.within ? `${own} in ${describe(t.within)}` : own;
}

export function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
}

export function same<T>(actual: T, expected: T, what: string) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}
