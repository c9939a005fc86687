import {
  Children,
  cloneElement,
  isValidElement,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { resolveSettings, type RuntimeSettings } from '../config/settings';
import { resolveSite } from '../config/site';
import { SiteContext } from '../shared/site/site-context';
import { AnalyticsContext, createTracker, type AnalyticsHandler } from '../shared/analytics/analytics';
import { ApiClientContext } from '../shared/api/api-context';
import { createApiClient } from '../shared/api/client/create-api-client';
import { lazyWithPreload } from '../shared/lib/lazy-with-preload';
import { useHydrated } from '../shared/lib/use-hydrated';
import { browserStorage, type KeyValueStorage } from '../shared/session/key-value-storage';
import { SessionContext } from '../shared/session/session-context';
import { createSessionStore } from '../shared/session/session-store';
import { FeedbackContext } from '../shared/ui/feedback/feedback-context';
import type { DialogRegistry } from '../shared/ui/feedback/dialog-registry';
import { createFeedbackStore } from '../shared/ui/feedback/feedback-store';
import { PortalRootContext } from '../shared/ui/portal-root';
import { applyTheme } from '../shared/ui/theme';
import { LibraryRouter } from '../shared/routing/library-router';
import { createNavigatorSlot, NavigatorSlotContext } from './navigation';
import { ProviderRouter, type RoutingProps } from './provider-router';
import { SettingsContext } from './settings-context';
import { useSessionKeeper } from './use-session-keeper';
import type { Locale } from '../shared/i18n/locale';
import { switchLocaleLater } from '../shared/i18n/switch-locale-later';
import { useLocaleKey } from '../shared/i18n/use-locale';
import '../shared/ui/tokens.css';

// The dialogs, snackbars and loader are not needed to show a first screen: they load right after
// it (requested as soon as this module runs in a browser), which keeps them, the dialog kit and the
// focus trap out of a host's startup JavaScript. The store queues what is asked for meanwhile.
// It is never in server markup nor in a hydration (see `hydrated` below): hydrating does not need it.
export const FeedbackHost = lazyWithPreload(
  async () => (await import('../shared/ui/feedback/feedback-host')).FeedbackHost,
);
if (typeof window !== 'undefined') void FeedbackHost.preload().catch(() => undefined);

export interface RegistryProviderBaseProps extends Partial<RuntimeSettings>, RoutingProps {
  children?: ReactNode;
  /** Extra class on the root element, e.g. `registry-gadget` for the embed layout. */
  className?: string;
  /**
   * Where the session values live. Default: session storage (local storage in `development`);
   * tests and embeds that must not share a session pass `createMemoryStorage()`.
   */
  storage?: KeyValueStorage;
  /** Called when the server's X-TR-VERSION changes mid-session. Default: reload the page. */
  onVersionChange?: () => void;
  /**
   * Receives the spec's analytics events (DECISIONS §8). Without it nothing is reported anywhere:
   * the registry itself sends no analytics to any third party.
   */
  onAnalyticsEvent?: AnalyticsHandler;
  /** Send the page's uncaught errors to /registry/frontend-log (outside development). The standalone site does. */
  reportErrors?: boolean;
  /**
   * The API client's transport, fixed for the provider's life. Default: the page's fetch. Tests
   * pass the fake transport of src/testing; a host may pass an instrumented fetch.
   */
  fetch?: typeof fetch;
  /**
   * The language to show (DECISIONS §12). Given, it is the host's choice and the page follows it
   * (one language per page: the last provider to set it wins); without it the language stays as the
   * page's own choice set it (the standalone site's switch), English by default.
   */
  locale?: Locale;
}

/**
 * A copy of the host's elements, all the way down their `children`: a component renders again when
 * its element is new, and what it creates itself is then new too. Without the deep copy a
 * pass-through component (a provider, a layout) would hand its children on unchanged and stop there.
 */
function cloneTree(node: ReactNode): ReactNode {
  // Keyed as React keys a list (a list made here would otherwise need keys the host never wrote).
  if (Array.isArray(node)) return Children.toArray(node).map(cloneTree);
  if (!isValidElement<{ children?: ReactNode }>(node)) return node;
  const inner = node.props.children;
  // A render prop (a function) is called by its component, which renders again: it stays as it is.
  return inner === undefined || typeof inner === 'function'
    ? cloneElement(node)
    : cloneElement(node, { children: cloneTree(inner) });
}

/**
 * Root of every way of use (library, standalone, embed): holds the runtime settings, applies the
 * theme as --registry-* custom properties on its own root element, and creates this instance's
 * session, feedback store and API client (never module-level: an embed page may mount several).
 */
export function RegistryProviderBase({
  children,
  className,
  storage,
  navigate,
  onVersionChange,
  onAnalyticsEvent,
  routing,
  initialPath,
  basePath,
  ssrPath,
  reportErrors,
  fetch,
  dialogs,
  locale,
  ...settings
}: RegistryProviderBaseProps & { dialogs?: DialogRegistry }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [portalRoot, setPortalRoot] = useState<HTMLElement | null>(null);
  const resolved = useMemo(
    () => resolveSettings(settings),
    // Settings are plain data: compare by value so a parent's re-render does not rebuild the client.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by value, as said above
    [JSON.stringify(settings)],
  );
  // Callbacks through refs, so an inline arrow in the host's render does not rebuild the client.
  const callbacks = useRef({ navigate, onVersionChange, onAnalyticsEvent, locale });
  callbacks.current = { navigate, onVersionChange, onAnalyticsEvent, locale };

  const [instance] = useState(() => ({
    session: createSessionStore(storage ?? browserStorage(resolved.environment)),
    feedback: createFeedbackStore(),
    // Until the provider's router plugs in (its first layout effect), only the host may navigate.
    slot: createNavigatorSlot((to) => callbacks.current.navigate?.(to)),
    track: createTracker({
      get current() {
        return callbacks.current.onAnalyticsEvent;
      },
    }),
    fetch,
  }));
  const client = useMemo(
    () =>
      createApiClient({
        apiBase: resolved.apiBase,
        environment: resolved.environment,
        session: instance.session,
        feedback: instance.feedback,
        navigate: instance.slot.navigate,
        currentPath: instance.slot.currentPath,
        onVersionChange: () =>
          callbacks.current.onVersionChange ? callbacks.current.onVersionChange() : globalThis.location?.reload(),
        fetch: instance.fetch,
        hostLocale: () => callbacks.current.locale,
      }),
    [resolved.apiBase, resolved.environment, instance],
  );

  const site = useMemo(() => resolveSite(resolved.site), [resolved.site]);

  // The reporter loads after the first screen (a host that does not ask for it never loads it).
  useEffect(() => {
    if (!reportErrors || typeof window === 'undefined') return undefined;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../shared/api/client/frontend-log')
      .then(({ reportUncaughtErrors }) => {
        if (!ended) stop = reportUncaughtErrors(client, resolved.environment, window);
      })
      .catch(() => undefined);
    return () => {
      ended = true;
      stop?.();
    };
  }, [client, reportErrors, resolved.environment]);
  useLayoutEffect(() => {
    if (rootRef.current) applyTheme(rootRef.current, resolved.theme);
  }, [resolved.theme]);
  useLayoutEffect(() => setPortalRoot(rootRef.current), []);
  // The instance's root element (set above) is where the participant's activity is listened to.
  useSessionKeeper(portalRoot, {
    session: instance.session,
    feedback: instance.feedback,
    client,
    navigator: instance.slot,
  });
  // The feedback host (dialogs, snackbars; nothing before a first request) is left out of server
  // markup and of the browser's hydration of it: renderToString cannot wait for its chunk, and a
  // boundary the server could not finish is a hydration error. It renders right after hydrating.
  const hydrated = useHydrated();

  useEffect(() => {
    if (locale) switchLocaleLater(locale).catch(() => undefined);
  }, [locale]);
  // A language switch renders the whole tree again in place (no remount: answers being typed stay):
  // the host's elements are cloned, so every component below renders with the new language's texts.
  const shown = useLocaleKey();
  const content = useMemo(
    () => cloneTree(children),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is what asks for the new clones
    [children, shown],
  );
  const lang = shown.split(':')[0];

  return (
    <SettingsContext.Provider value={resolved}>
      <SiteContext.Provider value={site}>
        <SessionContext.Provider value={instance.session}>
          <FeedbackContext.Provider value={instance.feedback}>
            <ApiClientContext.Provider value={client}>
              <NavigatorSlotContext.Provider value={instance.slot}>
                <AnalyticsContext.Provider value={instance.track}>
                  <PortalRootContext.Provider value={portalRoot}>
                    <ProviderRouter {...{ routing, initialPath, basePath, navigate, ssrPath }}>
                      <div ref={rootRef} lang={lang} className={['registry-root', className].filter(Boolean).join(' ')}>
                        {content}
                        {hydrated && (
                          <LibraryRouter>
                            <Suspense fallback={null}>
                              <FeedbackHost store={instance.feedback} extraDialogs={dialogs} />
                            </Suspense>
                          </LibraryRouter>
                        )}
                      </div>
                    </ProviderRouter>
                  </PortalRootContext.Provider>
                </AnalyticsContext.Provider>
              </NavigatorSlotContext.Provider>
            </ApiClientContext.Provider>
          </FeedbackContext.Provider>
        </SessionContext.Provider>
      </SiteContext.Provider>
    </SettingsContext.Provider>
  );
}
