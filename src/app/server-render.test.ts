import { createElement as h, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqScreen } from '../features/public/screens/faq-screen';
import { LandingScreen } from '../features/public/screens/landing-screen';
import { LoginScreen } from '../features/auth/screens/login-screen';
import { RegisterScreen } from '../features/auth/screens/register-screen';
import { RegistryProvider } from './provider';
import { RegistryApp } from './registry-app';

// Runs in node: no window, no location, no storage, as in a framework's server render.
describe('server rendering (renderToString)', () => {
  const screens: [string, ComponentType, string][] = [
    ['FaqScreen', FaqScreen, '/faq'],
    ['LandingScreen', LandingScreen, '/landing'],
    ['LoginScreen', LoginScreen, '/auth/login'],
    ['RegisterScreen', RegisterScreen, '/auth/register'],
  ];
  it.each(screens)('%s renders its signed-out shell', (_name, Screen, path) => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(h(RegistryProvider, { ssrPath: path }, h(Screen)));
    expect(html).toContain('registry-root');
    expect(html.length).toBeGreaterThan(200);
  });

  it('the pre-rendered menu button is disabled: a press before the script runs would be lost', () => {
    const html = renderToString(h(RegistryProvider, { ssrPath: '/landing' }, h(LandingScreen)));
    expect(html).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*registry-banner__down[^>]*disabled=""/);
  });

  it('the pre-rendered FAQ questions are disabled until the script runs', () => {
    const html = renderToString(h(RegistryProvider, { ssrPath: '/faq' }, h(FaqScreen)));
    const triggers = html.match(/<button[^>]*registry-accordion__trigger[^>]*>/g) ?? [];
    expect(triggers.length).toBeGreaterThan(5);
    for (const trigger of triggers) expect(trigger).toContain('disabled=""');
  });

  it('RegistryApp renders without throwing (its routes load on the client)', () => {
    const html = renderToString(h(RegistryProvider, { ssrPath: '/faq', basePath: '/registry' }, h(RegistryApp)));
    expect(html).toContain('registry-root');
  });
});
