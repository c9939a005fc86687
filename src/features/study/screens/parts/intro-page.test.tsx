// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and this test checks the sanitised intro HTML.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { IntroPage } from './intro-page';
import { userStudy } from './test-fixtures';

const pages = [{ id: 1, content: '<h2>About the study</h2><p>Details.</p><script>window.x=1</script>' }];

describe('IntroPage (001 §2, §8)', () => {
  it('001 §2 shows the title, time, dates, details, enrollment goal and Back to Dashboard', async () => {
    const onContinue = vi.fn();
    const { container } = renderWithRegistry(
      <IntroPage
        userStudy={userStudy()}
        introPages={pages}
        participantId={7}
        numberOfUsers={1234}
        onContinue={onContinue}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'T1D Registry Core Study' })).toBeInTheDocument();
    expect(screen.getByText('Approximate time').nextSibling).toHaveTextContent('20 minutes');
    expect(screen.getByText('Launch date').nextSibling).toHaveTextContent('Mar 1, 2025');
    expect(screen.getByText('Close date').nextSibling).toHaveTextContent('Jan 31, 2027');
    expect(await screen.findByRole('heading', { name: 'About the study' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const goal = screen.getByRole('region', { name: 'Enrollment goal' });
    expect(within(goal).getByText('5,000 participants')).toBeInTheDocument();
    expect(within(goal).getByText('1,234 registry participants have taken part so far.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('001 §2 the continue button leads on', async () => {
    const onContinue = vi.fn();
    renderWithRegistry(<IntroPage userStudy={userStudy()} introPages={[]} participantId={7} onContinue={onContinue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it("001 §8 the e-mail switch reads On/Off and says 'Emails for this study turned off' / '… on'", async () => {
    const user = userEvent.setup();
    const r = renderWithRegistry(
      <IntroPage userStudy={userStudy()} introPages={[]} participantId={7} onContinue={vi.fn()} />,
      {
        api: {
          updateStudyEmails: (req) => ({
            body: {
              study_id: 101,
              email_notification_toggle: (req.body as { email_notification_toggle: boolean }).email_notification_toggle,
            },
          }),
        },
      },
    );
    const toggle = screen.getByRole('switch', { name: 'E-mails about this study' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('On');
    await user.click(toggle);
    expect(await screen.findByText('Emails for this study turned off')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveTextContent('Off');
    await user.click(toggle);
    expect(await screen.findByText('Emails for this study turned on')).toBeInTheDocument();
    expect(r.api.called('updateStudyEmails').map((c) => [c.params, c.body])).toEqual([
      [{ id: 7, studyId: 101 }, { email_notification_toggle: false }],
      [{ id: 7, studyId: 101 }, { email_notification_toggle: true }],
    ]);
  });

  it("001 §8 a failed toggle keeps the switch and shows 'Oops! Something went wrong'", async () => {
    const user = userEvent.setup();
    renderWithRegistry(<IntroPage userStudy={userStudy()} introPages={[]} participantId={7} onContinue={vi.fn()} />, {
      api: { updateStudyEmails: { status: 403, body: { detail: 'no' } } },
    });
    const toggle = screen.getByRole('switch', { name: 'E-mails about this study' });
    await user.click(toggle);
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
