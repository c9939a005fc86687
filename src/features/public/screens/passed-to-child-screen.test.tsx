import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { PASSED_TO_CHILD_TEXTS } from '../content/info-pages';
import { PassedToChildScreen } from './passed-to-child-screen';

describe('PassedToChildScreen', () => {
  it('names the stored child e-mail and clears it when the parent leaves', () => {
    const view = renderWithRegistry(<PassedToChildScreen />, {
      path: '/passed-to-child',
      storage: { 'registry.child_email': 'kid@example.org' },
    });
    expect(screen.getByText('kid@example.org')).toBeInTheDocument();
    expect(view.session.childEmail.value).toBe('kid@example.org');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/landing');
    view.unmount();
    expect(view.session.childEmail.value).toBeNull();
  });

  it('falls back to a placeholder when no child e-mail is stored', () => {
    renderWithRegistry(<PassedToChildScreen />, { path: '/passed-to-child' });
    expect(screen.getByText(PASSED_TO_CHILD_TEXTS.emailPlaceholder)).toBeInTheDocument();
  });
});
