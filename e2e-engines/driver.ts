// The one interface the cross-engine journeys drive a browser through. Each engine implements it
// once (webkit-driver.ts over WebDriver classic, firefox-driver.ts over WebDriver BiDi); everything
// else happens in the page (in-page/helpers.js), so a journey is written once for both.

/** The keys the journeys press, by their DOM `key` names. */
export type Key = 'Enter' | 'Tab' | 'Space' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'Backspace';

export interface EngineDriver {
  /** `webkit` or `firefox`. */
  readonly engine: string;
  /** The browser's own name and version, for the report. */
  readonly version: string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Evaluates a JavaScript expression in the page and returns its (awaited, JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  press(key: Key): Promise<void>;
  type(text: string): Promise<void>;
  /** The page's viewport (CSS pixels). */
  setViewport(width: number, height: number): Promise<void>;
  reload(): Promise<void>;
  close(): Promise<void>;
}
