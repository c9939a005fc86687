import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { RegistryProvider } from '@/app/provider';
import { LoginScreen } from '@/features/auth/screens/login-screen';
import { SurveyFrame } from '@/features/study/screens/survey/survey-frame';
import { createMemoryStorage } from '@/shared/session/key-value-storage';
import { LibraryRouter } from '@/shared/routing/library-router';

afterEach(() => window.history.replaceState(null, '', '/'));

function Where() {
  const [location] = useLocation();
  return <p>at {location}</p>;
}

/** Every path-like href of the rendered screens (tel:, mailto: and in-page anchors aside). */
const pathHrefs = (root: HTMLElement) =>
  [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).filter((h) => h.startsWith('/'));

describe('the screens’ links', () => {
  it('carry the base path on the page’s URL, the survey’s back link included', () => {
    window.history.replaceState(null, '', '/registry/survey/study/1/user-study/2/user/3');
    const { container } = render(
      <RegistryProvider storage={createMemoryStorage()} navigate={vi.fn()} basePath="/registry">
        <LibraryRouter>
          <SurveyFrame onBack={vi.fn()}>
            <p>question</p>
          </SurveyFrame>
        </LibraryRouter>
      </RegistryProvider>,
    );
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/registry/dashboard');
    expect(pathHrefs(container).filter((h) => !h.startsWith('/registry/'))).toEqual([]);
  });

  it('have no href on a memory location, stay links, and move the instance by click and Enter', async () => {
    const { container } = render(
      <RegistryProvider storage={createMemoryStorage()} routing="memory" initialPath="/auth/login" basePath="/x">
        <LoginScreen />
        <LibraryRouter>
          <Where />
        </LibraryRouter>
      </RegistryProvider>,
    );
    await screen.findByRole('heading', { name: 'Sign In', level: 1 });
    expect(pathHrefs(container)).toEqual([]);
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp).not.toHaveAttribute('href');
    signUp.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(await screen.findByText('at /auth/register')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});
