import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { LandingScreen } from './landing-screen';
import { loadLayoutExtras } from '../components/use-layout-extras';

describe('LandingScreen', () => {
  // The layout's extras (menu, footer) as the full app has them from the start (public-layout.test.tsx covers their late arrival).
  beforeAll(() => loadLayoutExtras());

  it('has the banner, the sections of spec 000 §2 in order, and the footer', () => {
    renderWithRegistry(<LandingScreen />, { path: '/landing' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to the registry!');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'One questionnaire, once a year',
      'How it works',
      'What past research has changed',
      'Be heard',
      'Your privacy and security',
      'Get in touch with us!',
    ]);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll down' })).toBeInTheDocument();
  });

  it('sends Join Now, the three step cards and Get Started to registration', () => {
    renderWithRegistry(<LandingScreen />, { path: '/landing' });
    const main = screen.getByRole('main');
    for (const link of within(main).getAllByRole('link', { name: 'Join Now' }))
      expect(link).toHaveAttribute('href', '/auth/register');
    expect(within(main).getAllByRole('link', { name: 'Join Now' })).toHaveLength(2);
    for (const name of ['Create an account', 'Sign the consent form', 'Complete a questionnaire', 'Get Started']) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', '/auth/register');
    }
  });

  it('lists the four research outcomes', () => {
    renderWithRegistry(<LandingScreen />, { path: '/landing' });
    for (const text of [
      'Insurance coverage of glucose meter strips',
      'Changed guidelines on A1c goals for children',
      'Expanded labelling of a CGM device to replace fingersticks',
      'Medicare coverage of CGM devices',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('gives the hours, e-mail and phone in the contact block, and a privacy contact link', () => {
    renderWithRegistry(<LandingScreen />, { path: '/landing' });
    const contact = document.getElementById('registry-contact')!;
    expect(contact).toHaveTextContent('Monday to Friday 8AM to 5PM (EST)');
    expect(within(contact).getByRole('link', { name: 'info@registry.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@registry.example.org',
    );
    expect(within(contact).getByRole('link', { name: '(800) 555-0123' })).toHaveAttribute('href', 'tel:+18005550123');
    expect(screen.getByRole('link', { name: 'Contact our privacy team' })).toHaveAttribute(
      'href',
      'mailto:privacy@registry.example.org',
    );
  });

  it('gives every picture a size and loads the ones below the banner lazily', () => {
    const { container } = renderWithRegistry(<LandingScreen />, { path: '/landing' });
    const images = Array.from(container.querySelectorAll('img'));
    expect(images.length).toBeGreaterThan(8);
    for (const img of images) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      expect(img).toHaveAttribute('alt', '');
    }
    const lazy = images.filter((img) => img.getAttribute('loading') === 'lazy');
    expect(lazy).toHaveLength(8);
    for (const img of lazy) expect(img.closest('.registry-banner, .registry-header')).toBeNull();
  });
});
