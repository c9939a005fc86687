import { screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import { participant, userToken } from '@/testing/fixtures';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { A1C, CHECKS } from '../../components/test-questions';
import { SURVEY } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// The procedure's other widgets load after the first question, once the welcome gate lets the
// participant through: while it reads the events log (and while its dialog is open) their requests
// would race the page's first paint.

const preloaded = vi.hoisted(() => [] as string[][]);
vi.mock('@/shared/widgets/widget-map', async (original) => ({
  ...(await original<typeof import('@/shared/widgets/widget-map')>()),
  preloadWidgets: (widgets: Iterable<string>) => {
    preloaded.push([...widgets]);
    return () => undefined;
  },
}));

afterEach(() => {
  sessionStorage.clear();
  preloaded.length = 0;
});

describe('the widgets of later questions', () => {
  it('load once the welcome gate has read the events log, not while it holds the page', async () => {
    let answerLog!: () => void;
    const log = new Promise<void>((resolve) => (answerLog = resolve));
    renderWithRegistry(
      <Route path={paths.survey.path}>
        <SurveyScreen />
      </Route>,
      {
        path: `${SURVEY}?procedure=questionnaire&questionId=${A1C.id}`,
        storage: { [SESSION_KEYS.token]: userToken() },
        profile: participant(),
        // The welcome gate's events log answers only when the test says so.
        api: questionnaireApi([A1C, CHECKS], {
          listEvents: async () => {
            await log;
            return {
              body: [
                { id: 1, study: 101, user_study: 5, event: 'welcome_dialog_questionnaire', created_at: '2026-01-01' },
              ],
            };
          },
        }),
      },
    );
    expect(await screen.findByRole('group', { name: 'Result 1' }, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloaded.flat()).toEqual([]);
    answerLog();
    await waitFor(() => expect(preloaded.at(-1)).toEqual(expect.arrayContaining(['a1c_dynamic'])));
  });
});
