// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the intro shows sanitised intro pages.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerEveryRow } from '@/testing/fake-api';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { IDS, userStudy } from '../parts/test-fixtures';
import { IntroStep } from './procedure-pages';

// The intro step of the survey (spec 001 §2 Study intro page): the enrollment block shows the number
// of registry participants, the full study's number_of_users_completed_a_study.

const study = (completed: number) => {
  const base = (answerEveryRow().getStudy as { body: Record<string, unknown> }).body;
  return { ...base, id: 101, title: 'T1D Registry Core Study', number_of_users_completed_a_study: completed };
};

describe('the intro step (001 §2)', () => {
  it("shows the study's count of participants who completed it in the enrollment block", async () => {
    const r = renderWithRegistry(<IntroStep ids={IDS} userStudy={userStudy()} onContinue={() => undefined} />, {
      api: { listIntroPages: { body: [] }, getStudy: { body: study(1234) } },
    });
    const goal = await screen.findByRole('region', { name: 'Enrollment goal' });
    expect(within(goal).getByText('1,234 registry participants have taken part so far.')).toBeInTheDocument();
    expect(r.api.called('getStudy')[0].params).toEqual({ studyId: 101 });
  });

  it('still opens, with the goal alone, when the study cannot be read', async () => {
    renderWithRegistry(<IntroStep ids={IDS} userStudy={userStudy()} onContinue={() => undefined} />, {
      api: { listIntroPages: { body: [] }, getStudy: { status: 404, body: { detail: 'Not found' } } },
    });
    const goal = await screen.findByRole('region', { name: 'Enrollment goal' });
    expect(within(goal).getByText('5,000 participants')).toBeInTheDocument();
    expect(within(goal).queryByText(/registry participant/)).toBeNull();
  });

  it('shows the e-mail switch as the participant left it: Off once they turned the study’s e-mails off', async () => {
    renderWithRegistry(
      <IntroStep ids={IDS} userStudy={userStudy({ email_notifications: false })} onContinue={() => undefined} />,
      { api: { listIntroPages: { body: [] }, getStudy: { body: study(1) } } },
    );
    await screen.findByRole('region', { name: 'Enrollment goal' });
    const toggle = screen.getByRole('switch', { name: 'E-mails about this study' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Off');
  });
});
