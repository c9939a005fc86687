import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RegistryProvider } from '../src/app/provider';
import { RegistryApp } from '../src/app/registry-app';
import type { AnalyticsEvent } from '../src/shared/analytics/analytics';
import { resolveSettings, type RuntimeSettings } from '../src/config/settings';
import './standalone.css';

/** Runtime settings come from /settings.json (DECISIONS §5); a missing file falls back to defaults. */
async function loadSettings(): Promise<RuntimeSettings> {
  try {
    const res = await fetch('/settings.json', { cache: 'no-store' });
    if (res.ok) return resolveSettings(await res.json());
  } catch {
    // Offline or no settings file: the defaults still give a working site.
  }
  return resolveSettings(undefined);
}

// Most visitors arrive on the landing page: fetch its chunk while the settings load instead of
// after the first render (the route table's lazy import then finds it in the module cache).
if (['/', '/landing'].includes(window.location.pathname)) void import('../src/features/public/screens/landing-screen');

/**
 * Analytics events (DECISIONS §8) become a `registry-analytics` DOM event on the window, as in the
 * embed: nothing leaves the page, and a deployment's own tag manager may listen (issue 17).
 */
const announce = (detail: AnalyticsEvent) => window.dispatchEvent(new CustomEvent('registry-analytics', { detail }));

const settings = await loadSettings();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RegistryProvider {...settings} reportErrors onAnalyticsEvent={announce}>
      <RegistryApp />
    </RegistryProvider>
  </StrictMode>,
);
