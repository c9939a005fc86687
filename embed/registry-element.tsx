import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AnalyticsEvent } from '../src/shared/analytics/analytics-context';
import { RegistryProviderBase } from '../src/app/provider-base';
import { THEME_KEYS, type Environment, type RuntimeSettings, type ThemeSettings } from '../src/config/settings';

/** A free identifier that inline-css-plugin.ts replaces with the bundle's CSS at build time. */
declare const __REGISTRY_EMBED_CSS__: string;
const EMBED_CSS: string = __REGISTRY_EMBED_CSS__;

// Inherited properties set on the host by the page's normal rules still flow into a shadow tree,
// so the mount point resets them all before the registry's own root sets its typography.
const HOST_CSS =
  ':host{display:block}:host([hidden]){display:none}.registry-embed-mount{all:initial;display:block;--registry-rem:16px}';

const CONFIG_ATTRIBUTES = ['api-base', 'environment', ...THEME_KEYS.map((k) => `theme-${k}`)];

let sharedSheet: CSSStyleSheet | undefined;

/** One constructed stylesheet shared by every element on the page; a <style> where that is unsupported. */
function adoptStyles(shadow: ShadowRoot, nonce: string | null) {
  const css = `${HOST_CSS}\n${EMBED_CSS}`;
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    sharedSheet ??= new CSSStyleSheet();
    if (sharedSheet.cssRules.length === 0) sharedSheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sharedSheet];
    return;
  }
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  shadow.appendChild(style);
}

/**
 * Base of every registry custom element: an open shadow root holding the library CSS, config read from
 * attributes (`api-base`, `environment`, `theme-*`), a React root mounted on connect and unmounted on
 * disconnect. Subclasses only say what to render.
 */
export abstract class RegistryElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return CONFIG_ATTRIBUTES;
  }

  private root: Root | undefined;
  private readonly mountPoint: HTMLDivElement;

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, this.getAttribute('nonce'));
    this.mountPoint = document.createElement('div');
    this.mountPoint.className = 'registry-embed-mount';
    shadow.appendChild(this.mountPoint);
  }

  protected abstract renderScreen(): ReactNode;

  /** Runtime settings from the element's attributes (DECISIONS §5). */
  protected settings(): Partial<RuntimeSettings> {
    const theme: ThemeSettings = {};
    for (const key of THEME_KEYS) {
      const value = this.getAttribute(`theme-${key}`);
      if (value) theme[key] = value;
    }
    return {
      apiBase: this.getAttribute('api-base') ?? undefined,
      environment: (this.getAttribute('environment') as Environment | null) ?? undefined,
      theme,
    };
  }

  /** Analytics events leave the gadget as a `registry-analytics` DOM event (DECISIONS §8). */
  private reportAnalytics = (event: AnalyticsEvent) => {
    this.dispatchEvent(new CustomEvent('registry-analytics', { detail: event, bubbles: true, composed: true }));
  };

  connectedCallback() {
    this.root ??= createRoot(this.mountPoint);
    this.render();
  }

  disconnectedCallback() {
    this.root?.unmount();
    this.root = undefined;
  }

  attributeChangedCallback() {
    if (this.root) this.render();
  }

  protected render() {
    const defined = Object.fromEntries(Object.entries(this.settings()).filter(([, v]) => v !== undefined));
    this.root?.render(
      <StrictMode>
        <RegistryProviderBase {...defined} className="registry-gadget" onAnalyticsEvent={this.reportAnalytics}>
          {this.renderScreen()}
        </RegistryProviderBase>
      </StrictMode>,
    );
  }
}

export function defineElement(tag: string, ctor: CustomElementConstructor) {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
