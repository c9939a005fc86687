import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserStudy } from '@contract';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ConclusionPage, type ConclusionPageProps } from './conclusion-page';
import { IDS, userStudy } from './test-fixtures';

const annual = (over: Partial<UserStudy> = {}) =>
  userStudy({
    study_id: 102,
    study_type: 'annual_questionnaire',
    study_reward_on: true,
    completed_at: '2026-11-20T10:00:00Z',
    ...over,
  });

function show(props: Partial<ConclusionPageProps>, api = {}) {
  const onMain = vi.fn();
  const r = renderWithRegistry(
    <ConclusionPage
      userStudy={userStudy()}
      procedure="questionnaire"
      eligible
      title="Thank you!"
      bodyHtml="<p>Your answers were submitted.</p>"
      mainButtonText="Finish"
      onMain={onMain}
      ids={IDS}
      {...props}
    />,
    { api },
  );
  return { ...r, onMain };
}

describe('ConclusionPage (001 §2, §4)', () => {
  it('001 §2 an eligible core-study questionnaire: title, body, main button and Data Insights', async () => {
    const { onMain } = show({});
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(await screen.findByText('Your answers were submitted.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onMain).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Data Insights' })).toHaveAttribute(
      'href',
      '/survey/study/101/user-study/5/user/7/data-insights',
    );
    expect(screen.queryByRole('button', { name: 'Donate Gift Card' })).toBeNull();
  });

  it('001 §2 not eligible: no main button, no Data Insights, no donation', () => {
    show({ eligible: false, userStudy: annual() });
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Data Insights' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Donate Gift Card' })).toBeNull();
  });

  it('001 §2 after screening: the main button only; its default text when none is configured', () => {
    show({ procedure: 'screening', mainButtonText: null });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Data Insights' })).toBeNull();
  });

  it("001 §2 Donate Gift Card: disabled while pending, then 'Success!' and disabled; told to the survey", async () => {
    const onDonated = vi.fn();
    // A gate rather than a resolver caught inside the handler: the client's transport loads on the
    // first call, so the handler may run after the test has already released the answer.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const r = show(
      { userStudy: annual(), onDonated },
      {
        donateGiftCard: async () => {
          await gate;
          return { body: { study_id: 102, user_study_id: 5, is_donated: true } };
        },
      },
    );
    const button = screen.getByRole('button', { name: 'Donate Gift Card' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'Success!' })).toBeDisabled();
    expect(
      screen.getByText('Thank you! The value of your gift card goes to type 1 diabetes research.'),
    ).toHaveAttribute('role', 'status');
    expect(r.api.called('donateGiftCard').map((c) => c.body)).toEqual([{ study_id: 102 }]);
    expect(onDonated).toHaveBeenCalledWith(true);
  });

  it('001 §4 donate is disabled once donated', () => {
    show({ userStudy: annual({ is_donated: true }) });
    expect(screen.getByRole('button', { name: 'Donate Gift Card' })).toBeDisabled();
  });

  it('000 §9 no donation for an annual questionnaire completed on or before 2022-04-03, or without a reward', () => {
    show({ userStudy: annual({ completed_at: '2022-04-03T10:00:00Z' }) });
    expect(screen.queryByRole('button', { name: 'Donate Gift Card' })).toBeNull();
  });

  it("001 §8 a failed donation offers the button again after 'Oops! Something went wrong'", async () => {
    show({ userStudy: annual() }, { donateGiftCard: { status: 403, body: { detail: 'no' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Donate Gift Card' }));
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Donate Gift Card' })).toBeEnabled();
  });
});
