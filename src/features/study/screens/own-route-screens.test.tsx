// @vitest-environment jsdom
// jsdom: DOMPurify does not support happy-dom, and the not-eligible page shows sanitised module HTML.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { Givebacks, ModuleSetting } from '@contract';
import { participant } from '@/testing/fixtures';
import { renderWithRegistry } from '@/testing/render-with-registry';
import { ClosedStudyScreen } from './closed-study-screen';
import { DataInsightsScreen } from './data-insights-screen';
import { NotEligibleScreen } from './not-eligible-screen';
import { SURVEY, userStudy } from './parts/test-fixtures';

const failed: ModuleSetting = {
  id: 9,
  procedure: 'screening',
  module_type: 'page',
  stage: 'screening_failed',
  content: {
    title: 'Thank you for your time',
    body_text: '<p>We will tell you about other studies.</p><img src="x" onerror="alert(1)">',
    contact_phone: '(800) 555-0142',
    contact_email: 'study@registry.example.org',
    social_links: true,
  },
};

const ineligible = userStudy({ is_eligible: false });

function notEligible(
  path: string,
  api: Parameters<typeof renderWithRegistry>[1] extends infer O ? (O extends { api?: infer A } ? A : never) : never,
) {
  return renderWithRegistry(
    <Route path={paths.notEligible.path}>
      <NotEligibleScreen />
    </Route>,
    { path, api: { getParticipant: { body: participant() }, ...api } },
  );
}

describe('not-eligible screen (001 §2, §8; 000 §2)', () => {
  it('001 §2 registry: the generic texts when the study has no screening-failed module', async () => {
    notEligible(`${SURVEY}/not-eligible`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: {} },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your time and interest in the registry' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeInTheDocument();
    expect(screen.getByText(/^We are so sorry! Unfortunately, at this time you do not qualify/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("001 §2 registry: the study's module title, body (sanitised) and contact details", async () => {
    const { container } = notEligible(`${SURVEY}/not-eligible?source=registry`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: { screening: [failed] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your time' })).toBeInTheDocument();
    expect(screen.getByText('We will tell you about other studies.')).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '(800) 555-0142' })).toHaveAttribute('href', 'tel:8005550142');
    expect(screen.getByRole('link', { name: 'study@registry.example.org' })).toBeInTheDocument();
  });

  it("001 §2 partner source: 'Whoops!' and no retake", async () => {
    notEligible(`${SURVEY}/not-eligible?source=registry_jaeb`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: {} },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer the screening questions again' })).toBeNull();
  });

  it("001 §2 a partner participant: 'Whoops!' and no retake, whatever source the address names", async () => {
    notEligible(`${SURVEY}/not-eligible?source=registry`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: {} },
      getParticipant: { body: participant({ source: 'jaeb' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Answer the screening questions again' })).toBeNull();
  });

  it('000 §2 Reactivate: Yes, Try Again starts the screening over', async () => {
    const user = userEvent.setup();
    const r = notEligible(`${SURVEY}/not-eligible`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: {} },
      reattemptScreening: { body: userStudy({ is_eligible: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Answer the screening questions again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Try Again' }));
    await expect.poll(() => r.current()).toBe(`${SURVEY}?procedure=screening`);
    expect(r.api.called('reattemptScreening')).toHaveLength(1);
  });

  it("001 §8 the reattempt limit: 'Max number of screening reattempts reached' with its text", async () => {
    const user = userEvent.setup();
    notEligible(`${SURVEY}/not-eligible`, {
      getUserStudy: { body: ineligible },
      getModuleSettings: { body: {} },
      reattemptScreening: { status: 400, body: { non_field_errors: ['Max number of screening reattempts reached'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Answer the screening questions again' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Try Again' }));
    const heading = await screen.findByRole('heading', { name: 'Max number of screening reattempts reached' });
    const alert = heading.closest('[role="alert"]');
    expect(alert).toHaveTextContent('Max number of screening reattempts reached');
    expect(alert).toHaveTextContent(
      'Sorry! It looks like you completed our screening questions multiple times. Unfortunately, at this time you are not eligible to participate in the Registry.',
    );
    expect(screen.queryByRole('button', { name: 'Answer the screening questions again' })).toBeNull();
  });

  it('001 §8 a user study that cannot be loaded: the short failure snackbar and a way back', async () => {
    notEligible(`${SURVEY}/not-eligible`, {
      getUserStudy: { status: 404, body: { detail: 'Not found' } },
      getModuleSettings: { body: {} },
    });
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  });
});

function closed(api: Parameters<typeof notEligible>[1]) {
  return renderWithRegistry(
    <Route path={paths.closedStudy.path}>
      <ClosedStudyScreen />
    </Route>,
    { path: `${SURVEY}/closed-study`, api },
  );
}

describe('closed-study screen (001 §2, §4)', () => {
  it('001 §2 a closed study: the no-longer-open banner', async () => {
    closed({
      getUserStudy: {
        body: userStudy({ study_status: 'closed', study_title: 'Exercise Survey', study_closed_at: '2025-09-30' }),
      },
      listUserProcedures: { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exercise Survey' })).toBeInTheDocument();
    expect(screen.getByText('This study is no longer open to enrollment through the registry.')).toBeInTheDocument();
    expect(screen.getByText('Closed on Sep 30, 2025.')).toBeInTheDocument();
  });

  it("001 §2 closed by the system: 'Study is expired' with the title", async () => {
    closed({
      getUserStudy: {
        body: userStudy({ study_status: 'closed', dashboard_status: 'closed_by_system', study_title: 'Pump Survey' }),
      },
      listUserProcedures: { body: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pump Survey' })).toBeInTheDocument();
    expect(screen.getByText('Study is expired')).toBeInTheDocument();
  });

  it('001 §2 skipped when the research opportunity is still open for the participant', async () => {
    const r = closed({
      getUserStudy: {
        body: userStudy({ study_type: 'promotional_study', study_status: 'closed', dashboard_status: 'in_progress' }),
      },
      listUserProcedures: { body: [] },
    });
    await expect.poll(() => r.current()).toBe(SURVEY);
  });
});

const givebacks: Givebacks = {
  study_id: 101,
  study_title: 'Annual Questionnaire 2026',
  min_group_size: 5,
  participants: 12,
  charts: [
    {
      kind: 'choice',
      question_id: 1,
      title: 'Do you use a CGM?',
      respondents: 12,
      items: [
        { label: 'Yes', count: 9, percent: 75 },
        { label: 'No', count: 3, percent: 25 },
      ],
    },
    { kind: 'number', question_id: 2, option_id: 20, title: 'Latest A1c', respondents: 11, mean: 7.2 },
  ],
};

function insights(body: Givebacks) {
  return renderWithRegistry(
    <Route path={paths.dataInsights.path}>
      <DataInsightsScreen />
    </Route>,
    { path: `${SURVEY}/data-insights`, api: { getDataInsights: { body } } },
  );
}

describe('data-insights screen (001 §2)', () => {
  it('001 §2 each choice is a bar with its percent and count written out, and a table alternative', async () => {
    const user = userEvent.setup();
    const r = insights(givebacks);
    const figure = await screen.findByRole('figure', { name: /Do you use a CGM\?/ });
    expect(
      screen.getByText(/What 12 participants answered in the Annual Questionnaire 2026 questionnaire/),
    ).toBeInTheDocument();
    const bars = within(figure).getByRole('list', { name: 'Bar chart: Do you use a CGM?' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Yes75% (9)', 'No25% (3)']);
    expect(figure.querySelectorAll('svg rect.registry-insight__bar')[0]).toHaveAttribute('width', '75');
    await user.click(within(figure).getByText('Show as a table'));
    const table = within(figure).getByRole('table', { name: 'Do you use a CGM?' });
    expect(within(table).getByRole('row', { name: 'Yes 9 75%' })).toBeVisible();
    expect(screen.getByRole('figure', { name: 'Latest A1c' })).toHaveTextContent('Average 7.2 (11 answered)');
    expect(r.api.called('getDataInsights')[0].query).toEqual({ study_id: 101 });
  });

  it('001 §2 too few answers: says when figures appear', async () => {
    insights({ ...givebacks, participants: 2, charts: [] });
    expect(
      await screen.findByText(
        'There are not enough answers yet to show results. A figure appears once at least 5 participants have answered its question.',
      ),
    ).toBeInTheDocument();
  });
});
