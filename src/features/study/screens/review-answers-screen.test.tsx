// @vitest-environment jsdom
// jsdom: the answers document's HTML is sanitised with DOMPurify, which does not support happy-dom.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SESSION_KEYS } from '@/shared/session/session-store';
import type { FakeHandlers } from '@/testing/fake-api';
import { participant, userToken } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ReviewAnswersScreen } from './review-answers-screen';

// Back from the submitted answers (spec 001 §2 review-answers) returns where the participant came
// from: the dashboard when opened from an achievement, else the procedure's status page.

const survey = '/survey/study/101/user-study/5/user/7';

function render(path: string, answersDocument: FakeHandlers['getAnswersDocument'] = undefined) {
  return renderWithRegistry(
    <Route path={paths.reviewAnswers.path}>
      <ReviewAnswersScreen />
    </Route>,
    {
      path,
      storage: { [SESSION_KEYS.token]: userToken() },
      profile: participant(),
      api: {
        getAnswersDocument: answersDocument ?? {
          body: '<h1>Your answers</h1><p>Insulin pump</p>',
          headers: { 'content-type': 'text/html' },
        },
        listProcedures: {
          body: [{ id: 'screening', title: 'Screening', order: 1, created_at: '2026-03-04T15:06:07Z' }],
        },
        listUserProcedures: {
          body: [{ procedure_id: 'screening', created_at: '2026-03-04T15:06:07Z', user_study_id: 5, study_id: 101 }],
        },
      },
    },
  );
}

describe('Back from the review of submitted answers (001 §2)', () => {
  it('returns to the dashboard when opened from an achievement', async () => {
    const user = userEvent.setup();
    const r = render(`${survey}/review-answers?procedure=screening&from=dashboard`);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(r.current()).toBe('/dashboard'));
  });

  it("returns to the procedure's status page otherwise", async () => {
    const user = userEvent.setup();
    const r = render(`${survey}/review-answers?procedure=screening`);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(r.current()).toBe(`${survey}/procedureStatus?procedure=screening`));
  });
});

describe('answers that cannot be read', () => {
  it('say the generic failure with Try again, never the consent-signing message', async () => {
    render(`${survey}/review-answers?procedure=screening`, { status: 404, body: { detail: 'Not found.' } });
    const message = await screen.findByText('Oops! Something went wrong');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText(/signing consent/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the answers frame by keyboard', () => {
  it('shows it holds the focus while the focus is in it (its document has nothing of its own to focus)', async () => {
    render(`${survey}/review-answers?procedure=screening`);
    const frame = (await screen.findByTitle('Your submitted Screening answers')) as HTMLIFrameElement;
    fireEvent.load(frame);
    expect(frame).not.toHaveAttribute('data-focused');
    fireEvent.focus(frame.contentWindow!);
    expect(frame).toHaveAttribute('data-focused');
    fireEvent.blur(frame.contentWindow!);
    expect(frame).not.toHaveAttribute('data-focused');
  });
});

describe('the language of the answers frame (WCAG 3.1.1)', () => {
  it('is the language the server wrote the document in, not the page’s', async () => {
    // The server writes the document in the participant's profile language; this page is English.
    render(`${survey}/review-answers?procedure=screening`, {
      body: '<!doctype html><html lang="es"><head><title>Selección</title></head><body><h1>Sus respuestas</h1></body></html>',
      headers: { 'content-type': 'text/html' },
    });
    const frame = (await screen.findByTitle('Your submitted Screening answers')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!doctype html><html lang="es">/);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Sus respuestas</h1>');
  });

  it('is the page’s when the document names none', async () => {
    render(`${survey}/review-answers?procedure=screening`);
    const frame = (await screen.findByTitle('Your submitted Screening answers')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!doctype html><html lang="en">/);
  });
});
