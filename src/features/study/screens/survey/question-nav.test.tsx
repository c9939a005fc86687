// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { questionnaireApi } from '@/testing/questionnaire-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { CHECKS, LOWS } from '../../components/test-questions';
import { SURVEY } from '../parts/test-fixtures';
import { SurveyScreen } from './survey-screen';

// Under the question: the save state ('Saving… / Saved / Not saved'), the server's reasons for a
// refusal, 'Try saving again' after a failure, and the notice a Next click leaves (spec 001 §4, §8).

function render(extra: FakeHandlers = {}, questionId = CHECKS.id) {
  const api = questionnaireApi([CHECKS, LOWS], extra);
  return renderWithRegistry(
    <Route path={paths.survey.path}>
      <SurveyScreen />
    </Route>,
    {
      path: `${SURVEY}?procedure=questionnaire&questionId=${questionId}`,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api,
    },
  );
}

async function answerChecks(value: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Times per day' }), value);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

afterEach(() => sessionStorage.clear());

describe('the save state under a question', () => {
  it("says 'Saving…' while the answer is sent, then 'Saved' once the server stored it", async () => {
    let store!: () => void;
    const held = new Promise<void>((resolve) => (store = resolve));
    const r = render({ saveAnswers: async (request) => (await held, { body: request.body as [] }) });
    await answerChecks('4');
    expect(await screen.findByText('Saving…')).toHaveAttribute('role', 'status');
    store();
    await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
    expect(r.api.called('saveAnswers').map((c) => c.body)).toEqual([
      [{ question: CHECKS.id, question_option: 110601, value: '4' }],
    ]);
  });

  it("says 'Not saved' with the connection message after a failed save, and 'Try saving again' sends it again", async () => {
    const r = render({ saveAnswers: 'network-error' });
    const user = await answerChecks('4');
    expect(await screen.findByText('Not saved')).toBeVisible();
    expect(screen.getByText('Connection or server error. Check your connection or try to connect later')).toBeVisible();
    expect(screen.getByText('Not saved').closest('[role="status"]')).not.toBeNull();
    // The participant stays on the question: nothing was stored.
    expect(r.current()).toContain(`questionId=${CHECKS.id}`);
    r.api.answer({ saveAnswers: (request) => ({ body: request.body as [] }) });
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
    expect(screen.queryByText('Not saved')).toBeNull();
    const bodies = r.api.called('saveAnswers').map((c) => c.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual([{ question: CHECKS.id, question_option: 110601, value: '4' }]);
  });

  it("Next after a failed save sends the answer again at once, not after the automatic retry's pause", async () => {
    const r = render({ saveAnswers: 'network-error' });
    const user = await answerChecks('4');
    expect(await screen.findByText('Not saved')).toBeVisible();
    r.api.answer({ saveAnswers: (request) => ({ body: request.body as [] }) });
    const pressed = Date.now();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
    // The first automatic retry comes 2 s after the failure: the press itself sent the answer.
    expect(Date.now() - pressed).toBeLessThan(1500);
    expect(r.api.called('saveAnswers')).toHaveLength(2);
  });

  it("shows the server's reasons for a refused answer, without 'Try saving again'", async () => {
    render({
      saveAnswers: {
        status: 400,
        body: [{ question: CHECKS.id, question_option: 110601, error_message: 'The number is out of range.' }],
      },
    });
    await answerChecks('4');
    expect(await screen.findByText('Not saved')).toBeVisible();
    expect(screen.getByText('The number is out of range.').closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try saving again' })).toBeNull();
  });
});

describe('the notice of a Next click', () => {
  it('an unanswered question shows the required hint at Next, sends nothing, and the hint goes with a change', async () => {
    const user = userEvent.setup();
    const r = render();
    const next = await screen.findByRole('button', { name: 'Next' });
    await user.click(next);
    // The notice Next describes itself by is an alert with the hint.
    const notice = await waitFor(() => {
      const ids = next.getAttribute('aria-describedby')?.split(' ') ?? [];
      const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
      expect(alert).toBeTruthy();
      return alert!;
    });
    expect(notice).toHaveTextContent('Select the required answers to proceed to the next question');
    // Announced once: no other live region says it; the empty field is invalid and tied to the message.
    const live = [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')];
    expect(live.filter((el) => el.textContent?.includes('Select the required answers'))).toEqual([notice]);
    const field = screen.getByRole('textbox', { name: 'Times per day' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Select the required answers to proceed to the next question/);
    expect(r.api.called('saveAnswers')).toEqual([]);
    await user.type(field, '3');
    expect(notice).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('Previous cannot be pressed on the first question; the count reads "Question 1 of 2"', async () => {
    render();
    expect(await screen.findByText('Question 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('a question that asks for confirmation shows its warning at the first Next and saves at the second', async () => {
    const confirming = { ...CHECKS, order: 1, confirmation_warning: 'Is that the number for a usual day?' };
    const r = render({ listQuestions: { body: [confirming, { ...LOWS, order: 2 }] } });
    const user = await answerChecks('4');
    const notice = (await screen.findByText('Is that the number for a usual day?')).closest('[role="alert"]');
    expect(notice).toHaveTextContent('Please check your answer');
    expect(r.api.called('saveAnswers')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
    expect(r.api.called('saveAnswers')).toHaveLength(1);
  });

  it("an unanswered question's Next says why it cannot go on; an answered one says nothing", async () => {
    const user = userEvent.setup();
    render();
    const next = await screen.findByRole('button', { name: 'Next' });
    await user.hover(next);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Oops! Please finish answering this question to proceed.',
    );
    expect(next).toHaveAccessibleDescription('Oops! Please finish answering this question to proceed.');
    await user.type(screen.getByRole('textbox', { name: 'Times per day' }), '3');
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAccessibleDescription();
  });

  it("the last question's Next reads 'Finish'", async () => {
    render({ listAnswers: { body: [{ question: CHECKS.id, question_option: 110601, value: '4' }] } }, LOWS.id);
    expect(await screen.findByText('Question 2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('offline, Next goes on and the line that the answer is kept on the phone stays on the next question, once', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const r = render({ saveAnswers: 'network-error' });
      await answerChecks('4');
      await waitFor(() => expect(r.current()).toContain(`questionId=${LOWS.id}`));
      const line = await screen.findByText('Saved on this phone. We will send it when you are back online.');
      expect(line).toHaveAttribute('role', 'status');
      expect(screen.getAllByText('Saved on this phone. We will send it when you are back online.')).toHaveLength(1);
      expect(screen.queryByText('Not saved')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try saving again' })).toBeNull();
    } finally {
      offline.mockRestore();
    }
  });
});
