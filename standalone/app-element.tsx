import { StrictMode } from 'react';
import { RegistryProvider } from '@/app/provider';
import { RegistryApp } from '@/app/registry-app';
import type { AnalyticsEvent } from '@/shared/analytics/analytics';
import type { RuntimeSettings } from '@/config/settings';
import type { KeyValueStorage } from '@/shared/session/key-value-storage';

export interface AppElementOptions {
  /** Server rendering: the path rendered (the browser reads its own address). */
  ssrPath?: string;
  /** Server rendering passes memory: the pre-rendered page is the signed-out one. */
  storage?: KeyValueStorage;
  /** Where the analytics events go (the browser re-sends them as a DOM event; the pre-render has none). */
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
  /** The API client's fetch (the browser's early requests of early-start.ts); default the page's. */
  fetch?: typeof fetch;
}

/**
 * The standalone site's whole tree, built in one place for the browser (main.tsx) and the build's
 * pre-render (prerender-entry.tsx): hydration needs both to render exactly the same elements.
 */
export function registryAppElement(
  settings: RuntimeSettings,
  { ssrPath, storage, onAnalyticsEvent, fetch }: AppElementOptions = {},
) {
  return (
    <StrictMode>
      <RegistryProvider
        {...settings}
        ssrPath={ssrPath}
        storage={storage}
        reportErrors
        onAnalyticsEvent={onAnalyticsEvent}
        fetch={fetch}
      >
        <RegistryApp />
      </RegistryProvider>
    </StrictMode>
  );
}
