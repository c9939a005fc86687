import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { activeLocale } from '@/shared/i18n/locale';
import { catalogueOf, englishTexts } from '@/shared/i18n/locale';
import { loadAllTranslations } from '@/shared/i18n/switch-locale';
import { FAQ_ENTRIES } from '@/features/public/content/faq';
import { loadLayoutExtras } from '@/features/public/components/use-layout-extras';
import { FaqScreen } from '@/features/public/screens/faq-screen';
import { LandingScreen } from '@/features/public/screens/landing-screen';
import { PrivacyPolicyScreen } from '@/features/public/screens/privacy-policy-screen';
// Every English module the catalogue translates, declared before the export check reads them.
import '@/features/public/content/document-texts';
import '@/features/public/content/faq-page';
import '@/features/public/content/info-pages';
import '@/features/public/content/landing';
import '@/features/public/content/layout-texts';
import '@/features/public/content/navigation';
import '@/features/public/content/privacy-policy';
import '@/features/public/content/terms-of-use';
import '@/shared/ui/brand-texts';

const faqTriggers = () =>
  screen.getAllByRole('button').filter((button) => button.closest('.registry-accordion') !== null);

describe('the public pages in Spanish', () => {
  beforeAll(async () => {
    await loadAllTranslations('es');
    // The footer and the menu, as the full app has them from the start.
    await loadLayoutExtras();
  });
  afterEach(() => {
    activeLocale.value = 'en';
  });

  it('shows the landing page, its header, brand and footer in Spanish', () => {
    activeLocale.value = 'es';
    renderWithRegistry(<LandingScreen />, { path: '/landing' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Le damos la bienvenida al registro');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Un cuestionario, una vez al año',
      'Cómo funciona',
      'Lo que la investigación ya ha logrado',
      'Haga oír su voz',
      'Su privacidad y seguridad',
      '¡Comuníquese con nosotros!',
    ]);
    expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Únase ahora' })).toHaveLength(2);
    const bar = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(bar).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'T1D Registry inicio' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: 'Pie de página' });
    expect(within(footer).getByRole('link', { name: 'Política de privacidad' })).toBeInTheDocument();
    // The standard support hours, which the site settings hold in English.
    expect(screen.getByText('De lunes a viernes, de 8 a. m. a 5 p. m. (hora del Este)')).toBeInTheDocument();
    expect(screen.queryByText(/Monday to Friday/)).toBeNull();
  });

  it('shows the FAQ page and its eleven questions in Spanish', () => {
    activeLocale.value = 'es';
    renderWithRegistry(<FaqScreen />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const questions = faqTriggers().map((t) => t.textContent);
    expect(questions).toHaveLength(11);
    expect(questions[0]).toBe('¿Qué es el registro?');
    expect(questions).toContain('¿Hay algún riesgo al participar?');
    expect(screen.getByRole('heading', { level: 2, name: '¿Todavía tiene alguna pregunta?' })).toBeInTheDocument();
  });

  it('switches an open FAQ page to Spanish and back without remounting it', () => {
    renderWithRegistry(<FaqScreen />, { path: '/faq' });
    expect(faqTriggers()[0].textContent).toBe('What is the registry?');
    act(() => {
      activeLocale.value = 'es';
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Preguntas frecuentes');
    expect(faqTriggers()[0].textContent).toBe('¿Qué es el registro?');
    act(() => {
      activeLocale.value = 'en';
    });
    expect(faqTriggers()[0].textContent).toBe('What is the registry?');
  });

  it('writes the privacy policy and its date in Spanish', () => {
    activeLocale.value = 'es';
    renderWithRegistry(<PrivacyPolicyScreen />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText('15 de enero de 2026')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(toc).getByRole('link', { name: 'Quién puede ver su información' })).toBeInTheDocument();
  });

  it('translates every export of each registered module, keeping the ids the pages and tests use', () => {
    const translated = [...englishTexts().keys()]
      .filter((module) => module.startsWith('features/public/') || module === 'shared/ui/brand-texts')
      .map((module) => [module, catalogueOf('es')![module]] as const);
    for (const [module, spanish] of translated) {
      const english = englishTexts().get(module);
      expect(english, module).toBeDefined();
      expect(Object.keys(spanish).sort(), module).toEqual(Object.keys(english!).sort());
    }
    const ids = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(ids)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === 'id' ? [[k, v]] : [[k, ids(v)]])))
          : typeof value;
    for (const [module, spanish] of translated)
      for (const [name, texts] of Object.entries(spanish))
        expect(ids(texts), `${module} ${name}`).toEqual(ids(englishTexts().get(module)![name]));
    activeLocale.value = 'es';
    expect(FAQ_ENTRIES.map((e) => e.id)).toContain('what-is-the-registry');
  });
});
