// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AnalyticsContext } from '@/shared/analytics/analytics';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS } from '../../components/test-questions';
import { SURVEY } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// Questionnaires are portrait-only on phones (spec 001 §1): a phone held sideways shows the message
// in place of the question, reports the rotate-to-landscape event, and turning it back shows the question.

const original = window.matchMedia;

/** A phone's media queries: only the landscape one answers, as `landscape` says. */
function phone(landscape: boolean) {
  const state = { landscape, listeners: new Set<() => void>() };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('orientation: landscape') && state.landscape;
      },
      addEventListener: (_: string, listener: () => void) => state.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => state.listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    turn(to: boolean) {
      state.landscape = to;
      act(() => state.listeners.forEach((l) => l()));
    },
  };
}

function render(track: (event: unknown) => void) {
  const api = questionnaireApi([CHECKS]);
  return renderWithRegistry(
    <AnalyticsContext.Provider value={track}>
      <Route path={paths.survey.path}>
        <SurveyScreen />
      </Route>
    </AnalyticsContext.Provider>,
    {
      path: `${SURVEY}?procedure=questionnaire&questionId=${CHECKS.id}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

afterEach(() => {
  window.matchMedia = original;
  sessionStorage.clear();
});

describe('a phone held sideways', () => {
  it('shows the landscape message instead of the question and reports the rotation', async () => {
    phone(true);
    const track = vi.fn();
    render(track);
    const message = await screen.findByText('The Registry platform does not support questionnaires in landscape mode.');
    expect(message.closest('[role="alert"]')).toHaveTextContent('Please turn your device upright to continue.');
    expect(screen.queryByRole('textbox', { name: 'Times per day' })).toBeNull();
    expect(track).toHaveBeenCalledWith({ name: 'rotate_to_landscape', path: window.location.pathname });
  });

  it('shows the question once the phone is upright again, and the message when it is turned', async () => {
    const device = phone(false);
    const track = vi.fn();
    render(track);
    await screen.findByRole('textbox', { name: 'Times per day' });
    expect(track).not.toHaveBeenCalled();
    device.turn(true);
    expect(screen.getByText('The Registry platform does not support questionnaires in landscape mode.')).toBeVisible();
    expect(track).toHaveBeenCalledTimes(1);
    device.turn(false);
    expect(await screen.findByRole('textbox', { name: 'Times per day' })).toBeVisible();
    expect(screen.queryByText('The Registry platform does not support questionnaires in landscape mode.')).toBeNull();
  });
});
