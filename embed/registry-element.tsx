import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LibraryRouter } from '@/shared/routing/library-router';
import { RegistryProviderBase } from '@/app/provider-base';
import { THEME_KEYS, type Environment, type RuntimeSettings, type ThemeSettings } from '@/config/settings';
import type { AnalyticsEvent } from '@/shared/analytics/analytics';
import { isLocale } from '@/shared/i18n/locale';
import type { DialogRegistry } from '@/shared/ui/feedback/dialog-registry';
import { createMemoryStorage, type KeyValueStorage } from '@/shared/session/key-value-storage';
import { useSessionState } from '@/shared/session/session-hooks';
import { useSession } from '@/shared/session/session-context';
import { clearDrafts } from '@/shared/session/drafts';
import { useLocation } from 'wouter';
import { checkAttribute } from './attributes';
import { dispatchRegistryEvent, holdEventsUntilTaskEnds, reportingFetch } from './events';

/** A free identifier that inline-css-plugin.ts replaces with the bundle's CSS at build time. */
declare const __REGISTRY_EMBED_CSS__: string;
const EMBED_CSS: string = __REGISTRY_EMBED_CSS__;

// Inherited properties set on the host by the page's normal rules still flow into a shadow tree,
// so the mount point resets them all before the registry's own root sets its typography.
const HOST_CSS =
  ':host{display:block}:host([hidden]){display:none}.registry-embed-mount{all:initial;display:block;--registry-rem:16px}';

const CONFIG_ATTRIBUTES = ['api-base', 'environment', 'session', 'lang', ...THEME_KEYS.map((k) => `theme-${k}`)];

let sharedSheet: CSSStyleSheet | undefined;

/** One constructed stylesheet shared by every element on the page; a <style> (with the nonce) where that is unsupported. */
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

/** Ends the instance's session, as its sign-out does: the session and the drafts go, back to the first screen. */
type SignOut = () => void;

/**
 * Inside the provider: turns the instance's state into the element's DOM events, tells the element
 * its first screen is up, and hands it the instance's sign-out.
 */
function ElementEvents({
  element,
  ready,
  bindSignOut,
}: {
  element: RegistryElement;
  ready: () => void;
  bindSignOut: (signOut: SignOut) => () => void;
}) {
  const { signedIn, userId, accountState } = useSessionState();
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      bindSignOut(() => {
        session.reset();
        clearDrafts();
        navigate('/', { replace: true });
      }),
    [bindSignOut, session, navigate],
  );
  useEffect(() => {
    dispatchRegistryEvent(element, 'registry-ready', { tag: element.localName });
    ready();
  }, [element, ready]);
  useEffect(() => {
    if (signedIn)
      dispatchRegistryEvent(element, 'registry-signed-in', {
        userId,
        accountState,
        partnerRef: element.answeredPartnerRef,
      });
    // Only the sign-in itself is an event; the profile's later state is not a second one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [element, signedIn]);
  return null;
}

/**
 * Base of every registry custom element: an open shadow root holding the library CSS, config read from
 * attributes (`api-base`, `environment`, `session`, `lang`, `theme-*`, `nonce`), a React root mounted on
 * connect and unmounted on disconnect. Subclasses only say what to render. `lang` is the page's
 * choice of language (the provider's `locale`; a change switches in place, without a remount).
 *
 * A gadget never touches the host page: it runs on its own memory location (the page's URL and
 * history stay as they are), keeps its session in memory unless `session="shared"` opts into the
 * page's session storage, and remounts itself (keeping its session and its place) when the
 * registry's version changes instead of reloading the page.
 */
export abstract class RegistryElement extends HTMLElement {
  static get observedAttributes(): string[] {
    return CONFIG_ATTRIBUTES;
  }

  private root: Root | undefined;
  private readonly mountPoint: HTMLDivElement;
  /** The element's own session, kept across remounts and attribute changes. */
  private readonly ownStorage: KeyValueStorage = createMemoryStorage();
  /** The gadget's current path, so a remount returns to the same screen. */
  private path = '/';
  /** Bumped to remount the provider (a new registry version). */
  private generation = 0;
  /** What the registry answered back of this partner's reference for the signed-in participant. */
  answeredPartnerRef: string | null = null;
  private readonly fetchWithEvents = reportingFetch(this, undefined, {
    ref: () => this.partnerRef(),
    answered: (ref) => {
      this.answeredPartnerRef = ref;
    },
  });
  private markReady: () => void = () => undefined;
  private signOutHandler: SignOut | null = null;

  /** Resolves once the gadget has rendered its first screen (when `registry-ready` is dispatched). */
  readonly ready: Promise<void> = new Promise((resolve) => {
    this.markReady = resolve;
  });

  /**
   * Signs the participant out of the gadget: its session (and, with `session="shared"`, the page's
   * registry session) and its unsaved drafts end, and it shows its first screen again.
   */
  signOut(): Promise<void> {
    this.signOutHandler?.();
    return Promise.resolve();
  }

  private readonly bindSignOut = (handler: SignOut) => {
    this.signOutHandler = handler;
    return () => {
      if (this.signOutHandler === handler) this.signOutHandler = null;
    };
  };

  private readonly onReady = () => this.markReady();

  constructor() {
    super();
    const shadow = this.attachShadow({ mode: 'open' });
    adoptStyles(shadow, this.getAttribute('nonce'));
    this.mountPoint = document.createElement('div');
    this.mountPoint.className = 'registry-embed-mount';
    shadow.appendChild(this.mountPoint);
  }

  protected abstract renderScreen(): ReactNode;

  /** The partner's own reference for the participant, sent with every call (none by default). */
  protected partnerRef(): string | null {
    return null;
  }

  /** Dialogs of the features the gadget shows that open through the feedback store (none by default). */
  protected dialogs(): DialogRegistry | undefined {
    return undefined;
  }

  /** Starts the gadget afresh on its first screen (its session kept), e.g. when it is pointed at another study. */
  protected restart() {
    this.path = '/';
    this.generation += 1;
    if (this.root) this.render();
  }

  /** An attribute's value, or null (with a console warning) when it is invalid. */
  protected attribute(name: string): string | null {
    const value = this.getAttribute(name);
    return checkAttribute(this.localName, name, value) ? value : null;
  }

  /** Runtime settings from the element's attributes (DECISIONS §5). */
  protected settings(): Partial<RuntimeSettings> {
    const theme: ThemeSettings = {};
    for (const key of THEME_KEYS) {
      const value = this.attribute(`theme-${key}`);
      if (value) theme[key] = value;
    }
    return {
      apiBase: this.attribute('api-base') ?? undefined,
      environment: (this.attribute('environment') as Environment | null) ?? undefined,
      theme,
    };
  }

  connectedCallback() {
    holdEventsUntilTaskEnds(this);
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

  private readonly onAnalyticsEvent = (event: AnalyticsEvent) => {
    if (event.name === 'page_view') this.path = event.path;
    dispatchRegistryEvent(this, 'registry-analytics', event);
  };

  private readonly onVersionChange = () => {
    this.generation += 1;
    this.render();
  };

  protected render() {
    const defined = Object.fromEntries(Object.entries(this.settings()).filter(([, v]) => v !== undefined));
    const shared = this.attribute('session') === 'shared';
    const lang = this.attribute('lang');
    this.root?.render(
      <StrictMode>
        <RegistryProviderBase
          key={`${this.generation}-${shared}`}
          {...defined}
          className="registry-gadget"
          routing="memory"
          initialPath={this.path}
          storage={shared ? undefined : this.ownStorage}
          fetch={this.fetchWithEvents}
          onVersionChange={this.onVersionChange}
          onAnalyticsEvent={this.onAnalyticsEvent}
          dialogs={this.dialogs()}
          locale={isLocale(lang) ? lang : undefined}
        >
          <LibraryRouter>
            <ElementEvents element={this} ready={this.onReady} bindSignOut={this.bindSignOut} />
            {this.renderScreen()}
          </LibraryRouter>
        </RegistryProviderBase>
      </StrictMode>,
    );
  }
}

export function defineElement(tag: string, ctor: CustomElementConstructor) {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
