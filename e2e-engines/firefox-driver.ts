import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
import type { EngineDriver, Key } from './driver';

// Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core: no geckodriver, no download.

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const firefoxInstalled = () => existsSync(FIREFOX);

const KEYS: Record<Key, KeyInput> = {
  Enter: 'Enter',
  Tab: 'Tab',
  Space: ' ',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowRight: 'ArrowRight',
  Backspace: 'Backspace',
};

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox';
  constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    readonly version: string,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async url() {
    return this.page.url();
  }

  async evaluate<T>(expression: string): Promise<T> {
    return (await this.page.evaluate(expression)) as T;
  }

  async press(key: Key) {
    await this.page.keyboard.press(KEYS[key]);
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }

  async close() {
    await this.browser.close();
  }
}

export async function launchFirefox(): Promise<EngineDriver> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  // The tab Firefox starts with never has the focus under automation (document.hasFocus() stays
  // false), and then Space and Enter type but do not activate: a tab of our own does.
  const page = await browser.newPage();
  for (const other of await browser.pages()) if (other !== page) await other.close();
  return new FirefoxDriver(browser, page, await browser.version());
}
