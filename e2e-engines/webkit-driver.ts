import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../e2e/support/own-server';
import type { EngineDriver, Key } from './driver';

// Debian's WebKitGTK (the engine of Safari) through WebKitWebDriver, a W3C WebDriver classic server,
// driving its MiniBrowser on a virtual display (Xvfb). The protocol is plain HTTP and JSON: fetch.

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB = '/usr/bin/Xvfb';
export const webkitInstalled = () => [WEBKIT_DRIVER, MINIBROWSER, XVFB].every((f) => existsSync(f));

/** The WebDriver key codes (W3C WebDriver §17.4.2). */
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Tab: '\uE004',
  Space: ' ',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  Backspace: '\uE003',
};

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; a phone's viewport is narrower. GTK
 * reads this style sheet from the configuration folder: the toolbar shrinks, the page does not.
 */
const NARROW_TOOLBAR = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n';

function gtkConfig(): string {
  const dir = mkdtempSync(join(tmpdir(), 'registry-webkit-'));
  mkdirSync(join(dir, 'gtk-3.0'));
  writeFileSync(join(dir, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  return dir;
}

/**
 * The virtual screen: a phone's. On a larger one, resizing the window (there is no window manager)
 * takes the focus from it, and then no element matches :focus or :focus-visible.
 */
const SCREEN = '390x844x24';

/** Starts Xvfb on a display it picks itself (`-displayfd`), so a display in use elsewhere is no clash. */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(XVFB, ['-displayfd', '1', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
  });
  return { process: xvfb, display };
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit';
  constructor(
    private readonly base: string,
    readonly version: string,
    private readonly stop: () => void,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebDriver ${path}: ${json.value?.error} ${json.value?.message}`);
    return json.value;
  }

  async goto(url: string) {
    await this.call('POST', '/url', { url });
  }

  url() {
    return this.call<string>('GET', '/url');
  }

  evaluate<T>(expression: string): Promise<T> {
    // Execute Script awaits a returned promise (W3C WebDriver §13.2).
    return this.call<T>('POST', '/execute/sync', { script: `return (async () => (${expression}))();`, args: [] });
  }

  private async keys(values: string[]) {
    const actions = values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  press(key: Key) {
    return this.keys([KEYS[key]]);
  }

  type(text: string) {
    return this.keys([...text]);
  }

  async setViewport(width: number, height: number) {
    // The window's rect includes MiniBrowser's own chrome: size it, then correct by what the page sees.
    await this.call('POST', '/window/rect', { width, height });
    const inner = await this.evaluate<[number, number]>('[innerWidth, innerHeight]');
    if (inner[0] !== width || inner[1] !== height)
      await this.call('POST', '/window/rect', { width: 2 * width - inner[0], height: 2 * height - inner[1] });
    if (!(await this.evaluate<boolean>('document.hasFocus()')))
      throw new Error('the WebKit window lost the focus on resizing: :focus would match nothing');
  }

  async reload() {
    await this.call('POST', '/refresh', {});
  }

  async close() {
    await this.call('DELETE', '').catch(() => undefined);
    this.stop();
  }
}

export async function launchWebKit(): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const config = gtkConfig();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const stop = () => {
    driver.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  try {
    const root = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`${root}/status`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const res = await fetch(`${root}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      }),
    });
    const { value } = (await res.json()) as {
      value: { sessionId: string; capabilities: { browserVersion?: string }; message?: string };
    };
    if (!res.ok) throw new Error(`no WebKit session: ${value.message}`);
    return new WebKitDriver(
      `${root}/session/${value.sessionId}`,
      `WebKitGTK ${value.capabilities.browserVersion ?? '?'}`,
      stop,
    );
  } catch (error) {
    stop();
    throw error;
  }
}
