// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the not-eligible page shows sanitised module HTML.
import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { participant } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { NotEligibleScreen } from './not-eligible-screen';
import { SURVEY, userStudy } from './parts/test-fixtures';

// The not-eligible page's image (spec 001 §2): an illustration bundled with the app, never fetched
// from elsewhere, with its alternative text.

describe('not-eligible illustration (001 §2)', () => {
  it('shows the bundled illustration with its alternative text', async () => {
    renderWithRegistry(
      <Route path={paths.notEligible.path}>
        <NotEligibleScreen />
      </Route>,
      {
        path: `${SURVEY}/not-eligible`,
        api: {
          getUserStudy: { body: userStudy({ is_eligible: false }) },
          getModuleSettings: { body: {} },
          getParticipant: { body: participant() },
        },
      },
    );
    const image = await screen.findByRole('img', { name: 'An envelope with a heart: thank you for your interest' });
    expect(image.getAttribute('src')).toMatch(/not-eligible-illustration\.svg$|^data:image\/svg\+xml/);
    expect(image.getAttribute('src')).not.toMatch(/^(https?:)?\/\//);
  });
});
